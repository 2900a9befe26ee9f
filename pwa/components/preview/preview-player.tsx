import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { captionTrackKey, showTrack, useCaptionTrack } from './use-caption-track.ts';

/**
 * The recording with the browser's controls, an English caption track and, when chosen, the
 * advisor's round picture at the bottom right, where the share page shows it.
 */
export function PreviewPlayer({
  url,
  durationSeconds,
  captionsVtt,
  placeholder,
  showCaptions,
  onShowCaptionsChange,
  overlayUrl,
  videoRef,
}: {
  /** Object URL of the file; null while it loads. */
  url: string | null;
  durationSeconds: number;
  /** Captions from the preview AI (already checked); null for the placeholder track. */
  captionsVtt: string | null;
  /** Whether captions are on their way: without, no placeholder claims they are. */
  placeholder: boolean;
  showCaptions: boolean;
  onShowCaptionsChange: (show: boolean) => void;
  overlayUrl: string | null;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const trackRef = useRef<HTMLTrackElement>(null);
  const trackKey = captionTrackKey(placeholder, captionsVtt);
  const [unplayable, setUnplayable] = useState<string | null>(null);
  useCaptionTrack(trackRef, { url, durationSeconds, captionsVtt, placeholder });

  // A fresh track element is a `default` track, which the browser shows on its own: the
  // toggle's choice is applied again to each new element.
  useEffect(() => showTrack(trackRef.current, showCaptions), [url, showCaptions, trackKey]);

  // The player's own captions menu changes the track too: the toggle follows it.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    const follow = () => {
      const track = trackRef.current?.track;
      if (track) onShowCaptionsChange(track.mode === 'showing');
    };
    tracks.addEventListener('change', follow);
    return () => tracks.removeEventListener('change', follow);
  }, [url, videoRef, onShowCaptionsChange]);

  return (
    <div className="relative aspect-video w-full bg-slate-950">
      {url && unplayable !== url ? (
        <video
          // A new file (after a trim) gets a fresh element and caption track.
          key={url}
          ref={videoRef}
          src={url}
          controls
          playsInline
          preload="metadata"
          onError={() => setUnplayable(url)}
          className="h-full w-full"
          aria-label="Recording preview"
        >
          <track
            key={trackKey}
            ref={trackRef}
            kind="captions"
            srcLang="en"
            label="English"
            default
          />
        </video>
      ) : url ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-slate-300">
          <AlertCircle aria-hidden="true" />
          This browser cannot play the recording. It is still kept on this device.
        </div>
      ) : (
        <div className="flex h-full items-center justify-center gap-3 text-sm text-slate-300">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-[3px] border-slate-700 border-t-white"
          />
          <span role="status">Loading your recording...</span>
        </div>
      )}
      {overlayUrl && url ? (
        <img
          src={overlayUrl}
          alt="Your profile picture, as clients will see it"
          // Above the browser's control bar, and never in the way of a click.
          className="pointer-events-none absolute right-2 bottom-16 h-9 w-9 rounded-full object-cover shadow-lg ring-2 ring-white sm:right-4 sm:h-16 sm:w-16"
        />
      ) : null}
    </div>
  );
}
