import { DetailedError, Upload } from 'tus-js-client';
import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import { ApiError } from '../api/client.ts';
import { linkVideoContact } from '../api/integrations.ts';
import { createVideo, fetchVideo } from '../api/videos.ts';
import type { BriefcastDb, DraftDetails, DraftRow, DraftSync } from '../drafts/db.ts';
import { deleteDraft, loadDraftFile } from '../drafts/drafts.ts';
import { backoffMs } from './backoff.ts';
import { fileSha256 } from './file-sha256.ts';
import type { SyncStatus } from './sync-status.ts';

/** A PATCH of this size is acknowledged (and safe on the server's disk) before the next. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/** Refusals that another try cannot fix: the advisor must change something first. */
const isPermanent = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof DetailedError ? error.originalResponse?.getStatus() : undefined;

/** Upload refusals that sending the same file again cannot fix (not a video, too large…). */
const UPLOAD_REFUSALS = new Set([400, 403, 413, 415]);

/** Why the server refused the file for good, in its words; undefined when a retry may work. */
function uploadRefusal(error: unknown): string | undefined {
  const status = httpStatusOf(error);
  if (status === undefined || !UPLOAD_REFUSALS.has(status)) return undefined;
  return (error as DetailedError).originalResponse?.getBody() || 'The server refused this video.';
}

/**
 * Drains the advisor's saved drafts to the server whenever the browser is online: creates the
 * video (its share link exists from then on), uploads the file with tus so a dropped
 * connection, a reload or a server restart resumes from the server's offset, and deletes the
 * draft only once the server has checked the file's hash. Failures retry with backoff.
 */
export class SyncEngine {
  private statuses: ReadonlyMap<string, SyncStatus> = new Map();
  private readonly listeners = new Set<() => void>();
  private readonly running = new Set<string>();
  private readonly attempts = new Map<string, number>();
  private readonly retryTimers = new Map<string, number>();
  /** Uploads on the wire, with a way to end their promise when aborted (tus reports nothing). */
  private readonly uploads = new Map<string, { upload: Upload; abort: () => void }>();
  private stopped = false;

