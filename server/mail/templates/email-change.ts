import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { RESET_CODE_TTL_MINUTES } from '../../../shared/constants/limits.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * To the new address: the code that makes it the advisor's sign-in email. The code is not in
 * the subject, which mail servers and our own log write down.
 */
export function emailChangeCodeEmail(
  advisor: { advisorName: string },
  newEmail: string,
  code: string,
): MailMessage {
  const expiry = `It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.`;
  const ignore = "If you didn't ask for this, ignore this email: nothing changes.";
  return {
    to: newEmail,
    subject: `Confirm your new ${PRODUCT_NAME} sign-in email`,
    text: [
      `Hi ${advisor.advisorName},`,
      '',
      `To make ${newEmail} your ${PRODUCT_NAME} sign-in email, enter this code in Settings: ${code}`,
      expiry,
      '',
      ignore,
    ].join('\n'),
    html: emailLayout(
      html` <p>Hi ${advisor.advisorName},</p>
        <p>To make ${newEmail} your ${PRODUCT_NAME} sign-in email, enter this code in Settings:</p>
        <p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${code}</p>
        <p>${expiry}</p>
        <p style="color:#64748b">${ignore}</p>`,
    ),
  };
}

/**
 * To the current address: someone signed in as the advisor asked to move the account to
 * another email, so a stolen session or password is noticed before the change takes effect.
 */
export function emailChangeNoticeEmail(
  advisor: { email: string; advisorName: string },
  newEmail: string,
): MailMessage {
  const lines = [
    `Someone signed in to your ${PRODUCT_NAME} account asked to change its sign-in email from ${advisor.email} to ${newEmail}.`,
    'The change happens only when the code sent to the new address is entered. Until then you keep signing in with this address.',
    "If this wasn't you, sign in, cancel the change in Settings and reset your password.",
  ];
  return {
    to: advisor.email,
    subject: `Your ${PRODUCT_NAME} sign-in email is being changed`,
    text: [`Hi ${advisor.advisorName},`, '', ...lines.flatMap((line) => [line, ''])]
      .join('\n')
      .trimEnd(),
    html: emailLayout(
      html` <p>Hi ${advisor.advisorName},</p>
        <p>${lines[0]}</p>
        <p>${lines[1]}</p>
        <p><strong>${lines[2]}</strong></p>`,
    ),
  };
}
