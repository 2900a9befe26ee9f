import { formatClock } from '../../../shared/format/clock.ts';
import { byId } from './dom.ts';
import type { ViewerState } from './page-state.ts';

/**
 * The advisor's chapters, once the gate has named them: a list whose every entry plays the
 * video from its start (the way a keyboard or screen reader user jumps), and the same starts as
 * marks on a bar under the player, which shows how far the video has played. The bar only
 * repeats the list, so it is hidden from assistive technology.
 */
export function showChapters(state: ViewerState): void {
  const { chapters, duration } = state.share.video;
  const section = byId('chapters');
  if (section.dataset.shown === String(chapters.length)) return;
  section.dataset.shown = String(chapters.length);
  section.hidden = chapters.length === 0;
  const video = byId<HTMLVideoElement>('video');
  const bar = byId('chapter-bar');
  bar.hidden = chapters.length === 0 || !duration;
  const items = chapters.map((chapter) => {
    const button = Object.assign(document.createElement('button'), { type: 'button' });
    const time = Object.assign(document.createElement('span'), {
      className: 'time',
      textContent: formatClock(chapter.startSeconds),
    });
    button.append(time, chapter.title);
    button.addEventListener('click', () => {
      video.currentTime = chapter.startSeconds;
      void video.play().catch(() => undefined);
    });
    const item = document.createElement('li');
    item.append(button);
    return item;
  });
  byId('chapter-list').replaceChildren(...items);
  if (!duration) return;
  const marks = chapters.map((chapter) => {
    const mark = Object.assign(document.createElement('i'), { title: chapter.title });
    // Through the CSSOM: the page's policy refuses style attributes.
    mark.style.left = `${(chapter.startSeconds / duration) * 100}%`;
    return mark;
  });
  byId('chapter-marks').replaceChildren(...marks);
  const played = byId('chapter-played');
  const buttons = items.map((item) => item.firstElementChild as HTMLElement);
  video.addEventListener('timeupdate', () => {
    played.style.width = `${Math.min(100, (video.currentTime / duration) * 100)}%`;
    // The chapter playing now is the last one started.
    const current = chapters.reduce(
      (found, chapter, index) => (chapter.startSeconds <= video.currentTime ? index : found),
      -1,
    );
    buttons.forEach((button, index) => button.toggleAttribute('aria-current', index === current));
  });
}
