import { CalendarClock, Link2Off, RefreshCw, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../toast/toast.ts';
import type { ShareLinkState } from '../../../shared/api/videos.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FieldMessage, fieldBorder } from '../ui/field-message.tsx';
import { DownloadSwitch } from './download-switch.tsx';
import { checkExpiry, toLocalInputValue } from './link-expiry.ts';
import { absoluteTime } from '../../../shared/format/times.ts';
import { useRenewLink, useRevokeLink, useUpdateVideo } from './use-video.ts';

/**
 * What the advisor can do to the link itself: give it an end date (or none), allow downloads,
 * revoke it, or replace it with a new one. Revoking and renewing ask first; both close the old
 * link for good.
 */
export function LinkControls({
  videoId,
  share,
  allowDownload,
  expired,
}: {
  videoId: string;
  share: ShareLinkState;
  allowDownload: boolean;
  /** The expiry has passed (also when it passed while the page was open). */
  expired: boolean;
}) {
  const [asking, setAsking] = useState<'revoke' | 'renew' | null>(null);
  const revoke = useRevokeLink(videoId);
  const renew = useRenewLink(videoId);
  const busy = revoke.isPending || renew.isPending;

  function answer(confirmed: boolean) {
    const action = asking;
    setAsking(null);
    if (!confirmed) return;
    if (action === 'revoke') {
      revoke.mutate(undefined, {
        onSuccess: () =>
          toast.success('Link Revoked', {
            description: 'Clients who open it now see that the video is not available.',
          }),
        onError: () => toast.error('Error', { description: 'Could not revoke the link.' }),
      });
    } else if (action === 'renew') {
      renew.mutate(undefined, {
        onSuccess: () =>
          toast.success('New Link Created', {
            description: 'The old link no longer works. Send your client the new one.',
          }),
        onError: () => toast.error('Error', { description: 'Could not create a new link.' }),
      });
    }
  }

  return (
    <div className="space-y-6">
      <ExpiryField
        // A saved expiry (or a new link) starts the field from what the server has.
        key={share.expiresAt ?? 'never'}
        videoId={videoId}
        expiresAt={share.expiresAt}
        expired={expired}
      />
      <DownloadSwitch videoId={videoId} allowDownload={allowDownload} />
      <div>
        <h3 className="text-sm font-medium text-slate-700">Link access</h3>
        <p className="mt-0.5 text-sm text-slate-500">
          {share.revoked
            ? 'The link is revoked. A new link opens the video again; the revoked one never will.'
            : 'Revoke the link to stop anyone from opening it, or replace it with a new one.'}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {share.revoked ? null : (
            <Button
              variant="outline"
              className="text-red-700! hover:bg-red-50!"
              disabled={busy}
              onClick={() => setAsking('revoke')}
            >
              <Link2Off size={16} aria-hidden="true" />
              {revoke.isPending ? 'Revoking...' : 'Revoke Link'}
            </Button>
          )}
          <Button variant="outline" disabled={busy} onClick={() => setAsking('renew')}>
            <RefreshCw size={16} aria-hidden="true" />
            {renew.isPending ? 'Creating...' : 'Create New Link'}
          </Button>
        </div>
      </div>

      {asking === 'revoke' ? (
        <ConfirmDialog title="Revoke this link?" confirmLabel="Revoke Link" onClose={answer}>
          Anyone who opens the link, your client included, will see ‘Video not found or link no
          longer active’. You can create a new link later, but this one will not work again.
        </ConfirmDialog>
      ) : null}
      {asking === 'renew' ? (
        <ConfirmDialog title="Create a new link?" confirmLabel="Create New Link" onClose={answer}>
          The video gets a new link and the current one stops working at once. Clients who have the
          old link will need the new one.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function ExpiryField({
  videoId,
  expiresAt,
  expired,
}: {
  videoId: string;
  expiresAt: string | null;
  expired: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(toLocalInputValue(expiresAt));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateVideo(videoId);

  function save(shareExpiresAt: string | null) {
    update.mutate(
      { shareExpiresAt },
      {
        onSuccess: () =>
          toast.success('Saved', {
            description: shareExpiresAt
              ? `The link works until ${absoluteTime(shareExpiresAt)}.`
              : 'The link never expires.',
          }),
        onError: () => toast.error('Error', { description: 'Could not save the link’s expiry.' }),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkExpiry(value);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    save(check.iso);
  }

  const current = expiresAt
    ? `${expired ? 'Expired' : 'Expires'} ${absoluteTime(expiresAt)}`
    : 'Never expires';

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Link expiry
        </label>
        <span
          data-testid="link-expiry"
          className={`inline-flex items-center gap-1.5 text-sm ${expired ? 'font-medium text-amber-800' : 'text-slate-500'}`}
        >
          <CalendarClock size={14} aria-hidden="true" /> {current}
        </span>
      </div>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="datetime-local"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          disabled={update.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none sm:flex-1 ${fieldBorder(error)}`}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Save Expiry
        </Button>
      </div>
      <FieldMessage
        id={id}
        error={error}
        hint="Optional. After this time the link stops working. Leave it empty for a link that never expires."
      />
      {expiresAt ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={update.isPending}
          onClick={() => save(null)}
        >
          <X size={14} aria-hidden="true" /> Remove Expiry
        </Button>
      ) : null}
    </form>
  );
}
