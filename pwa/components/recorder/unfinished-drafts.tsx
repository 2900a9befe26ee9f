import { Film, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatClock } from '../../../shared/format/clock.ts';
import type { DraftRow } from '../../drafts/db.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

const formatWhen = (at: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Recordings kept on this device that were never saved, offered back after a crash or reload. */
export function UnfinishedDrafts({
  drafts,
  onRecover,
  onDiscard,
}: {
  drafts: readonly DraftRow[];
  onRecover: (draft: DraftRow) => void;
  onDiscard: (draft: DraftRow) => void;
}) {
  const [discarding, setDiscarding] = useState<DraftRow | null>(null);
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Unfinished recordings</h2>
        <p className="mt-0.5 text-sm text-slate-500">
          Kept safely on this device. Recover one to preview and save it, or discard it.
        </p>
      </div>
      <ul className="divide-y divide-slate-200">
        {drafts.map((draft) => (
          <li
            key={draft.id}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Film size={20} aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">
                  {draft.details?.title ||
                    draft.settings.script?.title ||
                    `Recording of ${formatWhen(draft.createdAt)}`}
                </p>
                <p className="text-sm text-slate-500">
                  {formatClock(draft.durationMs / 1000)} · {formatSize(draft.byteSize)} ·{' '}
                  {draft.status === 'recording' ? 'Interrupted' : 'Not saved yet'}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={() => setDiscarding(draft)}>
                <Trash2 size={16} aria-hidden="true" /> Discard
              </Button>
              <Button size="sm" onClick={() => onRecover(draft)}>
                <RotateCcw size={16} aria-hidden="true" /> Recover
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {discarding ? (
        <ConfirmDialog
          title="Discard this recording?"
          confirmLabel="Discard"
          onClose={(confirmed) => {
            if (confirmed) onDiscard(discarding);
            setDiscarding(null);
          }}
        >
          The recording is deleted from this device. This action cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
