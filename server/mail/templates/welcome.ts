import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

export function welcomeEmail(
  to: { email: string; advisorName: string; companyName: string },
  siteUrl: string,
): MailMessage {
  const dashboard = `${siteUrl}/dashboard`;
  return {
    to: to.email,
    subject: `Welcome to ${PRODUCT_NAME}, ${to.advisorName}`,
    text: [
      `Hi ${to.advisorName},`,
      '',
      `Your ${PRODUCT_NAME} account for ${to.companyName} is ready. Record your screen and voice,`,
      'and send clients a secure link to a page with your branding and disclosure.',
      '',
      `Start here: ${dashboard}`,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: emailLayout(
      html` <p>Hi ${to.advisorName},</p>
        <p>
          Your ${PRODUCT_NAME} account for ${to.companyName} is ready. Record your screen and voice,
          and send clients a secure link to a page with your branding and disclosure.
        </p>
        <p><a href="${dashboard}" style="color:#2563eb">Open your dashboard</a></p>
        <p>The ${PRODUCT_NAME} team</p>`,
    ),
  };
}
