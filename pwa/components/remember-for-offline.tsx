import { useAiStatus } from '../ai/use-ai-status.ts';
import { useProfilePicture } from './preview/use-profile-picture.ts';

/**
 * Asks, on every signed-in screen, for what the preview says offline (the server's AI status
 * and the profile picture) so this device remembers it. An advisor who goes offline and records
 * before ever opening a preview online still gets the truth there, not 'unknown'. Draws nothing.
 */
export function RememberForOffline() {
  useAiStatus();
  useProfilePicture();
  return null;
}
