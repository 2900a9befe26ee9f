import { sharePaths, type PlayerEvent } from '../../../shared/api/share.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { report } from './api.ts';
import { byId, maybeById } from './dom.ts';
import type { ViewerState } from './page-state.ts';

/** How often, while playing, the furthest point reached is reported. */
const PROGRESS_EVERY_MS = 10_000;

/**
 * The native player (keyboard, fullscreen and seeking for free on every phone) plus the spec's
 * speed chips, CC toggle and duration, reporting what the viewer does to the server.
 */
export function startPlayer(state: ViewerState): void {
  const video = byId<HTMLVideoElement>('video');
  const stage = byId('stage');
  const send = (event: PlayerEvent, metadata: Record<string, unknown> = {}) =>
    report(sharePaths.events(state.link), {
      sessionId: state.sessionId,
      event,
      metadata: { ...metadata, position: Math.round(video.currentTime * 10) / 10 },
    });

  let furthest = 0;
  let reported = 0;
  const reportProgress = () => {
    if (furthest <= reported) return;
    reported = furthest;
    report(sharePaths.progress(state.link), { sessionId: state.sessionId, position: furthest });
  };
  let progressTimer: ReturnType<typeof setInterval> | undefined;

  // Captions start on; the CC button flips them.
  let captionsOn = true;
  const showCaptions = (on: boolean) => {
    for (const track of Array.from(video.textTracks)) track.mode = on ? 'showing' : 'hidden';
  };

  const onMetadata = () => {
    stage.classList.add('ready');
    if (Number.isFinite(video.duration)) byId('duration').textContent = formatClock(video.duration);
    showCaptions(captionsOn);
  };
  video.addEventListener('loadedmetadata', onMetadata);
  // A returning viewer's video has its source in the HTML: it may have loaded before this ran.
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
  video.addEventListener('error', () => {
    if (!video.getAttribute('src')) return;
    stage.classList.remove('ready');
    byId('stage-message').textContent = 'Video not available';
  });
  video.addEventListener('timeupdate', () => {
    furthest = Math.max(furthest, video.currentTime);
  });
  video.addEventListener('play', () => {
    send('VIDEO_PLAYED');
    progressTimer ??= setInterval(reportProgress, PROGRESS_EVERY_MS);
  });
  video.addEventListener('pause', () => {
    clearInterval(progressTimer);
    progressTimer = undefined;
    reportProgress();
    if (!video.ended) send('VIDEO_PAUSED');
  });
  video.addEventListener('ended', () => send('VIDEO_COMPLETED'));
  addEventListener('pagehide', reportProgress);

  for (const chip of document.querySelectorAll<HTMLButtonElement>('[data-speed]')) {
    chip.addEventListener('click', () => {
      const speed = Number(chip.dataset.speed);
      video.playbackRate = speed;
      // playbackRate falls back to 1 whenever a new source loads; keep the viewer's choice.
      video.defaultPlaybackRate = speed;
      for (const other of document.querySelectorAll('[data-speed]')) {
        other.setAttribute('aria-pressed', String(other === chip));
      }
      send('SPEED_CHANGED', { speed });
    });
  }

  const toggle = maybeById<HTMLButtonElement>('captions-toggle');
  toggle?.addEventListener('click', () => {
    captionsOn = !captionsOn;
    toggle.setAttribute('aria-pressed', String(captionsOn));
    showCaptions(captionsOn);
    send(captionsOn ? 'CAPTIONS_ON' : 'CAPTIONS_OFF');
  });
}
