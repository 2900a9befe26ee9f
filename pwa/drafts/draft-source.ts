import type { RecordingSource } from '../../shared/schemas/camera-layout.ts';
import type { DraftRow } from './db.ts';

/**
 * What a draft holds: both files only when the camera's recorded something (a camera lost in
 * the countdown leaves a screen recording); drafts from before the choice are the screen's.
 */
export function draftSource(
  draft: Pick<DraftRow, 'settings'> & Partial<Pick<DraftRow, 'camera'>>,
): RecordingSource {
  if (draft.camera && draft.camera.chunkCount > 0) return 'screen_and_camera';
  return draft.settings.source === 'camera' ? 'camera' : 'screen';
}
