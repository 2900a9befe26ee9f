import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import { createVideo, fetchVideo } from '../api/videos.ts';
import type { BriefcastDb, DraftRow, DraftSync } from '../drafts/db.ts';
import { deleteDraft } from '../drafts/drafts.ts';
import { openPassword } from '../drafts/password-vault.ts';
import { isQuotaError } from '../drafts/storage-room.ts';
import { backoffMs } from './backoff.ts';
import { CLAIM_TTL_MS, claimDraft, releaseDraft } from './draft-claim.ts';
import {
  declaredFiles,
  hashDraftFiles,
  loadDraftFiles,
  needsHashing,
  uploadDraftFiles,
  type DraftFiles,
} from './draft-files.ts';
import type { DraftUpload } from './draft-upload.ts';
import { browserNetwork, type Network } from './network.ts';
import {
  ClaimedElsewhereError,
  classifySyncFailure,
  MESSAGES,
  PasswordLostError,
} from './sync-errors.ts';
import { SyncStatusStore } from './sync-status-store.ts';
import { uploadPercent } from './upload-percent.ts';

/** What the advisor reads while a failed draft waits to be tried again. */
const RETRY_MESSAGES = {
  'signed-out': MESSAGES.signedOut,
  'storage-full': MESSAGES.storageFull,
  'server-full': MESSAGES.serverFull,
  server: MESSAGES.server,
  connection: MESSAGES.connection,
} as const;

/** After this many discarded copies in a row, the engine stops and tells the advisor. */
const MAX_HASH_MISMATCHES = 3;

/** A step that needs the saved video (linking its CRM contact); throwing retries the draft. */
export type AfterUpload = (draft: DraftRow, videoId: string) => Promise<void>;

export interface SyncEngineOptions {
  network?: Network;
  /** Names this uploader in draft claims; one per tab or service worker. */
  holder?: string;
  /** Runs once the server has checked the file, before the draft is deleted. */
  afterUpload?: AfterUpload;
}

/**
 * Drains the advisor's saved drafts to the server whenever the device is online: creates the
 * video (its share link exists from then on), uploads the file with tus so a dropped
 * connection, a reload or a server restart resumes from the server's offset, and deletes the
 * draft only once the server has checked the file's hash. Failures retry with backoff. Runs in
 * a tab and in the service worker alike; a claim in IndexedDB keeps two from sending one draft.
 */
