import type { PlanId } from '../../shared/constants/plans.ts';
import type { AppDeps } from '../deps.ts';
import { insertPricingEvent, type PricingEvent } from './repo.ts';

/** Records one anonymous step of the pricing funnel (view, plan chosen, sent to sign-up). */
export async function recordPricingEvent(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  event: PricingEvent,
  planId: PlanId | null,
): Promise<void> {
  await insertPricingEvent(db, { event, planId, createdAt: clock.now().toISOString() });
}
