import type { Generated } from 'kysely';
import type { Timestamp, EventRow } from '../db/row-kinds.ts';

/**
 * The tables `server/accounts/` owns (server/db/table-owners.json), as Kysely sees them. The
 * spec's generic `users` table is not created: advisors are the only accounts.
 */

export interface AdvisorsTable {
  id: string;
  advisorName: string;
  companyName: string;
  email: string;
  passwordHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The advisors table's role column: 'advisor' (the default) or 'compliance' (migration 0012). */
export interface AccountRoleColumn {
  role: Generated<string>;
}

export interface SubscriptionsTable {
  id: string;
  advisorId: string;
  planName: string;
  /** Money is kept in whole cents (the spec's decimal(10,2)) so no float ever touches it. */
  amountCents: number;
  status: Generated<string>;
  nextBillingDate: Timestamp;
  paymentToken: string | null;
  createdAt: Timestamp;
}

export interface SignupEventsTable extends EventRow {
  advisorId: string;
}

export type CodePurpose = 'password_reset' | 'email_change';

export interface PasswordResetTokensTable {
  id: string;
  advisorId: string;
  /** sha256 of the emailed code; the code itself is never stored. */
  tokenHash: string;
  /** What the code does; a code is only ever taken for its own purpose. */
  purpose: Generated<CodePurpose>;
  /** For an email change: the address the code was sent to, which becomes the sign-in email. */
  newEmail: string | null;
  attempts: Generated<number>;
  /** When the code stops working. */
  expiresAt: Timestamp;
  /** sha256 of a password reset's one-time link secret (the secret is never stored). */
  linkHash: string | null;
  /** When the link stops working; it outlives the code (see accounts/limits.ts). */
  linkExpiresAt: Timestamp | null;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}
