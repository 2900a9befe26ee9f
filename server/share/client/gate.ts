import { sharePaths } from '../../../shared/api/share.ts';
import { getShare, postShare, ShareApiError } from './api.ts';
import { byId } from './dom.ts';
import type { ViewerState } from './page-state.ts';
import { showToast } from './toast.ts';

/** SPEC.md s.2: 'Decline' and 'Cancel' go back; with nowhere to go back to, say so. */
function leave(): void {
  if (history.length > 1) {
    history.back();
    return;
  }
  byId('stage-message').textContent = 'You declined to view this video. You can close this page.';
}

function passwordMessage(err: unknown): string {
  if (err instanceof ShareApiError && err.status === 401)
    return 'Incorrect password. Please try again.';
  if (err instanceof ShareApiError && (err.status === 429 || err.status === 400))
    return err.message;
  return 'Failed to verify password. Please try again.';
}

function openPasswordDialog(state: ViewerState): void {
  const dialog = byId<HTMLDialogElement>('password-dialog');
  const input = byId<HTMLInputElement>('password');
  const error = byId('password-error');
  const enter = byId<HTMLButtonElement>('password-enter');
  byId('password-cancel').addEventListener('click', () => {
    dialog.close();
    leave();
  });
  dialog.addEventListener('cancel', () => leave());
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
  dialog.showModal();
  input.focus();
}

function openTermsDialog(state: ViewerState): void {
  const dialog = byId<HTMLDialogElement>('terms-dialog');
  const accept = byId<HTMLButtonElement>('accept');
  const error = byId('terms-error');
  byId('decline').addEventListener('click', () => {
    dialog.close();
    leave();
  });
  dialog.addEventListener('cancel', () => leave());
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
      else openPasswordDialog(state);
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
  // showModal focuses the disclosure first (it is focusable): read, then accept.
  dialog.showModal();
}

/** Asks for what the server still needs before it will serve the video. */
export function startGate(state: ViewerState): void {
  const { gate, video } = state.share;
  // Nothing to accept yet: a principal has to approve the video first.
  if (video.state === 'awaiting_approval') return;
  if (!gate.termsAccepted) openTermsDialog(state);
  else if (!gate.passwordVerified) openPasswordDialog(state);
}
