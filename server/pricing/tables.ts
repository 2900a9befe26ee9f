import type { EventRow } from '../db/row-kinds.ts';

/** The tables `server/pricing/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface PricingEventsTable extends EventRow {
  planId: string | null;
}
