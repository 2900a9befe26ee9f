import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { LayoutStage } from './layout-stage.tsx';
import { PlayerControls } from './player-controls.tsx';
import { captionTrackKey, showTrack, useCaptionTrack } from './use-caption-track.ts';

/** The captions' lines showing now, read from the track's active cues. */
function useActiveCaption(trackRef: RefObject<HTMLTrackElement | null>, trackKey: string) {
  const [text, setText] = useState('');
  useEffect(() => {
    const track = trackRef.current?.track;
    if (!track) return;
    // The cues run and report; this player draws them over both pictures.
    showTrack(trackRef.current, false);
    const read = () =>
      setText(
        Array.from(track.activeCues ?? [], (cue) => (cue as VTTCue).text)
          .join('\n')
          .trim(),
      );
    track.addEventListener('cuechange', read);
    return () => track.removeEventListener('cuechange', read);
  }, [trackRef, trackKey]);
  return text;
}

/**
 * A screen-and-camera recording's one player: the two files laid out as the client will see
 * them, with play, pause, seek and sound, and the captions drawn over the frame. The screen's
 * player (`videoRef`) leads: it has the sound, and the trim moves it.
 */
export function LayoutPlayer({
  screenUrl,
  cameraUrl,
  offsetMs,
  layout,
  durationSeconds,
  captionsVtt,
  placeholder,
  showCaptions,
  videoRef,
}: {
  screenUrl: string;
  cameraUrl: string;
  offsetMs: number;
  layout: CameraLayout;
  durationSeconds: number;
  /** Captions from the preview AI (already checked); null for the placeholder track. */
  captionsVtt: string | null;
  /** Whether captions are on their way: without, no placeholder claims they are. */
  placeholder: boolean;
  showCaptions: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const trackRef = useRef<HTMLTrackElement>(null);
  const trackKey = `${screenUrl} ${captionTrackKey(placeholder, captionsVtt)}`;
  useCaptionTrack(trackRef, { url: screenUrl, durationSeconds, captionsVtt, placeholder });
  const caption = useActiveCaption(trackRef, trackKey);
  return (
    <div>
      <LayoutStage
        screenUrl={screenUrl}
        cameraUrl={cameraUrl}
        offsetMs={offsetMs}
        layout={layout}
        screenRef={videoRef}
        overlay={
          showCaptions && caption ? (
            <p className="absolute inset-x-4 bottom-3 text-center">
              <span className="rounded bg-black/75 px-2 py-0.5 text-sm whitespace-pre-line text-white sm:text-base">
                {caption}
              </span>
            </p>
          ) : null
        }
      >
        <track
          key={captionTrackKey(placeholder, captionsVtt)}
          ref={trackRef}
          kind="captions"
          srcLang="en"
          label="English"
        />
      </LayoutStage>
      <PlayerControls videoRef={videoRef} url={screenUrl} durationSeconds={durationSeconds} />
    </div>
  );
}
