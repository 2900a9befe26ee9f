import { byId } from './dom.ts';

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time: a new one replaces the one showing. */
export function showToast(title: string, message = ''): void {
  const toast = byId('toast');
  toast.replaceChildren();
  const strong = document.createElement('strong');
  strong.textContent = title;
  toast.append(strong);
  if (message) toast.append(message);
  toast.hidden = false;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => (toast.hidden = true), 4000);
}
