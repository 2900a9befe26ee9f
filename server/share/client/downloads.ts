import type { ShareResponse } from '../../../shared/api/share.ts';
import { byId } from './dom.ts';
import type { ViewerState } from './page-state.ts';

/** The files to save, in the order the page lists them. */
const files = (video: ShareResponse['video']): [string | undefined, string][] => [
  [video.downloadUrl ?? undefined, 'Video (MP4)'],
  [video.captionDownloads?.vtt, 'Captions (.vtt)'],
  [video.captionDownloads?.srt, 'Captions (.srt)'],
];

/**
 * The Download area, while the share offers downloads (the advisor allowed them, the firm
 * does not forbid them and the gate is passed). Each link names this visit, so the advisor
 * sees who saved what.
 */
export function showDownloads(state: ViewerState): void {
  const links = files(state.share.video)
    .filter((file): file is [string, string] => file[0] !== undefined)
    .map(([url, label]) =>
      Object.assign(document.createElement('a'), {
        href: `${url}?visit=${state.sessionId}`,
        download: '',
        textContent: label,
      }),
    );
  byId('downloads').hidden = links.length === 0;
  byId('download-links').replaceChildren(...links);
}
