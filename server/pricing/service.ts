import type { PlanId } from '../../shared/constants/plans.ts';
import type { AppDeps } from '../deps.ts';
import { reserve } from '../rate-limit/service.ts';
import { PRICING_EVENTS_PER_ADDRESS } from './limits.ts';
import { insertPricingEvent, type PricingEvent } from './repo.ts';

/** Records one anonymous step of the pricing funnel (view, plan chosen, sent to sign-up). */
export async function recordPricingEvent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: PricingEvent,
  planId: PlanId | null,
  ip: string,
): Promise<void> {
  await reserve(deps, [{ key: `pricing-events:ip:${ip}`, limit: PRICING_EVENTS_PER_ADDRESS }]);
  const createdAt = deps.clock.now().toISOString();
  await insertPricingEvent(deps.db, { event, planId, createdAt });
}
