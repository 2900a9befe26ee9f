import { describe, expect, it } from 'vitest';
import type { DeliveryProgress } from '../../../shared/api/integrations.ts';
import { deliveryDetail } from './delivery-state.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const queued: DeliveryProgress = {
  state: 'pending',
  attempts: 0,
  lastError: null,
  occurredAt: '2026-11-23T11:58:00Z',
  lastAttemptAt: null,
  deliveredAt: null,
};

describe('deliveryDetail', () => {
  it('tells a queued note from one being retried, with the reason', () => {
    expect(deliveryDetail(queued, NOW)).toBe('Queued 2 minutes ago');
    expect(
      deliveryDetail(
        {
          ...queued,
          attempts: 2,
          lastError: 'Wealthbox answered 500',
          lastAttemptAt: '2026-11-23T11:59:00Z',
        },
        NOW,
      ),
    ).toBe('Retrying after 2 attempts · last error: Wealthbox answered 500');
  });

  it('says when a delivered note arrived', () => {
    expect(
      deliveryDetail(
        { ...queued, state: 'delivered', attempts: 1, deliveredAt: '2026-11-23T10:00:00Z' },
        NOW,
      ),
    ).toBe('Delivered 2 hours ago');
  });

  it('says why a failed note was given up, and after how many tries', () => {
    expect(
      deliveryDetail(
        {
          ...queued,
          state: 'failed',
          attempts: 1,
          lastError: 'The CRM refused the credentials',
          lastAttemptAt: '2026-11-22T12:00:00Z',
        },
        NOW,
      ),
    ).toBe('Gave up after 1 attempt · The CRM refused the credentials · yesterday');
    expect(
      deliveryDetail({ ...queued, state: 'failed', lastError: 'Wealthbox is not connected' }, NOW),
    ).toBe('Not sent · Wealthbox is not connected');
  });
});
