import type { ShareResponse, ShareThread, ShareVideoState } from '../../shared/api/share.ts';
import { sharePaths } from '../../shared/api/share.ts';
import { hasCaptionCues } from '../../shared/captions/parse-webvtt.ts';
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

/**
 * The share fetch response: the video and the advisor's branding. Nothing that opens the video (file, captions,
 * thumbnail) is named before the gate is passed, and a protected video's title, description
 * and client's name (which say what the video is about, and for whom) wait for its password.
 */
export function toShareResponse(
  row: SharedVideo,
  disclosure: { text: string; sha256: string },
  gate: GateState,
  threads: ShareThread[],
): ShareResponse {
  const link = row.shareLink;
  const passed = gate.termsAccepted && gate.passwordVerified;
  const revealed = row.passwordHash === null || gate.passwordVerified;
  const state = shareStateOf(row);
  // No CC button for a track with nothing in it: captions are on only when there are cues.
  const captionsEnabled = Boolean(row.captionsEnabled) && hasCaptionCues(row.captionsData);
  // The URL names the file it will get, so a browser never mixes cached ranges of the two.
  const fileVersion = row.status === 'ready' ? 'mp4' : 'original';
  return {
    video: {
      title: revealed ? row.title : null,
      description: revealed ? row.description : null,
      clientName: revealed ? row.clientName : null,
      duration: row.duration,
      captionsEnabled,
      includeProfilePicture: Boolean(row.includeProfilePicture),
      passwordProtected: row.passwordHash !== null,
      state,
      fileUrl: passed && state === 'playable' ? `${sharePaths.video(link)}?v=${fileVersion}` : null,
      transcriptUrl:
        passed && state === 'playable' && captionsEnabled ? sharePaths.captions(link) : null,
      thumbnailUrl: passed && row.status === 'ready' ? sharePaths.thumbnail(link) : null,
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
    },
    threads: [],
  };
}
