import type { AppDeps } from '../deps.ts';
import type { PayloadOf } from '../jobs/job-names.ts';
import { emailChangeCodeEmail, emailChangeNoticeEmail } from '../mail/templates/email-change.ts';
import { resetCodeEmail } from '../mail/templates/reset-code.ts';
import { welcomeEmail } from '../mail/templates/welcome.ts';
import { findAdvisorById } from './repo.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { resetCodeFor, resetCodeMatches, resetLinkSecretFor } from './reset-code.ts';
import { findResetTokenToMail } from './reset-tokens-repo.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'mailer' | 'integrationsKey'>;

/**
 * The `accounts.welcome_mail` job. A refused or unreachable mail server throws, and the queue
 * tries again with backoff; an account deleted meanwhile is sent nothing.
 */
export async function sendWelcomeMail(
  deps: Deps,
  { advisorId, siteUrl }: PayloadOf<'accounts.welcome_mail'>,
): Promise<void> {
  const advisor = await findAdvisorById(deps.db, advisorId);
  if (advisor) await deps.mailer.send(welcomeEmail(advisor, siteUrl));
}

/**
 * The `accounts.code_mail` job: the code is derived again from the row (see `resetCodeFor`)
 * and mailed: a reset code to the account's address; a new sign-in address's code to that
 * address, with a notice to the current one naming it (a retry after a failed notice sends the
 * code again, harmlessly: it is the same code). A failed send throws and is retried with backoff. A code used,
 * ended, or expired (code and link) before its email went is not sent: it could only
 * mislead. Nor is one the key no longer derives (the integrations key was rotated since).
 */
export async function sendCodeMail(
  deps: Deps,
  { tokenId }: PayloadOf<'accounts.code_mail'>,
): Promise<void> {
  const token = await findResetTokenToMail(deps.db, tokenId, deps.clock.now().toISOString());
  if (!token) return;
  const code = resetCodeFor(deps.integrationsKey, tokenId);
  if (!resetCodeMatches(code, token.tokenHash)) {
    deps.logger.warn({ tokenId }, 'reset code not sent: the server key changed since it was made');
    return;
  }
  if (token.purpose === 'email_change' && token.newEmail) {
    await deps.mailer.send(emailChangeCodeEmail(token, token.newEmail, code));
    await deps.mailer.send(emailChangeNoticeEmail(token, token.newEmail));
  } else {
    const email = encodeURIComponent(token.email);
    const secret = resetLinkSecretFor(deps.integrationsKey, tokenId);
    const link = `${linkOrigin(deps.config)}/reset-password?email=${email}#link=${secret}`;
    await deps.mailer.send(resetCodeEmail(token, code, link));
  }
}
