import { useEffect } from 'react';
import { useAuth } from '../../auth/use-auth.ts';
import { recallLastKnown, rememberLastKnown } from '../../offline/last-known.ts';
import { useSettings } from '../settings/use-settings.ts';

/** The overlay is drawn at most 56 CSS px; twice that covers a 2x screen. */
const KEPT_SIZE = 112;

/** A small copy of the picture as a data URL, which offline needs no request to show. */
async function smallCopy(url: string): Promise<string> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const scale = Math.min(1, KEPT_SIZE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

/**
 * The advisor's profile picture for the preview: the one in Settings, or offline, the small
 * copy this device kept when it last saw it (or that there was none). Undefined when nothing is
 * known, so the preview does not claim 'No picture yet' about a picture it merely cannot load.
 */
export function useProfilePicture(): string | null | undefined {
  const { advisor } = useAuth();
  const advisorId = advisor?.id;
  const settings = useSettings().data;
  const url = settings ? settings.settings.profilePictureUrl : undefined;

  useEffect(() => {
    if (!advisorId || url === undefined) return;
    if (url === null) {
      rememberLastKnown('profile-picture', advisorId, null);
      return;
    }
    smallCopy(url)
      .then((copy) => rememberLastKnown('profile-picture', advisorId, copy))
      .catch(() => undefined);
  }, [advisorId, url]);

  return url !== undefined ? url : recallLastKnown<string | null>('profile-picture', advisorId);
}
