import { previewCardLine, sharePaths } from '../../../shared/api/share.ts';
import { shareUrlOf } from './share-message.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What 'Copy for email' puts on the clipboard: rich HTML, and plain text for the rest. */
export interface EmailCard {
  html: string;
  text: string;
}

/**
 * The link as an email card: the share's preview card image (the firm and the advisor, nothing
 * of the video) linking to the share page, with the link written out beneath it. A table with
 * inline styles and a sized image, because Outlook and Gmail drop stylesheets; the link as text
 * too, because many mail apps hold back remote images until the reader allows them.
 */
export function emailCard(
  video: { shareLink: string; advisorName: string },
  origin = window.location.origin,
): EmailCard {
  const line = previewCardLine(video.advisorName);
  const url = shareUrlOf(video.shareLink, origin);
  const cardUrl = `${origin}${sharePaths.card(video.shareLink)}`;
  const href = escapeHtml(url);
  const html = [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">',
    `<tr><td><a href="${href}"><img src="${escapeHtml(cardUrl)}" width="480" height="252" alt="${escapeHtml(line)}" style="display:block;width:480px;max-width:100%;height:auto;border:0;border-radius:12px"></a></td></tr>`,
    `<tr><td style="padding-top:8px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px"><a href="${href}">${href}</a></td></tr>`,
    '</table>',
  ].join('');
  return { html, text: `${line}: ${url}` };
}
