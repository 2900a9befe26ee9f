import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * The advisor's own playback of the video (`playbackUrl`: the session cookie, HTTP ranges),
 * with its captions as an English track, shown from the start.
 */
export function VideoPlayer({
  playbackUrl,
  captionsVtt,
  title,
  waiting,
  busy,
  videoRef,
  preload = 'metadata',
}: {
  playbackUrl: string | null;
  /** WebVTT; null when the video has none (yet). */
  captionsVtt: string | null;
  title: string;
  /** What the player area says while there is no file to play. */
  waiting: string;
  /** Whether a file is still on its way (a spinner) or will not come (processing failed). */
  busy: boolean;
  /** Receives the `<video>` element while it is shown (for panels that follow or seek it). */
  videoRef?: (video: HTMLVideoElement | null) => void;
  /** 'none' for a second player on the page: it loads nothing until it is played. */
  preload?: 'metadata' | 'none';
}) {
  const trackRef = useRef<HTMLTrackElement>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasCaptions = Boolean(captionsVtt);

  // The captions as a file the track loads (the approach of the preview's player), revoked when
  // they change. A track given its cues after the video loaded is not picked by `default`:
  // it is shown here.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !captionsVtt) return;
    const src = URL.createObjectURL(new Blob([captionsVtt], { type: 'text/vtt' }));
    track.src = src;
    track.track.mode = 'showing';
    return () => URL.revokeObjectURL(src);
  }, [captionsVtt, playbackUrl, failedUrl]);

  if (!playbackUrl) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 bg-slate-950 p-6 text-center text-sm text-slate-300">
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <AlertCircle aria-hidden="true" />
        )}
        <p>{waiting}</p>
      </div>
    );
  }
  if (failedUrl === playbackUrl) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-slate-950 p-6 text-center text-sm text-slate-300">
        <AlertCircle aria-hidden="true" />
        <p>This browser cannot play the video yet. Try again once processing has finished.</p>
      </div>
    );
  }
  return (
    <div className="aspect-video w-full bg-slate-950">
      <video
        key={playbackUrl}
        ref={videoRef}
        src={playbackUrl}
        controls
        playsInline
        preload={preload}
        onError={() => setFailedUrl(playbackUrl)}
        className="h-full w-full"
        aria-label={`Video: ${title}`}
      >
        {hasCaptions ? (
          <track ref={trackRef} kind="captions" srcLang="en" label="English" default />
        ) : null}
      </video>
    </div>
  );
}