export class SyncEngine {
  readonly statuses = new SyncStatusStore();
  private readonly network: Network;
  private readonly holder: string;
  private readonly afterUpload: AfterUpload | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private readonly attempts = new Map<string, number>();
  private readonly mismatches = new Map<string, number>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly uploads = new Map<string, DraftUpload>();
  private unwatch: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly db: BriefcastDb,
    private readonly advisorId: string,
    options: SyncEngineOptions = {},
  ) {
    this.network = options.network ?? browserNetwork;
    this.holder = options.holder ?? crypto.randomUUID();
    this.afterUpload = options.afterUpload;
  }

  start(): void {
    this.stopped = false;
    this.unwatch = this.network.watch({ online: () => void this.drain(), offline: this.pauseAll });
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.unwatch?.();
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    for (const upload of this.uploads.values()) upload.abort();
  }

  /** Starts every saved draft that is not already on its way. */
  readonly drain = async (): Promise<void> => {
    if (this.stopped) return;
    for (const draft of await this.savedDrafts()) {
      if (!draft.sync?.error) void this.run(draft.id);
    }
  };

  /**
   * Sends every saved draft now and settles when each has been sent or has failed this once:
   * whether all were sent (the service worker's Background Sync tries again later if not).
   */
  async syncAll(): Promise<boolean> {
    const drafts = (await this.savedDrafts()).filter((draft) => !draft.sync?.error);
    await Promise.all(drafts.map((draft) => this.run(draft.id)));
    return (await this.savedDrafts()).length === 0;
  }

  private async savedDrafts(): Promise<DraftRow[]> {
    const drafts = await this.db.drafts.where('advisorId').equals(this.advisorId).toArray();
    return drafts.filter((draft) => draft.sync);
  }

  /** Going offline: stop sending now; coming online resumes from the server's offset. */
  private readonly pauseAll = () => {
    for (const [draftId, upload] of this.uploads) {
      upload.abort();
      this.statuses.set(draftId, { phase: 'waiting', message: null });
    }
  };

  /** Tries a draft again now, after the advisor fixed what the server refused. */
  async retry(draftId: string): Promise<void> {
    await this.updateSync(draftId, { error: null });
    this.attempts.delete(draftId);
    this.mismatches.delete(draftId);
    void this.run(draftId);
  }

  private run(draftId: string): Promise<void> {
    const current = this.running.get(draftId);
    if (current || this.stopped) return current ?? Promise.resolve();
    const timer = this.retryTimers.get(draftId);
    if (timer !== undefined) clearTimeout(timer);
    const running = this.claimAndSync(draftId)
      .then(
        () => {
          this.attempts.delete(draftId);
          this.mismatches.delete(draftId);
        },
        (error: unknown) => this.onFailure(draftId, error),
      )
      .finally(() => {
        this.running.delete(draftId);
        this.uploads.delete(draftId);
      });
    this.running.set(draftId, running);
    return running;
  }

  private async claimAndSync(draftId: string): Promise<void> {
    if (!(await this.claim(draftId))) throw new ClaimedElsewhereError();
    const renewal = setInterval(() => void this.claim(draftId), CLAIM_TTL_MS / 3);
    try {
      await this.sync(draftId);
    } finally {
      clearInterval(renewal);
      await releaseDraft(this.db, draftId, this.holder).catch(() => undefined);
    }
  }

  /** Whether this engine may send the draft; a full disk must not stop it from trying. */
  private async claim(draftId: string): Promise<boolean> {
    try {
      return await claimDraft(this.db, draftId, this.holder, Date.now());
    } catch (error) {
      if (isQuotaError(error)) return true;
      throw error;
    }
  }

  private async onFailure(draftId: string, error: unknown): Promise<void> {
    if (this.stopped) return;
    const failure = classifySyncFailure(error, this.network.isOnline());
    switch (failure.kind) {
      case 'claimed-elsewhere':
        this.statuses.set(draftId, { phase: 'waiting', message: MESSAGES.otherTab });
        return this.retryLater(draftId, CLAIM_TTL_MS);
      case 'refused':
        return this.fail(draftId, failure.message);
      case 'offline':
        // The 'online' event restarts it; a timer would only spin.
        this.statuses.set(draftId, { phase: 'waiting', message: null });
        return;
      case 'hash-mismatch': {
        const count = (this.mismatches.get(draftId) ?? 0) + 1;
        this.mismatches.set(draftId, count);
        // The server threw its copy away: hash the file here again and send it afresh.
        await this.updateSync(draftId, {
          sha256: null,
          uploadUrl: null,
          cameraSha256: null,
          cameraUploadUrl: null,
        });
        if (count >= MAX_HASH_MISMATCHES) return this.fail(draftId, MESSAGES.hashMismatchGaveUp);
        this.statuses.set(draftId, {
          phase: 'waiting',
          percent: 0,
          message: MESSAGES.hashMismatch,
        });
        break;
      }
      default:
        this.statuses.set(draftId, { phase: 'waiting', message: RETRY_MESSAGES[failure.kind] });
    }
    const attempt = this.attempts.get(draftId) ?? 0;
    this.attempts.set(draftId, attempt + 1);
    this.retryLater(draftId, backoffMs(attempt));
  }

  private retryLater(draftId: string, ms: number): void {
    this.retryTimers.set(
      draftId,
      setTimeout(() => void this.run(draftId), ms),
    );
  }

  /** Stops trying until the advisor presses Retry; the row remembers why across reloads. */
  private async fail(draftId: string, message: string): Promise<void> {
    await this.updateSync(draftId, { error: message });
    this.statuses.set(draftId, { phase: 'failed', message });
  }

  /**
   * Notes progress in the draft's row, so a reload resumes where this left off. A full disk
   * must not stop the upload itself: without the note, a reload starts over (the server finds
   * a created video again by its client request id).
   */
  private async updateSync(draftId: string, patch: Partial<DraftSync>): Promise<void> {
    try {
      await this.db.drafts
        .where('id')
        .equals(draftId)
        .modify((draft) => {
          if (draft.sync) Object.assign(draft.sync, patch);
        });
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      this.statuses.set(draftId, { message: MESSAGES.storageFull });
    }
  }

  private async sync(draftId: string): Promise<void> {
    const draft = await this.db.drafts.get(draftId);
    if (!draft?.sync) return;
    let sync = draft.sync;
    this.statuses.set(draftId, { videoId: sync.videoId, shareLink: sync.shareLink });
    if (!this.network.isOnline()) {
      this.statuses.set(draftId, { phase: 'waiting', message: null });
      return;
    }

    const files = await loadDraftFiles(this.db, draft);
    if (needsHashing(files, sync)) {
      this.statuses.set(draftId, { phase: 'preparing', message: null });
      const hashes = await hashDraftFiles(files, sync);
      sync = { ...sync, ...hashes };
      await this.updateSync(draftId, hashes);
    }
    if (!sync.videoId) {
      this.statuses.set(draftId, { phase: 'preparing', message: null });
      const { video } = await createVideo(await this.createPayload(draft, sync, files));
      sync = { ...sync, videoId: video.id, shareLink: video.shareLink, password: null };
      await this.updateSync(draftId, {
        videoId: video.id,
        shareLink: video.shareLink,
        password: null,
      });
      this.statuses.set(draftId, { videoId: video.id, shareLink: video.shareLink });
    } else if (await this.isStored(sync.videoId)) {
      // An earlier run finished the upload but never heard the answer (a dropped response),
      // or a step after the upload failed.
      return this.finish(draft, sync.videoId);
    }

    this.statuses.set(draftId, { phase: 'uploading', message: null });
    await this.upload(draftId, sync, files);
    if (!(await this.isStored(sync.videoId ?? ''))) {
      throw new Error('The server has not confirmed the upload');
    }
    await this.finish(draft, sync.videoId ?? '');
  }

  /** Whether the server has the file and has checked its hash (the video left `uploading`). */
  private async isStored(videoId: string): Promise<boolean> {
    const { video } = await fetchVideo(videoId);
    return video.status !== 'uploading';
  }

  /**
   * Only now, with the server's hash check behind it, may the draft go: after the steps that
   * need the saved video, which read the draft's details.
   */
  private async finish(draft: DraftRow, videoId: string): Promise<void> {
    await this.afterUpload?.(draft, videoId);
    await deleteDraft(this.db, draft.id);
    this.statuses.set(draft.id, { phase: 'uploaded', percent: 100, message: null });
  }

  private upload(draftId: string, sync: DraftSync, files: DraftFiles): Promise<void> {
    const upload = uploadDraftFiles(files, {
      videoId: sync.videoId ?? '',
      sync,
      network: this.network,
      onUploadUrl: (patch) => void this.updateSync(draftId, patch),
      onAcknowledged: (received, size) =>
        this.statuses.set(draftId, {
          phase: 'uploading',
          percent: uploadPercent(received, size),
        }),
    });
    this.uploads.set(draftId, upload);
    return upload.done;
  }

  private async createPayload(draft: DraftRow, sync: DraftSync, files: DraftFiles) {
    const details = draft.details;
    let password: string | null = null;
    if (details?.passwordProtected) {
      password = sync.password ? await openPassword(this.db, sync.password) : null;
      // Safety over the advisor's wish to send: a protected video never goes out unprotected.
      if (!password) throw new PasswordLostError();
    }
    return {
      clientRequestId: sync.clientRequestId,
      clientName: details?.clientName.trim() || undefined,
      title: details?.title.trim() ?? '',
      description: details?.description.trim() || undefined,
      durationSeconds: Math.max(0.1, draft.durationMs / 1000),
      captionsEnabled: details?.captionsEnabled ?? true,
      includeProfilePicture: details?.includeProfilePicture ?? draft.settings.includeProfilePicture,
      ...(password ? { password } : {}),
      // The preview AI's captions, as corrected; the server captions the video itself otherwise.
      ...(details?.captionsVtt && parseWebVtt(details.captionsVtt).ok
        ? { captionsData: details.captionsVtt }
        : {}),
      // A title left blank is dated on the advisor's calendar, not the server's.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...declaredFiles(draft, files, sync),
    } as const;
  }
}
