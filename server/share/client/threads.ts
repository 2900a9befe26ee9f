import type { ShareResponse } from '../../../shared/api/share.ts';
import { byId } from './dom.ts';
import { addMoment, momentButton } from './moments.ts';

const shown = new Set<string>();

/** Each answered comment with the advisor's replies under it; the card stays hidden without any. */
export function showThreads(share: ShareResponse): void {
  const list = byId('threads');
  list.replaceChildren();
  for (const { comment, replies } of share.threads) {
    const item = document.createElement('li');
    const quote = Object.assign(document.createElement('blockquote'), {
      textContent: `“${comment.message}”`,
    });
    if (comment.atSeconds !== null) {
      quote.append(' ', momentButton(comment.atSeconds));
      if (!shown.has(comment.id)) addMoment(comment.atSeconds, 'A comment', share.video.duration);
    }
    shown.add(comment.id);
    item.append(quote);
    for (const reply of replies) {
      const answer = Object.assign(document.createElement('p'), { className: 'reply' });
      const who = Object.assign(document.createElement('strong'), {
        textContent: `${share.branding.advisorName}: `,
      });
      answer.append(who, reply.body);
      item.append(answer);
    }
    list.append(item);
  }
  byId('threads-card').hidden = share.threads.length === 0;
}
