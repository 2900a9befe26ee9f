import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { markShareExpiryRecorded } from './repo.ts';

/**
 * The first request to find a link past its expiry records that it expired (a link's end is
 * part of the record of what was sent); later requests find it recorded and write nothing.
 */
export async function recordLinkExpired(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'clock'>,
  row: { id: string; shareLink: string; shareExpiresAt: string | null },
): Promise<void> {
  const expiresAt = row.shareExpiresAt;
  if (expiresAt === null) return;
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await markShareExpiryRecorded(trx, row.id, row.shareLink, expiresAt))) return;
    await appendAudit(trx, deps.clock, {
      actor: { type: 'system' },
      action: 'video.link_expired',
      subject: { type: 'video', id: row.id },
      payload: { shareLink: row.shareLink, expiresAt: new Date(expiresAt).toISOString() },
    });
  });
}
