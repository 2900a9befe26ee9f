import { sharePaths } from '../../../shared/api/share.ts';
import { getShare, postShare, ShareApiError } from './api.ts';
import { byId } from './dom.ts';
import type { ViewerState } from './page-state.ts';
import { showToast } from './toast.ts';

/**
 * 'Decline' (and 'Cancel' on the password) leaves the client on this page with a clear state
 * and a way back in. The spec's 'go back in history' took a client who opened the link from
 * an email to a blank page, or out of the browser: a page that says what happened is better.
 */
function showDeclined(state: ViewerState, what: 'terms' | 'password', reopen: () => void): void {
  const message = byId('stage-message');
  const again = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'primary again',
    textContent: what === 'terms' ? 'Review again' : 'Enter the password',
  });
  again.addEventListener('click', () => {
    state.apply(state.share);
    reopen();
  });
  const title = what === 'terms' ? 'You declined the disclosure' : 'The video stays locked';
  const detail =
    what === 'terms'
      ? 'The video stays closed. You can close this page, or review the disclosure again.'
      : 'It opens with the password your advisor gave you. You can close this page, or try again.';
  message.replaceChildren(
    Object.assign(document.createElement('strong'), { textContent: title }),
    detail,
    again,
  );
  again.focus();
}

function passwordMessage(err: unknown): string {
  if (err instanceof ShareApiError && err.status === 401)
    return 'Incorrect password. Please try again.';
  if (err instanceof ShareApiError && (err.status === 429 || err.status === 400))
    return err.message;
  return 'Failed to verify password. Please try again.';
}

/** Wires the password dialog once; the function returned opens it. */
function passwordDialog(state: ViewerState): () => void {
  const dialog = byId<HTMLDialogElement>('password-dialog');
  const input = byId<HTMLInputElement>('password');
  const error = byId('password-error');
  const enter = byId<HTMLButtonElement>('password-enter');
  const open = () => {
    dialog.showModal();
    input.focus();
  };
  byId('password-cancel').addEventListener('click', () => {
    dialog.close();
    showDeclined(state, 'password', open);
  });
  dialog.addEventListener('cancel', () => showDeclined(state, 'password', open));
  // A form, so the Enter key submits as the button does.
  byId<HTMLFormElement>('password-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (enter.disabled) return;
    if (input.value.trim() === '') {
      error.textContent = 'Please enter a password.';
      input.focus();
      return;
    }
    error.textContent = '';
    enter.disabled = true;
    try {
      const share = await postShare(sharePaths.verify(state.link), {
        sessionId: state.sessionId,
        password: input.value,
      });
      dialog.close();
      showToast('Access Granted');
      state.apply(share);
    } catch (err) {
      error.textContent = passwordMessage(err);
      input.select();
    } finally {
      enter.disabled = false;
    }
  });
  return open;
}

/** Wires the terms dialog once; the function returned opens it. */
function termsDialog(state: ViewerState, openPassword: () => void): () => void {
  const dialog = byId<HTMLDialogElement>('terms-dialog');
  const accept = byId<HTMLButtonElement>('accept');
  const error = byId('terms-error');
  // showModal focuses the disclosure first (it is focusable): read, then accept.
  const open = () => dialog.showModal();
  byId('decline').addEventListener('click', () => {
    dialog.close();
    showDeclined(state, 'terms', open);
  });
  dialog.addEventListener('cancel', () => showDeclined(state, 'terms', open));
  accept.addEventListener('click', async () => {
    accept.disabled = true;
    error.textContent = '';
    try {
      const share = await postShare(sharePaths.accept(state.link), {
        sessionId: state.sessionId,
        disclosureSha256: state.share.branding.disclosureSha256,
      });
      dialog.close();
      state.apply(share);
      // The password dialog would hide the toast behind its backdrop: 'Access Granted' follows.
      if (share.gate.passwordVerified) showToast('Terms Accepted');
      else openPassword();
    } catch (err) {
      if (err instanceof ShareApiError && err.status === 403) {
        // The video now waits for compliance approval: the stage says so, not the dialog.
        const share = await getShare(sharePaths.api(state.link)).catch(() => null);
        if (share?.video.state === 'awaiting_approval') {
          dialog.close();
          state.apply(share);
          return;
        }
      }
      if (err instanceof ShareApiError && err.status === 409) {
        // The advisor changed the disclosure meanwhile: show the words that will be accepted.
        const share = await getShare(sharePaths.api(state.link)).catch(() => null);
        if (share) {
          state.apply(share);
          byId('disclosure-text').textContent = share.branding.disclosureText;
        }
      }
      error.textContent =
        err instanceof ShareApiError && err.status !== 500
          ? err.message
          : 'Something went wrong. Please try again.';
    } finally {
      accept.disabled = false;
    }
  });
  return open;
}

/** Asks for what the server still needs before it will serve the video. */
export function startGate(state: ViewerState): void {
  const { gate, video } = state.share;
  // Nothing to accept yet: a principal has to approve the video first.
  if (video.state === 'awaiting_approval') return;
  const openPassword = passwordDialog(state);
  const openTerms = termsDialog(state, openPassword);
  if (!gate.termsAccepted) openTerms();
  else if (!gate.passwordVerified) openPassword();
}
