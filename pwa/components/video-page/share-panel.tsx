import { Copy, KeyRound, Mail, MessageSquare } from 'lucide-react';
import { toast } from '../../toast/toast.ts';
import { CopyForEmail } from '../saved/copy-for-email.tsx';
import { shareMailto, shareUrlOf } from '../saved/share-message.ts';
import { buttonClass } from '../ui/button.tsx';
import { absoluteTime } from '../../../shared/format/times.ts';
import type { LinkStatus } from './link-expiry.ts';

const CLOSED_TEXT = 'Clients who open it see ‘Video not found or link no longer active’.';

/**
 * The link a client opens, with Copy ('Link Copied'), 'Copy for email' and 'Share via Email', and
 * what a client sees when the link is revoked or has expired.
 */
export function SharePanel({
  shareLink,
  status,
  expiresAt,
  title,
  clientName,
  advisorName,
  passwordProtected,
}: {
  shareLink: string;
  status: LinkStatus;
  expiresAt: string | null;
  title: string;
  clientName: string;
  advisorName: string;
  passwordProtected: boolean;
}) {
  const url = shareUrlOf(shareLink);
  const open = status === 'active';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the link and copy it yourself.' });
    }
  }

  return (
    <div>
      <label htmlFor="share-link" className="mb-1.5 block text-sm font-medium text-slate-700">
        Share link
      </label>
      <div className="flex gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          aria-describedby={open ? undefined : 'share-link-closed'}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm ${
            open ? 'text-slate-800' : 'text-slate-600 line-through'
          }`}
        />
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!open}
          onClick={() => void copy()}
        >
          <Copy size={16} aria-hidden="true" /> Copy
        </button>
      </div>
      <CopyForEmail shareLink={shareLink} advisorName={advisorName} disabled={!open} />

      {status === 'revoked' ? (
        <p
          id="share-link-closed"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <strong className="font-semibold">This link is revoked.</strong> {CLOSED_TEXT} Create a
          new link under Link Settings to share the video again.
        </p>
      ) : status === 'expired' ? (
        <p
          id="share-link-closed"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <strong className="font-semibold">
            This link expired{expiresAt ? ` on ${absoluteTime(expiresAt)}` : ''}.
          </strong>{' '}
          {CLOSED_TEXT} Set a later expiry or remove it under Link Settings to open the link again.
        </p>
      ) : passwordProtected ? (
        <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <KeyRound size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            This video is password protected. Share the password separately from the link.
          </span>
        </p>
      ) : null}

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <a
          href={open ? shareMailto({ title, clientName, url, advisorName }) : undefined}
          aria-disabled={!open}
          className={`${buttonClass('outline')} ${open ? '' : 'pointer-events-none opacity-50'}`}
        >
          <Mail size={16} aria-hidden="true" /> Share via Email
        </a>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!open}
          onClick={() =>
            toast('Text Sharing', { description: 'Text sharing will be available soon.' })
          }
        >
          <MessageSquare size={16} aria-hidden="true" /> Text Message
        </button>
      </div>
    </div>
  );
}
