import type { Db } from '../db/connect.ts';
import { newId } from '../ids.ts';

export type PricingEvent = 'PRICING_VIEWED' | 'PLAN_SELECTED' | 'NAVIGATED_TO_SIGNUP';

export async function insertPricingEvent(
  db: Db,
  row: { event: PricingEvent; planId: string | null; createdAt: string },
): Promise<void> {
  await db
    .insertInto('pricingEvents')
    .values({
      id: newId(),
      event: row.event,
      planId: row.planId,
      metadata: null,
      createdAt: row.createdAt,
    })
    .execute();
}

export async function countPricingEvents(
  db: Db,
  event: PricingEvent,
  planId?: string,
): Promise<number> {
  let query = db
    .selectFrom('pricingEvents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event', '=', event);
  if (planId) query = query.where('planId', '=', planId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
