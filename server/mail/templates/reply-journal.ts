import { momentLabel } from '../../../shared/format/clock.ts';
import { html } from '../../http/html.ts';
import { emailLayout } from '../layout.ts';
import type { MailMessage } from '../mailer.ts';

export interface ReplyRecord {
  advisor: { email: string; advisorName: string };
  video: { title: string; clientName: string | null };
  comment: { message: string; atSeconds: number | null };
  reply: { body: string; sentAt: string };
  videoPageUrl: string;
}

/**
 * The archive's copy of an advisor's reply to a client's comment. The client is anonymous (the
 * reply reaches them on the share page), so this record goes to the archive address alone.
 */
export function replyJournalEmail(archive: string, record: ReplyRecord): MailMessage {
  const { advisor, video, comment, reply } = record;
  const who = video.clientName || 'a client';
  const moment = momentLabel(comment.atSeconds);
  const commentLine = `Comment${moment ? ` ${moment}` : ''}: “${comment.message}”`;
  const header = `${advisor.advisorName} <${advisor.email}> replied to ${who} on the share page of “${video.title}” at ${reply.sentAt}.`;
  return {
    to: archive,
    subject: `Reply by ${advisor.advisorName} on “${video.title}”`,
    text: [
      header,
      '',
      commentLine,
      '',
      'Reply:',
      reply.body,
      '',
      `Video: ${record.videoPageUrl}`,
    ].join('\n'),
    html: emailLayout(
      html`<p>${header}</p>
        <p>${commentLine}</p>
        <p><strong>Reply:</strong></p>
        <p style="white-space:pre-line">${reply.body}</p>
        <p><a href="${record.videoPageUrl}" style="color:#2563eb">${record.videoPageUrl}</a></p>`,
    ),
  };
}
