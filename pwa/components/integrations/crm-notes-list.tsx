import {
  ACTIVITY_EVENT_LABELS,
  CRM_PROVIDER_LABELS,
  type NoteDeliveryView,
} from '../../../shared/api/integrations.ts';
import { useNow } from '../library/use-library.ts';
import { DeliveryRow } from './delivery-row.tsx';

/** The notes written (or to be written) to the linked contact's record, newest first. */
export function CrmNotesList({ notes }: { notes: readonly NoteDeliveryView[] }) {
  const now = new Date(useNow(30_000));
  if (notes.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No notes yet. One is added when the video is sent, first viewed, watched to the end or
        commented on.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="crm-notes">
      {notes.map((note) => (
        <DeliveryRow
          key={note.id}
          delivery={note}
          now={now}
          heading={
            <p className="text-sm font-medium text-slate-800">
              {ACTIVITY_EVENT_LABELS[note.event]}
              <span className="font-normal text-slate-500">
                {' '}
                · {CRM_PROVIDER_LABELS[note.provider]}
              </span>
            </p>
          }
        />
      ))}
    </ul>
  );
}
