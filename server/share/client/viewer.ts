import {
  lockedVideoText,
  sharePaths,
  shareStageText,
  type ShareResponse,
} from '../../../shared/api/share.ts';
import {
  CAPTION_LANGUAGES,
  DEFAULT_CAPTIONS_LANGUAGE,
} from '../../../shared/captions/languages.ts';
import { getShare } from './api.ts';
import { showChapters } from './chapters.ts';
import { byId } from './dom.ts';
import { showDownloads } from './downloads.ts';
import { startGate } from './gate.ts';
import type { ViewerState } from './page-state.ts';
import { startPlayer } from './player.ts';
import { showResponsesState, startResponses } from './responses.ts';
import { newSessionId } from './session-id.ts';
import { showThreads } from './threads.ts';
import { showTranscript } from './transcript.ts';

/** How often a page whose video is still being prepared asks whether it is ready. */
const PREPARING_POLL_MS = 10_000;

let transcriptShown = false;

/** Brings the server-rendered page up to date with a newer share response. */
function applyShare(share: ShareResponse): void {
  const { video } = share;
  if (video.title !== null) {
    byId('video-title').textContent = video.title;
    document.title = document.title.replace(/^[^·]*/, `${video.title} `);
    byId('video-description').textContent = video.description ?? '';
  } else {
    byId('video-description').textContent = lockedVideoText(share.gate);
  }
  if (video.clientName !== null) {
    const client = byId('video-client');
    client.textContent = `For: ${video.clientName}`;
    client.hidden = false;
  }
  const { title, detail } = shareStageText(share);
  const message = byId('stage-message');
  message.replaceChildren();
  if (title)
    message.append(Object.assign(document.createElement('strong'), { textContent: title }));
  message.append(detail);

  showThreads(share);
  const player = byId<HTMLVideoElement>('video');
  if (video.transcriptUrl && !transcriptShown) {
    transcriptShown = true;
    void showTranscript(video.transcriptUrl);
  }
  if (video.transcriptUrl && player.querySelector('track') === null) {
    const track = Object.assign(document.createElement('track'), {
      kind: 'captions',
      srclang: DEFAULT_CAPTIONS_LANGUAGE,
      label: CAPTION_LANGUAGES[DEFAULT_CAPTIONS_LANGUAGE],
      src: video.transcriptUrl,
      default: true,
    });
    player.append(track);
  }
  if (video.thumbnailUrl && !player.poster) player.poster = video.thumbnailUrl;
  if (video.fileUrl && player.getAttribute('src') !== video.fileUrl) player.src = video.fileUrl;
}

function start(): void {
  const data = JSON.parse(byId('share-data').textContent ?? '{}') as {
    link: string;
    share: ShareResponse;
  };
  const state: ViewerState = {
    link: data.link,
    sessionId: newSessionId(),
    share: data.share,
    apply(share) {
      state.share = share;
      applyShare(share);
      showResponsesState(state);
      showChapters(state);
      showDownloads(state);
    },
  };
  showChapters(state);
  showDownloads(state);
  startPlayer(state);
  startResponses(state);
  startGate(state);
  applyShare(state.share);

  const poll = setInterval(async () => {
    if (state.share.video.state !== 'preparing') return clearInterval(poll);
    if (document.visibilityState !== 'visible') return;
    const share = await getShare(sharePaths.api(state.link)).catch(() => null);
    if (share) state.apply(share);
  }, PREPARING_POLL_MS);
}

start();
