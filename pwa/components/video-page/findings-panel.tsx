import { useState } from 'react';
import type { FindingKind, FindingView, FindingsResponse } from '../../../shared/api/screening.ts';
import { DISMISS_REASON_MAX_LENGTH } from '../../../shared/schemas/screening.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { ApiError } from '../../api/client.ts';
import { findingFrameUrl } from '../../api/screening.ts';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { useFindingActions } from './use-findings.ts';

const KIND_LABELS: Record<FindingKind, string> = {
  ssn: 'Social Security number',
  card_number: 'Card number',
  routing_number: 'Routing number',
  account_number: 'Account number',
  date_of_birth: 'Date of birth',
  email: 'Email address',
  phone: 'Phone number',
  risky_language: 'Risky promise said',
};

const STATE_LABELS: Record<FindingView['state'], string> = {
  open: 'To review',
  blurring: 'Blurring…',
  blurred: 'Blurred',
  muting: 'Muting…',
  muted: 'Muted',
  dismissed: 'Marked fine',
};

const errorText = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.body?.message) || fallback;

/**
 * What the screening found before the video leaves: client data on screen and risky promises
 * said, each with its time, its masked value and the frame where it was read. The advisor
 * blurs what is on screen or mutes what was said (a new version clients are served: muted
 * words are gone from the sound and the captions), or marks it fine with a reason.
 */
export function FindingsPanel({
  videoId,
  data,
  failed,
}: {
  videoId: string;
  data: FindingsResponse | undefined;
  failed: boolean;
}) {
  if (failed) return <p className="text-sm text-slate-600">Could not load the check.</p>;
  if (!data || (data.status === 'pending' && data.findings.length === 0)) {
    return (
      <p className="text-sm text-slate-600" role="status">
        Checking the video for client data and risky promises… This takes a minute or two.
      </p>
    );
  }
  const note =
    data.status === 'unavailable'
      ? 'This server cannot read text on screen, so only what is said was checked.'
      : null;
  if (data.findings.length === 0) {
    return (
      <div className="space-y-2 text-sm text-slate-600">
        <p>Nothing found: no client data on screen and no risky promises said.</p>
        {note ? <p>{note}</p> : null}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      <ul className="divide-y divide-slate-200" aria-label="Findings">
        {data.findings.map((finding) => (
          <FindingRow key={finding.id} videoId={videoId} finding={finding} />
        ))}
      </ul>
    </div>
  );
}

function FindingRow({ videoId, finding }: { videoId: string; finding: FindingView }) {
  const { blur, mute, dismiss } = useFindingActions(videoId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const label = KIND_LABELS[finding.kind];
  const open = finding.state === 'open';
  const busy = blur.isPending || mute.isPending || dismiss.isPending;
  const when = formatClock(finding.startSeconds);

  function submitReason() {
    if (reason.trim() === '') return setReasonError('Reason is required');
    dismiss.mutate(
      { findingId: finding.id, reason },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => setReasonError(errorText(error, 'Could not save. Please try again.')),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row">
      {finding.box ? (
        <img
          src={findingFrameUrl(videoId, finding.id)}
          alt={`The frame at ${formatClock(finding.startSeconds)} where the ${label.toLowerCase()} shows`}
          className="w-full shrink-0 rounded-md border border-slate-200 bg-slate-100 sm:w-40"
          width={160}
          height={90}
          loading="lazy"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium text-slate-900">{label}</p>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {STATE_LABELS[finding.state]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-mono break-all">{finding.masked}</span>
          <span className="text-slate-500">
            {' '}
            at {formatClock(finding.startSeconds)}–{formatClock(finding.endSeconds)}
          </span>
        </p>
        {open && !asking ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {finding.box ? (
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Blur the ${label.toLowerCase()} at ${when}`}
                onClick={() =>
                  blur.mutate(finding.id, {
                    onError: (error) =>
                      toast.error('Error', {
                        description: errorText(error, 'Could not blur. Please try again.'),
                      }),
                  })
                }
              >
                Blur
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Mute the ${label.toLowerCase()} at ${when}`}
                onClick={() =>
                  mute.mutate(finding.id, {
                    onError: (error) =>
                      toast.error('Error', {
                        description: errorText(error, 'Could not mute. Please try again.'),
                      }),
                  })
                }
              >
                Mute
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`It's fine: the ${label.toLowerCase()} at ${when}`}
              onClick={() => setAsking(true)}
            >
              It’s fine
            </Button>
          </div>
        ) : null}
        {open && asking ? (
          <form
            className="mt-3 space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              submitReason();
            }}
          >
            <TextAreaField
              label="Why is this fine?"
              hint="Kept in the compliance record."
              rows={2}
              value={reason}
              maxLength={DISMISS_REASON_MAX_LENGTH}
              onValueChange={(value) => {
                setReason(value);
                setReasonError(undefined);
              }}
              error={reasonError}
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" type="submit" disabled={dismiss.isPending}>
                {dismiss.isPending ? 'Saving…' : 'Mark as fine'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </li>
  );
}
