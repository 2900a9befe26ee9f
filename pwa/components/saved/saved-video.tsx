import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CheckCircle2,
  CloudOff,
  Copy,
  LayoutDashboard,
  Loader2,
  Mail,
  MessageSquare,
  UploadCloud,
  Video,
} from 'lucide-react';
import { toast } from '../../toast/toast.ts';
import { describeSync, type SyncStatus } from '../../sync/sync-status.ts';
import { useDraftSync } from '../../sync/use-draft-sync.ts';
import { buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { CopyForEmail } from './copy-for-email.tsx';
import { SavedFindings } from './saved-findings.tsx';
import { shareMailto, shareSms, shareUrlOf } from './share-message.ts';

function SyncLine({ status }: { status: SyncStatus }) {
  const Icon =
    status.phase === 'uploaded'
      ? CheckCircle2
      : status.phase === 'waiting'
        ? CloudOff
        : UploadCloud;
  return (
    <div className="mt-4" role="status" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Icon size={16} aria-hidden="true" /> {describeSync(status)}
      </p>
      {status.phase === 'uploading' ? (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className="h-full bg-brand-600 transition-[width]"
            style={{ width: `${status.percent}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Video Saved Successfully!': the link as soon as the server has made it, with
 * copy and share buttons, the password to pass on separately, the upload's progress, and once
 * it is processed what the pre-send check found.
 */
export function SavedVideo({
  draftId,
  title,
  clientName,
  password,
  advisorName,
}: {
  draftId: string;
  title: string;
  clientName: string;
  /** Shown once, right after saving; never stored. */
  password: string | null;
  advisorName: string;
}) {
  const status = useDraftSync(draftId);
  const url = status?.shareLink ? shareUrlOf(status.shareLink) : null;
  // Kept once known: a draft that finished uploading is deleted, and its status forgets it.
  const [videoId, setVideoId] = useState<string | null>(null);
  const knownVideoId = status?.videoId;
  if (knownVideoId && knownVideoId !== videoId) setVideoId(knownVideoId);

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success('Link Copied');
  }

  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 size={30} aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">Video Saved Successfully!</h2>
        <p className="mt-1 text-sm text-slate-500">{title}</p>
      </div>

      <div className="mt-6">
        <label htmlFor="share-link" className="mb-1.5 block text-sm font-medium text-slate-700">
          Share link
        </label>
        {url ? (
          <>
            <div className="flex gap-2">
              <input
                id="share-link"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-800"
              />
              <button type="button" className={buttonClass('outline')} onClick={() => void copy()}>
                <Copy size={16} aria-hidden="true" /> Copy
              </button>
            </div>
            <CopyForEmail shareLink={status?.shareLink ?? null} advisorName={advisorName} />
          </>
        ) : (
          <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-500">
            {status?.phase === 'waiting' ? (
              <>
                <CloudOff size={16} aria-hidden="true" /> Your link is created as soon as you are
                back online.
              </>
            ) : (
              <>
                <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Creating your
                link…
              </>
            )}
          </p>
        )}
        {password ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This video is password protected. Share the password separately from the link:{' '}
            <span className="font-mono font-semibold">{password}</span>
          </p>
        ) : null}
        {status ? <SyncLine status={status} /> : null}
        {status?.phase === 'uploaded' && videoId ? <SavedFindings videoId={videoId} /> : null}
      </div>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <a
          href={url ? shareMailto({ title, clientName, url, advisorName }) : undefined}
          aria-disabled={!url}
          className={`${buttonClass('outline')} ${url ? '' : 'pointer-events-none opacity-50'}`}
        >
          <Mail size={16} aria-hidden="true" /> Share via Email
        </a>
        <a
          href={url ? shareSms({ clientName, url, advisorName }) : undefined}
          aria-disabled={!url}
          className={`${buttonClass('outline')} ${url ? '' : 'pointer-events-none opacity-50'}`}
        >
          <MessageSquare size={16} aria-hidden="true" /> Text Message
        </a>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          <LayoutDashboard size={16} aria-hidden="true" /> Go to Dashboard
        </Link>
        <Link to="/record" className={buttonClass('primary')}>
          <Video size={16} aria-hidden="true" /> Record Another
        </Link>
      </div>
    </Card>
  );
}
