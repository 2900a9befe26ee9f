import { momentLabel } from '../../../shared/format/clock.ts';
import { byId } from './dom.ts';

/** The player's current second, to send a response at; null before anything has played. */
export function currentMoment(): number | null {
  const video = byId<HTMLVideoElement>('video');
  if (video.played.length === 0 && video.currentTime === 0) return null;
  return Math.round(video.currentTime * 10) / 10;
}

/** A button that plays the video from `atSeconds` ("at 2:14"). */
export function momentButton(atSeconds: number): HTMLButtonElement {
  const label = momentLabel(atSeconds);
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'at',
    textContent: label,
  });
  // The name starts with the visible words, so a voice user can say what they see.
  button.setAttribute('aria-label', `${label}: play from here`);
  button.addEventListener('click', () => {
    byId<HTMLVideoElement>('video').currentTime = atSeconds;
  });
  return button;
}

const marked: { atSeconds: number; label: string }[] = [];

/** Marks the moments responses were sent at on the strip under the player (once its length is known). */
export function drawMoments(duration: number | null): void {
  const strip = byId('moments');
  strip.replaceChildren();
  if (!duration || duration <= 0) return;
  for (const { atSeconds, label } of marked) {
    const mark = Object.assign(document.createElement('span'), { className: 'mark', title: label });
    mark.style.left = `${Math.min(100, (atSeconds / duration) * 100)}%`;
    strip.append(mark);
  }
}

/** Adds a moment to the strip: the client's own response, or an answered comment. */
export function addMoment(atSeconds: number, label: string, duration: number | null): void {
  marked.push({ atSeconds, label });
  drawMoments(duration);
}
