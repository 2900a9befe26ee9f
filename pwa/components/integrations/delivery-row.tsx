import type { ReactNode } from 'react';
import type { DeliveryProgress } from '../../../shared/api/integrations.ts';
import { absoluteTime } from '../../../shared/format/times.ts';
import { deliveryDetail } from './delivery-state.ts';
import { DeliveryPill } from './status-pill.tsx';

/** One CRM note or webhook delivery in a list: its state, a heading, and how it went. */
export function DeliveryRow({
  delivery,
  now,
  heading,
  children,
}: {
  delivery: DeliveryProgress;
  now: Date;
  heading: ReactNode;
  children?: ReactNode;
}) {
  const lastMoved = delivery.lastAttemptAt ?? delivery.occurredAt;
  return (
    <li className="flex items-start gap-3 py-2.5">
      <DeliveryPill state={delivery.state} />
      <div className="min-w-0 flex-1">
        {heading}
        <p className="text-sm break-words text-slate-500">
          <time dateTime={lastMoved} title={absoluteTime(lastMoved)}>
            {deliveryDetail(delivery, now)}
          </time>
        </p>
        {children}
      </div>
    </li>
  );
}
