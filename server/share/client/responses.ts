import {
  QUICK_COMPLIMENTS,
  responsesLockedReason,
  sharePaths,
  type ComplimentType,
} from '../../../shared/api/share.ts';
import { COMMENT_MAX_LENGTH } from '../../../shared/constants/limits.ts';
import { post, ShareApiError } from './api.ts';
import { byId } from './dom.ts';
import { addMoment, currentMoment, momentButton } from './moments.ts';
import type { ViewerState } from './page-state.ts';
import { showToast } from './toast.ts';

const failureMessage = (err: unknown) =>
  err instanceof ShareApiError && err.status < 500
    ? err.message
    : 'Your feedback could not be sent. Please try again.';

/** Opens the responses once the gate is passed; until then they show why they are unavailable. */
export function showResponsesState(state: ViewerState): void {
  const reason = responsesLockedReason(state.share.gate);
  byId<HTMLFieldSetElement>('responses').disabled = reason !== null;
  const note = byId('responses-locked');
  note.textContent = reason ?? '';
  note.hidden = reason === null;
}

const LABELS: Record<string, string> = Object.fromEntries(
  QUICK_COMPLIMENTS.map((c) => [c.type, c.emoji ? `${c.emoji} ${c.label}` : c.label]),
);

/**
 * What the client sent in this visit stays listed, marked Sent, with the moment it was sent
 * at (a comment that vanished after a toast was often sent twice).
 */
function listSent(
  state: ViewerState,
  type: ComplimentType,
  message: string,
  atSeconds: number | null,
) {
  const list = byId('sent-responses');
  const item = document.createElement('li');
  const badge = Object.assign(document.createElement('span'), {
    className: 'badge',
    textContent: 'Sent',
  });
  item.append(badge, ' ', type === 'custom' ? `“${message}”` : (LABELS[type] ?? type));
  if (atSeconds !== null) {
    item.append(' ', momentButton(atSeconds));
    addMoment(
      atSeconds,
      type === 'custom' ? 'Your comment' : 'Your reaction',
      state.share.video.duration,
    );
  }
  list.append(item);
  list.hidden = false;
}

/**
 * 'Leave a comment': the quick compliments, the emoji reactions and the free-text comment (sent
 * as type custom), each at the moment of the video the client is watching.
 */
export function startResponses(state: ViewerState): void {
  const quick = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-compliment]'));
  const form = byId<HTMLFormElement>('comment-form');
  const comment = byId<HTMLTextAreaElement>('comment');
  const count = byId('comment-count');
  const sendButton = byId<HTMLButtonElement>('send-comment');
  let sending = false;

  const refresh = () => {
    const length = comment.value.length;
    count.textContent = `${length} / ${COMMENT_MAX_LENGTH}`;
    count.classList.toggle('over', length >= COMMENT_MAX_LENGTH);
    sendButton.disabled = sending || comment.value.trim() === '';
    sendButton.textContent = sending ? 'Sending…' : 'Send Comment';
    for (const button of quick) button.disabled = sending;
  };

  const sendFeedback = async (type: ComplimentType, message = '') => {
    sending = true;
    refresh();
    const atSeconds = currentMoment();
    try {
      await post(sharePaths.compliments(state.link), {
        sessionId: state.sessionId,
        type,
        message,
        atSeconds,
      });
      showToast('Thank you!', 'Your feedback has been sent to the advisor.');
      listSent(state, type, message, atSeconds);
      return true;
    } catch (err) {
      showToast('Not sent', failureMessage(err));
      return false;
    } finally {
      sending = false;
      refresh();
    }
  };

  for (const button of quick) {
    button.addEventListener('click', async () => {
      // Marked once sent, so the client sees which of them went to the advisor.
      if (await sendFeedback(button.dataset.compliment as ComplimentType)) {
        button.classList.add('sent');
      }
    });
  }
  comment.addEventListener('input', refresh);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const message = comment.value.trim();
    if (message === '' || sending) return;
    if (await sendFeedback('custom', message)) {
      comment.value = '';
      refresh();
    }
  });
  refresh();
}
