import type { DeliveryProgress, DeliveryState } from '../../../shared/api/integrations.ts';
import { relativeTime } from '../../../shared/format/times.ts';

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

/**
 * The line under a delivery: when it arrived, or how many tries so far and why the last one
 * failed, so an advisor can tell a CRM outage (still retrying) from a give-up.
 */
export function deliveryDetail(delivery: DeliveryProgress, now = new Date()): string {
  const ago = (iso: string) => relativeTime(iso, now);
  switch (delivery.state) {
    case 'delivered':
      return `Delivered ${ago(delivery.deliveredAt ?? delivery.lastAttemptAt ?? delivery.occurredAt)}`;
    case 'pending':
      if (delivery.attempts === 0) return `Queued ${ago(delivery.occurredAt)}`;
      return [
        `Retrying after ${attemptsText(delivery.attempts)}`,
        delivery.lastError ? `last error: ${delivery.lastError}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'failed':
      return [
        delivery.attempts === 0 ? 'Not sent' : `Gave up after ${attemptsText(delivery.attempts)}`,
        delivery.lastError,
        delivery.lastAttemptAt ? ago(delivery.lastAttemptAt) : null,
      ]
        .filter(Boolean)
        .join(' · ');
  }
}
