import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db, Dialect } from '../db/connect.ts';
import type { AuditLogTable } from './tables.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { newId } from '../ids.ts';
import { canonicalJson } from './canonical-json.ts';
import {
  findAuditEntries,
  findAuditHead,
  findLastAuditHash,
  insertAuditEntry,
  lockAuditChain,
} from './repo.ts';

/** The chain's first entry points at this instead of a previous hash. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditActor =
  | { type: 'advisor'; id: string }
  | { type: 'client'; id: string }
  | { type: 'system'; id?: undefined };

export interface AuditEvent {
  actor: AuditActor;
  /** Dotted verb, e.g. `video.created`, `video.uploaded`. */
  action: string;
  subject: { type: string; id: string };
  payload: Record<string, unknown>;
}

/** sha256 over the previous hash and every field of the entry, in a fixed order. */
export function auditEntryHash(entry: Omit<AuditLogTable, 'seq' | 'hash'>): string {
  return createHash('sha256')
    .update(
      canonicalJson([
        entry.prevHash,
        entry.id,
        entry.actorType,
        entry.actorId,
        entry.action,
        entry.subjectType,
        entry.subjectId,
        entry.payload,
        entry.createdAt,
      ]),
    )
    .digest('hex');
}

/**
 * Appends one entry to the hash-chained audit log. Call it inside the transaction that makes
 * the change it records, so the record and the change commit (or fail) together.
 */
export async function appendAudit(trx: Db, clock: Clock, event: AuditEvent): Promise<void> {
  await lockAuditChain(trx);
  const prevHash = (await findLastAuditHash(trx)) ?? GENESIS_HASH;
  const entry = {
    id: newId(),
    actorType: event.actor.type,
    actorId: event.actor.id ?? null,
    action: event.action,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    payload: canonicalJson(event.payload),
    prevHash,
    createdAt: clock.now().toISOString(),
  };
  await insertAuditEntry(trx, { ...entry, hash: auditEntryHash(entry) });
}

/** Records an event that changes nothing else (a refusal, an export) in a transaction of its own. */
export async function appendAuditAlone(
  deps: { db: Db; dialect: Dialect; clock: Clock },
  event: AuditEvent,
): Promise<void> {
  await writeTransaction(deps.db, deps.dialect, (trx) => appendAudit(trx, deps.clock, event));
}

/** Every entry about one subject (a video, an export), oldest first. */
export function auditTrailOf(db: Db, subjectId: string) {
  return findAuditEntries(db, subjectId);
}

/**
 * The newest entry of the chain and the count up to it: an export and the daily anchor name it
 * so a reader can check later that nothing before it was removed or rewritten.
 */
export function auditChainHead(db: Db) {
  return findAuditHead(db);
}