  constructor(
    private readonly db: BriefcastDb,
    private readonly advisorId: string,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.statuses;

  private setStatus(draftId: string, patch: Partial<SyncStatus>) {
    const previous = this.statuses.get(draftId) ?? {
      phase: 'waiting',
      percent: 0,
      videoId: null,
      shareLink: null,
      message: null,
    };
    const next = new Map(this.statuses);
    next.set(draftId, { ...previous, ...patch });
    this.statuses = next;
    for (const listener of this.listeners) listener();
  }

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.drain);
    window.addEventListener('offline', this.pauseAll);
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.drain);
    window.removeEventListener('offline', this.pauseAll);
    for (const timer of this.retryTimers.values()) window.clearTimeout(timer);
    for (const { abort } of this.uploads.values()) abort();
  }

  /** Starts every saved draft that is not already on its way. */
  readonly drain = async (): Promise<void> => {
    if (this.stopped) return;
    const drafts = await this.db.drafts.where('advisorId').equals(this.advisorId).toArray();
    for (const draft of drafts) {
      if (draft.sync && !draft.sync.error && !this.running.has(draft.id)) void this.run(draft.id);
    }
  };

  /** Going offline: stop sending now; the 'online' event resumes from the server's offset. */
  private readonly pauseAll = () => {
    for (const [draftId, { abort }] of this.uploads) {
      abort();
      this.setStatus(draftId, { phase: 'waiting', message: null });
    }
  };

  /** Tries a draft again now, after the advisor fixed what the server refused. */
  async retry(draftId: string): Promise<void> {
    await this.db.drafts
      .where('id')
      .equals(draftId)
      .modify((draft) => {
        if (draft.sync) draft.sync.error = null;
      });
    this.attempts.delete(draftId);
    void this.run(draftId);
  }

  private async run(draftId: string): Promise<void> {
    if (this.running.has(draftId) || this.stopped) return;
    this.running.add(draftId);
    const timer = this.retryTimers.get(draftId);
    if (timer !== undefined) window.clearTimeout(timer);
    try {
      await this.sync(draftId);
      this.attempts.delete(draftId);
    } catch (error) {
      await this.onFailure(draftId, error);
    } finally {
      this.running.delete(draftId);
      this.uploads.delete(draftId);
    }
  }

  private async onFailure(draftId: string, error: unknown) {
    if (this.stopped) return;
    const refusal = isPermanent(error)
      ? ((error as ApiError).body?.message ?? 'The server refused this video.')
      : uploadRefusal(error);
    if (refusal) {
      await this.updateSync(draftId, { error: refusal });
      this.setStatus(draftId, { phase: 'failed', message: refusal });
      return;
    }
    if (httpStatusOf(error) === 422) {
      // The server's hash differs from ours: hash again and send the file afresh.
      await this.updateSync(draftId, { sha256: null, uploadUrl: null });
    }
    const attempt = this.attempts.get(draftId) ?? 0;
    this.attempts.set(draftId, attempt + 1);
    const offline = !navigator.onLine;
    const signedOut =
      httpStatusOf(error) === 401 || (error instanceof ApiError && error.status === 401);
    this.setStatus(draftId, {
      phase: 'waiting',
      message: offline
        ? null
        : signedOut
          ? 'Sign in again to finish this upload.'
          : 'Connection lost. Retrying…',
    });
    // Offline, the 'online' event restarts it; a timer would only spin.
    if (!offline) {
      this.retryTimers.set(
        draftId,
        window.setTimeout(() => void this.run(draftId), backoffMs(attempt)),
      );
    }
  }

  private async updateSync(draftId: string, patch: Partial<DraftSync>) {
    await this.db.drafts
      .where('id')
      .equals(draftId)
      .modify((draft) => {
        if (draft.sync) Object.assign(draft.sync, patch);
      });
  }

  private async sync(draftId: string): Promise<void> {
    const draft = await this.db.drafts.get(draftId);
    if (!draft?.sync) return;
    let sync = draft.sync;
    this.setStatus(draftId, { videoId: sync.videoId, shareLink: sync.shareLink });
    if (!navigator.onLine) {
      this.setStatus(draftId, { phase: 'waiting', message: null });
      return;
    }

    const file = await loadDraftFile(this.db, draft);
    if (!sync.sha256) {
      this.setStatus(draftId, { phase: 'preparing', message: null });
      sync = { ...sync, sha256: await fileSha256(file) };
      await this.updateSync(draftId, { sha256: sync.sha256 });
    }
    if (!sync.videoId) {
      this.setStatus(draftId, { phase: 'preparing', message: null });
      const { video } = await createVideo(createPayload(draft, sync, file));
      sync = { ...sync, videoId: video.id, shareLink: video.shareLink, password: null };
      await this.updateSync(draftId, {
        videoId: video.id,
        shareLink: video.shareLink,
        password: null,
      });
      this.setStatus(draftId, { videoId: video.id, shareLink: video.shareLink });
    } else if (await this.isStored(sync.videoId)) {
      // An earlier run finished the upload but never heard the answer (a dropped response).
      await this.linkCrmContact(draftId, draft.details, sync);
      return this.finish(draftId);
    }
    await this.linkCrmContact(draftId, draft.details, sync);

    this.setStatus(draftId, { phase: 'uploading', message: null });
    await this.upload(draftId, sync, file);
    if (!(await this.isStored(sync.videoId ?? ''))) {
      throw new Error('The server has not confirmed the upload');
    }
    await this.finish(draftId);
  }

  /** Links the CRM contact picked on the preview (issue 12) once the video exists, once. */
  private async linkCrmContact(draftId: string, details: DraftDetails | null, sync: DraftSync) {
    const contact = details?.crmContact;
    if (!contact || sync.crmLinked || !sync.videoId) return;
    try {
      await linkVideoContact(sync.videoId, contact);
    } catch (error) {
      // Offline or a 5xx: retried with the rest. A refusal (the CRM was disconnected since)
      // must not hold up the upload; the contact can be picked again on the video page.
      if (!isPermanent(error)) throw error;
      console.warn('The CRM contact could not be linked to the saved video', error);
    }
    await this.updateSync(draftId, { crmLinked: true });
  }

  /** Whether the server has the file and has checked its hash (the video left `uploading`). */
  private async isStored(videoId: string): Promise<boolean> {
    const { video } = await fetchVideo(videoId);
    return video.status !== 'uploading';
  }

  /** Only now, with the server's hash check behind it, may the draft go. */
  private async finish(draftId: string): Promise<void> {
    await deleteDraft(this.db, draftId);
    this.setStatus(draftId, { phase: 'uploaded', percent: 100, message: null });
  }

  private upload(draftId: string, sync: DraftSync, file: Blob): Promise<void> {
    return new Promise((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: '/api/uploads',
        uploadUrl: sync.uploadUrl,
        metadata: { videoId: sync.videoId ?? '', filetype: file.type },
        chunkSize: CHUNK_BYTES,
        // Quick retries for a blip; longer outages go to the engine's own backoff.
        retryDelays: [0, 1000, 3000],
        storeFingerprintForResuming: false,
        onUploadUrlAvailable: () => void this.updateSync(draftId, { uploadUrl: upload.url }),
        onProgress: (sent, total) =>
          this.setStatus(draftId, {
            phase: 'uploading',
            percent: total > 0 ? Math.floor((sent / total) * 100) : 0,
          }),
        onSuccess: () => resolve(),
        onError: reject,
      });
      const abort = () => {
        void upload.abort();
        reject(new Error('Upload paused'));
      };
      this.uploads.set(draftId, { upload, abort });
      upload.start();
    });
  }
}

function createPayload(draft: DraftRow, sync: DraftSync, file: Blob) {
  const details = draft.details;
  return {
    clientRequestId: sync.clientRequestId,
    clientName: details?.clientName.trim() || undefined,
    title: details?.title.trim() ?? '',
    description: details?.description.trim() || undefined,
    durationSeconds: Math.max(0.1, draft.durationMs / 1000),
    captionsEnabled: details?.captionsEnabled ?? true,
    includeProfilePicture: details?.includeProfilePicture ?? draft.settings.includeProfilePicture,
    ...(details?.passwordProtected && sync.password ? { password: sync.password } : {}),
    // The preview AI's captions, as corrected; the server captions the video itself otherwise.
    ...(details?.captionsVtt && parseWebVtt(details.captionsVtt).ok
      ? { captionsData: details.captionsVtt }
      : {}),
    upload: {
      size: file.size,
      sha256: sync.sha256 ?? '',
      contentType: file.type.startsWith('video/mp4') ? 'video/mp4' : 'video/webm',
    },
  } as const;
}
