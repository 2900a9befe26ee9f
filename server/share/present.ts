import type { ShareResponse, ShareThread, ShareVideoState } from '../../shared/api/share.ts';
import { sharePaths } from '../../shared/api/share.ts';
import { hasCaptionCues } from '../../shared/captions/parse-webvtt.ts';
import type { Chapter } from '../../shared/api/videos.ts';
import type { ShareApproval } from '../compliance/approval.ts';
import type { SharedVideoRow } from './repo.ts';

/** A shared video with its page's caption track (null: none, or captions are off). */
export type SharedVideo = SharedVideoRow & { captionsData: string | null };

/** Where a shared video stands for its viewer. */
export function shareStateOf(row: Pick<SharedVideoRow, 'status' | 'uploadedAt'>): ShareVideoState {
  if (row.status === 'failed') return 'unavailable';
  // The original plays while its MP4 is being made (every browser but Safari plays WebM).
  if (row.status === 'ready' || row.uploadedAt !== null) return 'playable';
  return 'preparing';
}

export interface GateState {
  termsAccepted: boolean;
  passwordVerified: boolean;
}

/** What the page offers besides playback once its gate is passed. */
export interface ShareExtras {
  /** The advisor allowed downloads and the firm does not forbid them. */
  downloads: boolean;
  chapters: Chapter[];
}

/**
 * The share fetch response: the video and the advisor's branding. Nothing of the video is named
 * before the whole gate is passed (the terms, and the password when set): not what opens it
 * (file, captions, thumbnail), nor its title, description or client's name, which say what it
 * is about and for whom. Anyone the link reaches first sees only who sent it: the page is also
 * what link previews in email and chat apps read.
 */
export function toShareResponse(
  row: SharedVideo,
  disclosure: { text: string; sha256: string },
  gate: GateState,
  extras: ShareExtras,
  threads: ShareThread[],
): ShareResponse {
  const link = row.shareLink;
  const passed = gate.termsAccepted && gate.passwordVerified;
  const state = shareStateOf(row);
  // No CC button for a track with nothing in it: captions are on only when there are cues.
  const captionsEnabled = Boolean(row.captionsEnabled) && hasCaptionCues(row.captionsData);
  // The URL names the file it will get, so a browser never mixes cached ranges of the two.
  const fileVersion = row.status === 'ready' ? 'mp4' : 'original';
  return {
    video: {
      title: passed ? row.title : null,
      description: passed ? row.description : null,
      clientName: passed ? row.clientName : null,
      duration: row.duration,
      captionsEnabled,
      includeProfilePicture: Boolean(row.includeProfilePicture),
      passwordProtected: row.passwordHash !== null,
      state,
      fileUrl: passed && state === 'playable' ? `${sharePaths.video(link)}?v=${fileVersion}` : null,
      transcriptUrl:
        passed && state === 'playable' && captionsEnabled ? sharePaths.captions(link) : null,
      thumbnailUrl: passed && row.status === 'ready' ? sharePaths.thumbnail(link) : null,
      // Only the finished MP4 is offered to save: the original may be WebM.
      downloadUrl:
        passed && extras.downloads && row.status === 'ready'
          ? sharePaths.download(link, 'video.mp4')
          : null,
      captionDownloads:
        passed && extras.downloads && state === 'playable' && captionsEnabled
          ? {
              vtt: sharePaths.download(link, 'captions.vtt'),
              srt: sharePaths.download(link, 'captions.srt'),
            }
          : null,
      chapters: passed ? extras.chapters : [],
    },
    branding: {
      companyName: row.companyName,
      logoUrl: row.logoUrl,
      primaryColor: row.primaryColor,
      secondaryColor: row.secondaryColor,
      disclosureText: disclosure.text,
      disclosureSha256: disclosure.sha256,
      profilePictureUrl: row.includeProfilePicture ? row.profilePictureUrl : null,
      advisorName: row.advisorName,
      email: row.email,
      phone: row.phone,
      calendarLink: row.calendarLink,
    },
    gate: { termsAccepted: gate.termsAccepted, passwordVerified: gate.passwordVerified },
    threads,
  };
}

/**
 * The share as a viewer may see it while the video waits for (or was refused) a compliance
 * approval: nothing that opens the video, and the stage says why.
 */
export function withApproval(share: ShareResponse, access: ShareApproval): ShareResponse {
  if (access === 'open') return share;
  return {
    ...share,
    video: {
      ...share.video,
      state: access === 'rejected' ? 'unavailable' : 'awaiting_approval',
      fileUrl: null,
      transcriptUrl: null,
      thumbnailUrl: null,
      downloadUrl: null,
      captionDownloads: null,
      chapters: [],
    },
    threads: [],
  };
}
