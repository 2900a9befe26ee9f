import type { AppDeps } from '../deps.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { auditHeadEmail } from '../mail/templates/audit-head.ts';
import { auditChainHead } from './service.ts';

/**
 * The daily `audit.anchor_head` job: writes the audit chain's head hash, entry count and newest
 * entry's time to the server log as one line, and mails them to the firm's archive
 * (JOURNAL_BCC) when there is one. Kept outside the database, a head lets `audit:verify --head`
 * catch the newest entries removed or the chain rewritten. An empty chain has no head to
 * keep: it is logged, and nothing is mailed, so a new install sends no mail about nothing.
 * The same head is mailed again on a quiet day: each mail shows the chain was whole then.
 */
export async function anchorAuditHead(deps: AppDeps): Promise<void> {
  const head = await auditChainHead(deps.db);
  if (!head) {
    const none = { headHash: null, entries: 0, latestEntryAt: null };
    deps.logger.info({ auditHead: none }, 'audit chain is empty: no head to anchor');
    return;
  }
  const anchor = {
    headHash: head.hash,
    entries: head.entries,
    latestEntryAt: new Date(head.createdAt).toISOString(),
  };
  deps.logger.info({ auditHead: anchor }, 'audit chain head');
  const archive = deps.config.journalBcc;
  if (!archive) return;
  await deps.mailer.send(
    auditHeadEmail({
      ...anchor,
      to: archive,
      siteUrl: linkOrigin(deps.config),
      recordedAt: deps.clock.now().toISOString(),
    }),
  );
}
