import type { Db, Dialect } from '../db/connect.ts';
import type { AdvisorsTable } from './tables.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { newId, toMetadata } from '../ids.ts';

/** Another account already signs in with this address. */
export const emailTaken = () =>
  new Conflict('An account with this email already exists', 'EMAIL_ALREADY_EXISTS');

/** True for a unique-constraint failure on advisors.email, on either dialect. */
function isDuplicateEmail(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') return e.constraint === 'advisors_email_key';
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' && (e.message ?? '').includes('advisors.email');
}

/**
 * Holds the advisor's row until the transaction ends, so two requests that change what hangs
 * off it (codes being issued) run one after the other. SQLite's write transaction already
 * holds the whole database.
 */
export async function lockAdvisor(trx: Db, dialect: Dialect, advisorId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('advisors').select('id').where('id', '=', advisorId).forUpdate().execute();
}

export async function insertAdvisor(db: Db, row: AdvisorsTable): Promise<void> {
  try {
    await db.insertInto('advisors').values(row).execute();
  } catch (err) {
    if (isDuplicateEmail(err)) throw emailTaken();
    throw err;
  }
}

/** Changes an advisor's name and company. */
export async function updateAdvisorProfile(
  db: Db,
  advisorId: string,
  profile: { advisorName: string; companyName: string; updatedAt: string },
): Promise<void> {
  await db.updateTable('advisors').set(profile).where('id', '=', advisorId).execute();
}

/** Changes an advisor's sign-in email; an email in use is EMAIL_ALREADY_EXISTS. */
export async function updateAdvisorEmail(
  db: Db,
  advisorId: string,
  email: string,
  updatedAt: string,
): Promise<void> {
  try {
    await db
      .updateTable('advisors')
      .set({ email, updatedAt })
      .where('id', '=', advisorId)
      .execute();
  } catch (err) {
    if (isDuplicateEmail(err)) throw emailTaken();
    throw err;
  }
}

const ADVISOR_VIEW = ['id', 'advisorName', 'companyName', 'email'] as const;

export async function findAdvisorById(db: Db, id: string) {
  return db.selectFrom('advisors').select(ADVISOR_VIEW).where('id', '=', id).executeTakeFirst();
}

export async function findAdvisorsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('advisors').select(ADVISOR_VIEW).where('id', 'in', ids).execute();
}

/** Every account's id, name and email, as a table for another folder's query to join. */
export function advisorNamesTable(db: Db) {
  return db.selectFrom('advisors').select(['id', 'advisorName', 'email']);
}

/** Who sent a video, as the share page names them: the advisor, their firm and their email. */
export function advisorSendersTable(db: Db) {
  return db.selectFrom('advisors').select(['id', 'advisorName', 'companyName', 'email']);
}

export async function findAdvisorWithHashById(db: Db, id: string) {
  return db
    .selectFrom('advisors')
    .select([...ADVISOR_VIEW, 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findAdvisorWithHashByEmail(db: Db, email: string) {
  return db
    .selectFrom('advisors')
    .select([...ADVISOR_VIEW, 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: Db,
  advisorId: string,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('advisors')
    .set({ passwordHash, updatedAt: now })
    .where('id', '=', advisorId)
    .execute();
}

export async function insertSubscription(
  db: Db,
  row: {
    advisorId: string;
    planName: string;
    amountCents: number;
    nextBillingDate: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ id: newId(), paymentToken: null, ...row })
    .execute();
}

/**
 * Records a plan chosen after sign-up on the advisor's latest subscription row (a row is made
 * only for an advisor who has none): choices change one row rather than pile up, since nothing
 * is charged and the row's start date stays the account's.
 */
export async function setSubscriptionPlan(
  db: Db,
  advisorId: string,
  plan: { planName: string; amountCents: number },
  now: string,
): Promise<void> {
  const latest = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('advisorId', '=', advisorId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (latest) {
    await db.updateTable('subscriptions').set(plan).where('id', '=', latest.id).execute();
    return;
  }
  await insertSubscription(db, {
    advisorId,
    ...plan,
    nextBillingDate: now,
    createdAt: now,
  });
}

/** The advisor's latest subscription row: the plan chosen at sign-up. */
export async function findLatestSubscription(db: Db, advisorId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['planName', 'createdAt'])
    .where('advisorId', '=', advisorId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function insertSignupEvent(
  db: Db,
  row: { advisorId: string; event: string; metadata?: Record<string, unknown>; createdAt: string },
): Promise<void> {
  await db
    .insertInto('signupEvents')
    .values({
      id: newId(),
      advisorId: row.advisorId,
      event: row.event,
      metadata: toMetadata(row.metadata),
      createdAt: row.createdAt,
    })
    .execute();
}
