import { Dexie, type EntityTable, type Table } from 'dexie';
import type { VideoCrmContact } from '../../shared/api/integrations.ts';
import type { CameraLayout, RecordingSource } from '../../shared/schemas/camera-layout.ts';

/** What the advisor chose in 'Set Up Your Recording'. */
export interface RecordingSettings {
  /** 'none', 'default' or a device id from the browser. */
  microphone: string;
  includeProfilePicture: boolean;
  /**
   * The script template read from the teleprompter ('Use This Script'), if any. Its title is
   * the preview's starting title: the advisor's own choice, so AI never replaces it.
   */
  script?: { id: string; title: string };
  /** The client's name typed for the script's [Client Name]: the preview starts with it too. */
  clientName?: string;
  /**
   * What is recorded: the screen, the camera alone (all a phone can record), or both as two
   * files. Absent on drafts from before the choice existed: the screen.
   */
  source?: RecordingSource;
  /** The camera recorded with the camera: 'default' (the front one) or a device id. */
  camera?: string;
}

/** The preview form as last edited, so a reload or crash keeps the advisor's typing too. */
export interface DraftDetails {
  clientName: string;
  title: string;
  description: string;
  captionsEnabled: boolean;
  includeProfilePicture: boolean;
  passwordProtected: boolean;
  /**
   * The preview AI's captions as WebVTT, with the advisor's corrections; sent with the video
   * when saved. Absent until the preview AI succeeded (and on drafts from before it existed).
   */
  captionsVtt?: string | null;
  /** The client's CRM contact picked on the preview; linked right after the create. */
  crmContact?: Pick<VideoCrmContact, 'provider' | 'contactId' | 'displayName'> | null;
  /** How a screen-and-camera recording is composed; absent on the other recordings. */
  layout?: CameraLayout;
  // No password here: the form keeps it in memory until Save, which stores it in IndexedDB
  // only sealed with this device's key (DraftSync.password), never in plain text.
}

/** A video password encrypted with this device's key (drafts/password-vault.ts). */
export interface SealedPassword {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** Which uploader is sending a draft, until when (sync/draft-claim.ts). */
export interface DraftClaim {
  holder: string;
  until: number;
}

/**
 * A saved draft on its way to the server: created as a video first (so its link exists at
 * once), then uploaded, and deleted from this device only once the server confirmed the hash.
 */
export interface DraftSync {
  /** Lets a create retried after a lost response find the video it already made. */
  clientRequestId: string;
  savedAt: number;
  /**
   * The video password, kept until the video exists on the server (saving offline must not
   * lose it, and the service worker may create the video with the tab closed), then cleared:
   * the server stores only a hash. It is never stored in plain text: it is sealed with this
   * device's non-extractable AES-GCM key.
   */
  password: SealedPassword | null;
  sha256: string | null;
  videoId: string | null;
  shareLink: string | null;
  /** The tus upload's URL on our server, so a reload resumes instead of starting over. */
  uploadUrl: string | null;
  /** The camera file's hash and tus upload, for a screen-and-camera recording. */
  cameraSha256?: string | null;
  cameraUploadUrl?: string | null;
  /** A save the server refused for good (bad input), shown with a way to fix and retry. */
  error: string | null;
  /** The uploader sending it now; absent or expired when none is. */
  claim?: DraftClaim | null;
}

/**
 * The camera's own file of a screen-and-camera recording: its chunks are in `cameraChunks`,
 * its sound is in the screen's file. `offsetMs` is when the camera's recorder started against
 * the screen's (positive: later); null until both have started.
 */
export interface DraftCamera {
  mimeType: string;
  byteSize: number;
  chunkCount: number;
  offsetMs: number | null;
  /** The camera went away mid-recording: its file ends early, the screen's goes on. */
  lost: boolean;
  /** As the draft's own: false for MediaRecorder's output, true once trimmed. */
  fileHasDuration: boolean;
}

/**
 * One recording kept on this device until it is saved or discarded. `recording` means chunks
 * may still arrive (or the tab died mid-recording); `recorded` means the file is complete.
 */
export interface DraftRow {
  id: string;
  advisorId: string;
  status: 'recording' | 'recorded';
  mimeType: string;
  settings: RecordingSettings;
  details: DraftDetails | null;
  /** Set once the advisor pressed Save. */
  sync: DraftSync | null;
  /** Recorded time, updated with every chunk, so a crashed draft still knows its length. */
  durationMs: number;
  /** False for MediaRecorder's output, whose header lacks a duration; true once trimmed. */
  fileHasDuration: boolean;
  byteSize: number;
  chunkCount: number;
  /** The camera's file beside the screen's; null unless both were recorded. */
  camera: DraftCamera | null;
  createdAt: number;
  updatedAt: number;
}

/** A piece of a draft's file in order: one MediaRecorder chunk, or one whole trimmed file. */
export interface ChunkRow {
  draftId: string;
  seq: number;
  data: Blob;
}

/**
 * A piece of a draft's sound-only recording (Opus in WebM), kept beside the video's chunks so
 * the preview can send just the sound for captions, a few kilobytes a second instead of the
 * whole video.
 */
export type SoundChunkRow = ChunkRow;

/**
 * The PWA's own database. It replaces the spec's sessionStorage copy and single 'current'
 * record in a 'recordings' store: every chunk goes to disk as it arrives, so nothing builds up
 * in memory and a crash loses at most the last second.
 */
export class BriefcastDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  chunks!: Table<ChunkRow, [string, number]>;
  soundChunks!: Table<SoundChunkRow, [string, number]>;
  cameraChunks!: Table<ChunkRow, [string, number]>;
  keys!: Table<{ id: string; key: CryptoKey }, string>;

  constructor(name = 'briefcast') {
    super(name);
    this.version(1).stores({
      drafts: 'id, advisorId, updatedAt',
      chunks: '[draftId+seq], draftId',
    });
    this.version(2).stores({ soundChunks: '[draftId+seq], draftId' });
    this.version(3)
      .stores({ keys: 'id' })
      .upgrade((tx) =>
        // A password an older version stored in plain text cannot be sealed inside this
        // transaction (encryption is asynchronous): it is dropped, and the engine asks for it.
        tx
          .table<DraftRow, string>('drafts')
          .toCollection()
          .modify((draft) => {
            if (draft.sync && typeof draft.sync.password === 'string') draft.sync.password = null;
          }),
      );
    this.version(4)
      .stores({ cameraChunks: '[draftId+seq], draftId' })
      // Every draft before now recorded one file: it keeps it, and has no camera's.
      .upgrade((tx) =>
        tx
          .table<DraftRow, string>('drafts')
          .toCollection()
          .modify((draft) => {
            draft.camera ??= null;
          }),
      );
  }
}

export const db = new BriefcastDb();
