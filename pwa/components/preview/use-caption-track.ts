import { useEffect, type RefObject } from 'react';
import { placeholderCues } from '../../../shared/captions/placeholder.ts';
import { toWebVtt } from '../../../shared/captions/webvtt.ts';

/**
 * Loads the English captions into a player's <track>: the preview AI's once they exist,
 * placeholder cues until then when captions are on their way, none otherwise. Setting the
 * source once the element is in the page needs no delay and cannot be undone by the browser's
 * automatic track selection.
 */
export function useCaptionTrack(
  trackRef: RefObject<HTMLTrackElement | null>,
  {
    url,
    durationSeconds,
    captionsVtt,
    placeholder,
  }: {
    /** The file playing: a new one (after a trim) gets a fresh track element. */
    url: string | null;
    durationSeconds: number;
    captionsVtt: string | null;
    placeholder: boolean;
  },
) {
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const vtt = captionsVtt ?? (placeholder ? toWebVtt(placeholderCues(durationSeconds)) : null);
    if (vtt === null) return;
    const src = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
    track.src = src;
    return () => URL.revokeObjectURL(src);
  }, [trackRef, url, durationSeconds, captionsVtt, placeholder]);
}

/**
 * The browser draws the track's cues, or not. 'hidden' rather than 'disabled': the cues stay
 * loaded and active, so showing them again is instant and a player drawing them itself can.
 */
export function showTrack(element: HTMLTrackElement | null, show: boolean) {
  if (element) element.track.mode = show ? 'showing' : 'hidden';
}

/** A track keeps the cues it loaded: a fresh element (by this key) drops the placeholder's. */
export const captionTrackKey = (placeholder: boolean, captionsVtt: string | null) =>
  placeholder || captionsVtt !== null ? 'captions' : 'none';
