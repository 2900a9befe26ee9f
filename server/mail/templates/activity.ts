import { QUICK_COMPLIMENTS } from '../../../shared/api/share.ts';
import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { momentLabel } from '../../../shared/format/clock.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

interface Response {
  type: string;
  message: string | null;
  /** The moment of the video it was sent at, when known. */
  atSeconds: number | null;
}

export interface ActivitySummary {
  advisor: { email: string; advisorName: string };
  video: { title: string; clientName: string | null; viewCount: number };
  /** When the video was first watched, if that is news in this email. */
  firstPlayedAt: string | null;
  responses: Response[];
  videoPageUrl: string;
}

const LABELS: Record<string, string> = Object.fromEntries(
  QUICK_COMPLIMENTS.map((c) => [c.type, c.label]),
);

/**
 * What each response says, as a line: a quick compliment's label, or the comment itself, and
 * the moment of the video it was sent at ("at 2:14").
 */
function responseLine(response: Response): string {
  const said =
    response.type === 'custom'
      ? `“${response.message ?? ''}”`
      : (LABELS[response.type] ?? response.type);
  const moment = momentLabel(response.atSeconds);
  return moment ? `${said} ${moment}` : said;
}

/** One email about a video's new views and responses (sent at most every 15 minutes). */
export function activityEmail(summary: ActivitySummary): MailMessage {
  const { video, responses } = summary;
  const who = video.clientName || 'Your client';
  const news = [
    ...(summary.firstPlayedAt ? [`${who} watched your video.`] : []),
    ...(responses.length > 0
      ? [`${responses.length === 1 ? 'A new response' : `${responses.length} new responses`}:`]
      : []),
  ];
  const subject =
    summary.firstPlayedAt && responses.length === 0
      ? `${who} watched “${video.title}”`
      : `New responses to “${video.title}”`;
  const views = `${video.viewCount} ${video.viewCount === 1 ? 'view' : 'views'} so far.`;
  return {
    to: summary.advisor.email,
    journal: true,
    subject,
    text: [
      `Hi ${summary.advisor.advisorName},`,
      '',
      ...news,
      ...responses.map((response) => `  - ${responseLine(response)}`),
      '',
      views,
      `See the video's page: ${summary.videoPageUrl}`,
      '',
      `You get these emails because activity notifications are on in your ${PRODUCT_NAME} settings.`,
    ].join('\n'),
    html: emailLayout(
      html`<p>Hi ${summary.advisor.advisorName},</p>
        ${news.map((line) => html`<p>${line}</p>`)}
        ${
          responses.length > 0
            ? html`<ul>
                ${responses.map((response) => html`<li>${responseLine(response)}</li>`)}
              </ul>`
            : null
        }
        <p>${views}</p>
        <p><a href="${summary.videoPageUrl}" style="color:#2563eb">Open the video’s page</a></p>
        <p style="font-size:12px;color:#64748b">
          You get these emails because activity notifications are on in your ${PRODUCT_NAME}
          settings.
        </p>`,
    ),
  };
}
