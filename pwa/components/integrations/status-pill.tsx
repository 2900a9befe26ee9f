import type { DeliveryState } from '../../../shared/api/integrations.ts';
import { DELIVERY_STATE_LABELS } from './delivery-state.ts';

export type PillTone = 'neutral' | 'good' | 'bad' | 'waiting';

const TONES: Record<PillTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  good: 'bg-emerald-50 text-emerald-800',
  bad: 'bg-red-50 text-red-800',
  waiting: 'bg-amber-50 text-amber-800',
};

/** A small rounded label of a state: a connection's, a note's or a webhook delivery's. */
export function StatusPill({
  tone,
  label,
  srPrefix,
}: {
  tone: PillTone;
  label: string;
  /** Read before the label by screen readers ('Status: '), as the video's status chip does. */
  srPrefix?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
      {label}
    </span>
  );
}

const DELIVERY_TONES: Record<DeliveryState, PillTone> = {
  pending: 'waiting',
  delivered: 'good',
  failed: 'bad',
};

/** A delivery's state in a fixed-width column, so the lines beside it start in one place. */
export function DeliveryPill({ state }: { state: DeliveryState }) {
  return (
    <span className="w-20 shrink-0">
      <StatusPill tone={DELIVERY_TONES[state]} label={DELIVERY_STATE_LABELS[state]} />
    </span>
  );
}
