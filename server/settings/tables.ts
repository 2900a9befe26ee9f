import type { ColumnType } from 'kysely';
import type { Timestamp, EventRow } from '../db/row-kinds.ts';

/** The tables `server/settings/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface AdvisorSettingsTable {
  id: string;
  advisorId: string;
  phone: string | null;
  calendarLink: string | null;
  disclosureText: string;
  logoUrl: string | null;
  profilePictureUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  notifyOnActivity: ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
  /** Null until the advisor first saves a tab ('Last updated: Never'). */
  updatedAt: Timestamp | null;
}

export interface SettingsEventsTable extends EventRow {
  advisorId: string;
  fieldName: string | null;
}

export interface DisclosureVersionsTable {
  id: string;
  advisorId: string;
  /** 1 for the default text given at sign-up, then one more for each change. */
  version: number;
  text: string;
  /** Hex sha256 of the UTF-8 text: what a client's acceptance will point at. */
  sha256: string;
  createdAt: Timestamp;
}

export type MediaPurpose = 'logo' | 'profile_picture';

/** A stored file: its bytes live in the BlobStore under `media/<id>`. */
export interface MediaFilesTable {
  id: string;
  advisorId: string;
  purpose: MediaPurpose;
  /** The type found in the bytes themselves, never the one the upload claimed. */
  contentType: string;
  byteSize: number;
  createdAt: Timestamp;
}
