import { DetailedError, Upload, type HttpRequest } from 'tus-js-client';
import type { UploadTrack } from '../../shared/schemas/camera-layout.ts';
import { ChunkSizer } from './chunk-size.ts';
import { fetchHttpStack } from './fetch-http-stack.ts';
import type { Network } from './network.ts';

/** Reads a Blob in slices, the same in a tab, a service worker and Node's tests. */
const blobReader = {
  openFile: (file: Blob) =>
    Promise.resolve({
      size: file.size,
      slice: (start: number, end: number) =>
        Promise.resolve({ value: file.slice(start, end), done: end >= file.size }),
      close: () => undefined,
    }),
};

/** Quick retries for a blip; longer outages go to the engine's own backoff. */
const RETRY_DELAYS = [0, 1000, 3000];

/**
 * The server would not open an upload because it has this file whole already (409 to the
 * create): an earlier try finished it and, finished, its upload URL is gone (404), so tus
 * asked for a new one. Nothing is left to send.
 */
const alreadyStored = (error: Error) =>
  error instanceof DetailedError &&
  error.originalRequest?.getMethod() === 'POST' &&
  error.originalResponse?.getStatus() === 409;

export interface DraftUploadOptions {
  videoId: string;
  /** Which of the video's files this is; the screen's (or the only one) when absent. */
  track?: UploadTrack;
  /** An upload an earlier try opened, to resume instead of starting over. */
  uploadUrl: string | null;
  network: Network;
  onUploadUrl(url: string): void;
  /** The server has `received` of the file's `size` bytes. */
  onAcknowledged(received: number, size: number): void;
}

export interface DraftUpload {
  done: Promise<void>;
  /** Stops sending; `done` rejects. What the server has stays there, for the next try. */
  abort(): void;
}

/**
 * Sends a saved draft's file with tus to our server, resuming from the server's offset. The
 * PATCH size follows the link (ChunkSizer); progress is what the server has acknowledged.
 */
export function uploadDraftFile(file: Blob, options: DraftUploadOptions): DraftUpload {
  const sizer = new ChunkSizer();
  let patchSentAt = 0;
  let abort = () => {};
  const done = new Promise<void>((resolve, reject) => {
    const tus = new Upload(file, {
      endpoint: '/api/uploads',
      uploadUrl: options.uploadUrl,
      metadata: {
        videoId: options.videoId,
        filetype: file.type,
        ...(options.track === 'camera' ? { track: 'camera' } : {}),
      },
      chunkSize: sizer.bytes,
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: false,
      httpStack: fetchHttpStack,
      fileReader: blobReader,
      onBeforeRequest: (request: HttpRequest) => {
        if (request.getMethod() === 'PATCH') patchSentAt = Date.now();
      },
      onChunkComplete: (chunkBytes) => {
        sizer.observe(chunkBytes, Date.now() - patchSentAt);
        tus.options.chunkSize = sizer.bytes;
      },
      onShouldRetry: (error) => {
        if (alreadyStored(error)) return false;
        sizer.failed();
        tus.options.chunkSize = sizer.bytes;
        const status = error instanceof DetailedError ? error.originalResponse?.getStatus() : 0;
        // tus-js-client's own rule: retry a lost connection, a server error and a stale offset.
        const retryable = !status || status >= 500 || status === 409 || status === 423;
        return retryable && options.network.isOnline();
      },
      onUploadUrlAvailable: () => {
        if (tus.url) options.onUploadUrl(tus.url);
      },
      onProgress: (sent, total) => options.onAcknowledged(sent, total),
      onSuccess: () => resolve(),
      onError: (error) => {
        if (!alreadyStored(error)) return reject(error);
        options.onAcknowledged(file.size, file.size);
        resolve();
      },
    });
    abort = () => {
      void tus.abort();
      reject(new Error('Upload paused'));
    };
    tus.start();
  });
  return { done, abort: () => abort() };
}
