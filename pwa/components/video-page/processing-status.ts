import type { ProcessingStep, VideoStatus, VideoView } from '../../../shared/api/videos.ts';
import { uploadPercent } from '../../sync/upload-percent.ts';

/** How often the page asks again while the server is still working on the video. */
export const POLL_INTERVAL_MS = 3000;

/** Ready or failed: nothing more will happen to the video by itself, so polling stops. */
export const isSettled = (status: VideoStatus) => status === 'ready' || status === 'failed';

/** The server answers 409 to a captions edit while the pipeline may still write captions. */
export const canEditCaptions = isSettled;

export const CAPTIONS_LOCKED_MESSAGE = 'Captions can be edited once processing has finished';

const STEP_TITLES: Record<ProcessingStep, string> = {
  checking: 'Checking the recording…',
  converting: 'Converting the video…',
  transcribing: 'Processing captions…',
  describing: 'Writing the title and description…',
};

export interface ProcessingNotice {
  tone: 'busy' | 'failed';
  title: string;
  detail: string;
  /** Of the upload, 0 to 100, while it is under way. */
  percent: number | null;
}

/** What the page says about a video that is not ready yet; null once it is. */
export function processingNotice(
  video: Pick<VideoView, 'status' | 'processingStep' | 'failureReason' | 'upload'>,
  livePercent?: number | null,
): ProcessingNotice | null {
  switch (video.status) {
    case 'ready':
      return null;
    case 'failed':
      return {
        tone: 'failed',
        title: 'Processing failed',
        detail: video.failureReason ?? 'The video could not be processed.',
        percent: null,
      };
    case 'uploading': {
      const percent = livePercent ?? uploadPercent(video.upload.received, video.upload.size);
      return {
        tone: 'busy',
        title: 'Uploading…',
        detail:
          'The recording is still being sent from the device it was made on. Keep that app open until it finishes.',
        percent,
      };
    }
    case 'uploaded':
      return {
        tone: 'busy',
        title: 'Waiting to be processed…',
        detail: 'The upload is complete; processing starts shortly.',
        percent: null,
      };
    case 'processing':
      return {
        tone: 'busy',
        title: video.processingStep ? STEP_TITLES[video.processingStep] : 'Processing…',
        detail:
          'This page updates by itself. Your link already works: clients see that the video is being prepared.',
        percent: null,
      };
  }
}
