import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import type { EventName, EventPayloadOf } from './event-names.ts';

/**
 * One consumer of an event. It runs inside the publisher's transaction, so what it writes
 * commits or rolls back with the action; work that is slow or leaves the database (mail, a CRM
 * note, a webhook) it queues as a job in that transaction, with a dedupe key that makes it
 * happen once.
 */
export type EventSubscriber<N extends EventName> = (
  trx: Db,
  clock: Clock,
  payload: EventPayloadOf<N>,
) => Promise<void>;

/** Who hears each event, in order; wired once, in `server/event-subscribers.ts`. */
export type EventSubscribers = { readonly [N in EventName]: readonly EventSubscriber<N>[] };

/**
 * Publishes an action inside the transaction that made it: each subscriber of its name runs in
 * turn, in `trx`, so the action and everything it owes commit together or not at all. A
 * subscriber that throws rolls the action back, as a direct call would have.
 */
export async function publishEvent<N extends EventName>(
  trx: Db,
  deps: { clock: Clock; eventSubscribers: EventSubscribers },
  event: { name: N; payload: EventPayloadOf<N> },
): Promise<void> {
  const subscribers: readonly EventSubscriber<N>[] = deps.eventSubscribers[event.name];
  for (const subscriber of subscribers) {
    await subscriber(trx, deps.clock, event.payload);
  }
}
