import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

export interface BrokenConnectionNotice {
  advisor: { email: string; advisorName: string };
  /** The CRM's name, e.g. "Wealthbox". */
  crm: string;
  reason: string;
  settingsUrl: string;
}

/**
 * Sent once when a CRM refuses the saved credentials: notes for that CRM stop until the advisor
 * reconnects, and without this they would only find out from the video page.
 */
export function integrationBrokenEmail(notice: BrokenConnectionNotice): MailMessage {
  const { crm } = notice;
  return {
    to: notice.advisor.email,
    subject: `${PRODUCT_NAME} can no longer write to ${crm}`,
    text: [
      `Hi ${notice.advisor.advisorName},`,
      '',
      `${crm} refused the credentials ${PRODUCT_NAME} uses to add notes to your clients' records (${notice.reason}).`,
      'Until you reconnect, notes about your videos are not added to the CRM.',
      '',
      `Reconnect in your settings: ${notice.settingsUrl}`,
    ].join('\n'),
    html: emailLayout(
      html`<p>Hi ${notice.advisor.advisorName},</p>
        <p>
          ${crm} refused the credentials ${PRODUCT_NAME} uses to add notes to your clients’ records
          (${notice.reason}).
        </p>
        <p>Until you reconnect, notes about your videos are not added to the CRM.</p>
        <p><a href="${notice.settingsUrl}" style="color:#2563eb">Reconnect ${crm}</a></p>`,
    ),
  };
}
