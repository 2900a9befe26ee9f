import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AdvisorSettingsTable } from './tables.ts';
import { newId } from '../ids.ts';

export async function insertSettings(
  db: Db,
  row: Omit<Insertable<AdvisorSettingsTable>, 'updatedAt'>,
): Promise<void> {
  await db
    .insertInto('advisorSettings')
    .values({ ...row, updatedAt: null })
    .execute();
}

export async function findSettings(db: Db, advisorId: string) {
  return db
    .selectFrom('advisorSettings')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .executeTakeFirst();
}

export async function updateSettings(
  db: Db,
  advisorId: string,
  patch: Updateable<AdvisorSettingsTable>,
): Promise<void> {
  await db.updateTable('advisorSettings').set(patch).where('advisorId', '=', advisorId).execute();
}

/** One settings change: a field's old and new value. */
export interface FieldChange {
  fieldName: string;
  old: unknown;
  new: unknown;
}

/** settings_events: one row per changed field, with its old and new value. */
export async function insertSettingsEvents(
  db: Db,
  advisorId: string,
  event: string,
  changes: readonly FieldChange[],
  createdAt: string,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('settingsEvents')
    .values(
      changes.map((change) => ({
        id: newId(),
        advisorId,
        event,
        fieldName: change.fieldName,
        metadata: JSON.stringify({ old: change.old, new: change.new }),
        createdAt,
      })),
    )
    .execute();
}

/** What a client's share page shows of the advisor: contact, disclosure and branding. */
export function shareBrandingTable(db: Db) {
  return db
    .selectFrom('advisorSettings')
    .select([
      'advisorId',
      'phone',
      'calendarLink',
      'disclosureText',
      'logoUrl',
      'profilePictureUrl',
      'primaryColor',
      'secondaryColor',
    ]);
}
