import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

export interface AuditHeadNotice {
  /** The firm's archive address (JOURNAL_BCC). */
  to: string;
  /** Which server this is, for an archive that keeps mail from more than one. */
  siteUrl: string;
  headHash: string;
  entries: number;
  latestEntryAt: string;
  recordedAt: string;
}

/**
 * The daily anchor of the audit chain, kept by the firm's archive outside Briefcast's database:
 * it says what it is and how to check the database against it, since whoever reads it years
 * later may never have seen Briefcast.
 */
export function auditHeadEmail(notice: AuditHeadNotice): MailMessage {
  const command = `npm run audit:verify -- --head ${notice.headHash}`;
  const day = notice.recordedAt.slice(0, 10);
  const what = `the head of ${PRODUCT_NAME}'s audit log at ${notice.siteUrl} on ${notice.recordedAt}`;
  const story = `Every action in ${PRODUCT_NAME} (videos created and changed, terms accepted, links revoked, exports) is an entry in a hash-chained audit log in its database. Someone with access to that database could remove the newest entries, or rewrite entries and recompute the chain; the chain would still hold together, but it would no longer contain this head hash.`;
  const keep = 'Keep this email. To check the database against it, run this on the server:';
  const outcome =
    "It prints 'Audit chain OK' when the chain is intact and still contains this head, and 'Audit chain BROKEN' (exit code 1) when entries up to this head were removed or rewritten.";
  return {
    to: notice.to,
    subject: `${PRODUCT_NAME} audit log head for ${day}: ${notice.headHash.slice(0, 12)}`,
    text: [
      `This is ${what}, sent once a day for your records.`,
      '',
      `Head hash: ${notice.headHash}`,
      `Entries: ${notice.entries}`,
      `Newest entry: ${notice.latestEntryAt}`,
      '',
      story,
      keep,
      '',
      `  ${command}`,
      '',
      outcome,
    ].join('\n'),
    html: emailLayout(
      html`<p>This is ${what}, sent once a day for your records.</p>
        <p>
          Head hash: <code>${notice.headHash}</code><br />
          Entries: ${notice.entries}<br />
          Newest entry: ${notice.latestEntryAt}
        </p>
        <p>${story}</p>
        <p>${keep}</p>
        <pre style="white-space:pre-wrap;word-break:break-all">${command}</pre>
        <p>${outcome}</p>`,
    ),
  };
}
