import { toast } from '../toast/toast.ts';

/** The recorder's toasts: each failure's title and what the advisor can do about it. */
export const recorderToasts = {
  startFailed: () =>
    toast.error('Recording Failed', {
      description: 'Could not start recording. Please check permissions and try again.',
    }),
  microphoneFailed: () =>
    toast.error('Microphone Access Failed', {
      description: 'Recording will continue without audio.',
    }),
  storageFull: () =>
    toast.error('Storage Error', {
      description:
        'Video too large for browser storage. Please record shorter videos or try again.',
    }),
  processingFailed: () =>
    toast.error('Processing Error', {
      description: 'Failed to process recorded video. Please try again.',
    }),
  // Not in the spec, which never meets an empty recording: said plainly rather than failing later.
  tooShort: () =>
    toast.error('Recording Too Short', {
      description: 'Nothing was recorded. Please record for at least one second.',
    }),
};
