import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import {
  RESET_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
} from '../../../shared/constants/limits.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

/**
 * The password reset email: a one-time link and a 6-digit code. Neither is in the subject,
 * which mail servers and our own log write down; the link's secret is in its #fragment, which
 * browsers never send to a server, so no access log or Referer holds it either.
 */
export function resetCodeEmail(
  to: { email: string; advisorName: string },
  code: string,
  link: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hi ${to.advisorName},`,
      '',
      `Choose a new password here: ${link}`,
      `The link works once, for ${RESET_LINK_TTL_MINUTES} minutes.`,
      '',
      `Or enter this code: your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.`,
      '',
      "If you didn't ask for it, ignore this email: your password stays as it is.",
    ].join('\n'),
    html: emailLayout(
      html` <p>Hi ${to.advisorName},</p>
        <p>
          <a href="${link}">Choose a new password</a> (the link works once, for
          ${RESET_LINK_TTL_MINUTES} minutes).
        </p>
        <p>Or enter your password reset code:</p>
        <p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${code}</p>
        <p>It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.</p>
        <p style="color:#64748b">
          If you didn't ask for it, ignore this email: your password stays as it is.
        </p>`,
    ),
  };
}
