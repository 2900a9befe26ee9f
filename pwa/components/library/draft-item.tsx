import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { toast } from '../../toast/toast.ts';
import { db } from '../../drafts/db.ts';
import { recoverDraft } from '../../drafts/recover-draft.ts';
import type { DeviceDraft } from './device-drafts.ts';
import { ItemTitle, LibraryItem, STRETCHED_LINK } from './library-item.tsx';
import type { LibraryLayout } from './library-layout.ts';
import { updatedAgo } from './updated-ago.ts';
import { StatusBadges } from './status-badge.tsx';
import type { StatusBadgeInfo } from './video-status.ts';
import { VideoThumbnail } from './video-thumbnail.tsx';

const ON_DEVICE: StatusBadgeInfo = { label: 'On this device', tone: 'device' };

function badgesOf(draft: DeviceDraft): StatusBadgeInfo[] {
  if (!draft.saved) return [{ label: 'Not uploaded yet', tone: 'muted' }, ON_DEVICE];
  const sync: StatusBadgeInfo = draft.syncFailed
    ? { label: 'Upload failed', tone: 'danger', detail: draft.syncLabel ?? undefined }
    : { label: draft.syncLabel ?? 'Not uploaded yet', tone: 'progress', busy: true };
  return [sync, ON_DEVICE];
}

function hintOf(draft: DeviceDraft): string {
  if (draft.saved) {
    return draft.syncFailed
      ? (draft.syncLabel ?? 'The upload failed.')
      : 'Saved. It uploads while this device is online.';
  }
  return draft.interrupted
    ? 'The recording was interrupted. Open it to recover and save it.'
    : 'Not saved yet. Open it to finish and save it.';
}

/**
 * A recording only this browser has: unsaved ones open in the preview (an interrupted one is
 * recovered first, as /record does); saved ones open their video once the server made it.
 */
export function DraftItem({
  draft,
  layout,
  now,
}: {
  draft: DeviceDraft;
  layout: LibraryLayout;
  now: number;
}) {
  const navigate = useNavigate();

  async function openInterrupted(event: MouseEvent<HTMLAnchorElement>) {
    if (!draft.interrupted || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const row = await db.drafts.get(draft.id);
    try {
      if (row) await recoverDraft(db, row);
      await navigate({ to: '/record/preview', search: { draft: draft.id } });
    } catch {
      toast.error('Could not open this recording', { description: 'Please try again.' });
    }
  }

  const link =
    draft.saved && draft.videoId ? (
      <Link to="/videos/$videoId" params={{ videoId: draft.videoId }} className={STRETCHED_LINK}>
        {draft.title}
      </Link>
    ) : (
      <Link
        to="/record/preview"
        search={{ draft: draft.id }}
        className={STRETCHED_LINK}
        onClick={(event) => void openInterrupted(event)}
      >
        {draft.title}
      </Link>
    );

  return (
    <LibraryItem
      layout={layout}
      thumbnail={<VideoThumbnail url={null} durationSeconds={draft.durationSeconds} onDevice />}
    >
      <ItemTitle>{link}</ItemTitle>
      <p className="text-sm text-slate-500">
        <time dateTime={new Date(draft.updatedAt).toISOString()}>
          {updatedAgo(draft.updatedAt, now)}
        </time>
      </p>
      <StatusBadges badges={badgesOf(draft)} />
      <p className={`text-sm ${draft.syncFailed ? 'text-rose-700' : 'text-slate-500'}`}>
        {hintOf(draft)}
      </p>
    </LibraryItem>
  );
}
