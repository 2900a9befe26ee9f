import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { RESET_CODE_TTL_MINUTES } from '../../../shared/constants/limits.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

export function resetCodeEmail(
  to: { email: string; advisorName: string },
  code: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Your ${PRODUCT_NAME} reset code: ${code}`,
    text: [
      `Hi ${to.advisorName},`,
      '',
      `Your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.`,
      '',
      "If you didn't ask for it, ignore this email: your password stays as it is.",
    ].join('\n'),
    html: emailLayout(
      html` <p>Hi ${to.advisorName},</p>
        <p>Your password reset code is:</p>
        <p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${code}</p>
        <p>It expires in ${RESET_CODE_TTL_MINUTES} minutes and works once.</p>
        <p style="color:#64748b">
          If you didn't ask for it, ignore this email: your password stays as it is.
        </p>`,
    ),
  };
}
