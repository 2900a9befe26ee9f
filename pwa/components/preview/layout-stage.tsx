import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import { boxStyle, layoutBoxes } from './layout-geometry.ts';

/** Further apart than this, a follower is moved to the leader's time. */
const DRIFT_SECONDS = 0.15;

/** Moves the follower to the leader's moment and play state, its file `lag` seconds later. */
function followLeader(lead: HTMLVideoElement, follow: HTMLVideoElement, lag: number) {
  const target = Math.max(0, lead.currentTime - lag);
  if (Math.abs(follow.currentTime - target) > DRIFT_SECONDS) follow.currentTime = target;
  follow.playbackRate = lead.playbackRate;
  // Before the follower's file began, it waits on its first frame.
  if (lead.paused || lead.currentTime < lag) follow.pause();
  else void follow.play().catch(() => undefined);
}

/**
 * Keeps a muted player at the leader's moment: playing, paused and seeking with it. `lag` is
 * how much later the follower's file started (its time is the leader's minus `lag`).
 */
function useFollow(
  leader: RefObject<HTMLVideoElement | null>,
  follower: RefObject<HTMLVideoElement | null>,
  lag: number,
  ready: boolean,
) {
  useEffect(() => {
    const lead = leader.current;
    const follow = follower.current;
    if (!lead || !follow || !ready) return;
    const sync = () => followLeader(lead, follow, lag);
    const events = ['play', 'pause', 'seeked', 'timeupdate', 'ratechange'];
    for (const type of events) lead.addEventListener(type, sync);
    sync();
    return () => {
      for (const type of events) lead.removeEventListener(type, sync);
    };
  }, [leader, follower, lag, ready]);
}

/** At most this much of the window's height, so a portrait camera's frame fits on screen. */
const MAX_HEIGHT_VH = 70;

/**
 * The recording as the client will see it in the chosen layout: the screen's player (its
 * sound, its caption track among `children`, the one the controls drive) and the camera's,
 * muted, placed as the server composes them and following the screen moment for moment.
 * Camera only is framed in the camera's own shape, as the server makes it.
 */
export function LayoutStage({
  screenUrl,
  cameraUrl,
  offsetMs,
  layout,
  screenRef,
  overlay,
  children,
}: {
  screenUrl: string;
  cameraUrl: string;
  offsetMs: number;
  layout: CameraLayout;
  screenRef: RefObject<HTMLVideoElement | null>;
  /** Drawn over the frame (the captions). */
  overlay?: ReactNode;
  /** Inside the screen's <video> (its caption <track>). */
  children?: ReactNode;
}) {
  const camera = useRef<HTMLVideoElement>(null);
  const [screenAspect, setScreenAspect] = useState(16 / 9);
  const [cameraAspect, setCameraAspect] = useState(16 / 9);
  // Per file: the screen's element after a trim is a new one for the camera to follow.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useFollow(screenRef, camera, offsetMs / 1000, readyFor === screenUrl);
  const aspect = layout.kind === 'camera_only' ? cameraAspect : screenAspect;
  const boxes = layoutBoxes(layout, aspect);
  const aspectOf = (video: HTMLVideoElement, set: (aspect: number) => void) => {
    if (video.videoWidth > 0 && video.videoHeight > 0) set(video.videoWidth / video.videoHeight);
  };

  return (
    <div className="flex justify-center bg-slate-950">
      <div
        className="relative overflow-hidden"
        style={{
          aspectRatio: String(aspect),
          width: `min(100%, ${(MAX_HEIGHT_VH * aspect).toFixed(3)}vh)`,
        }}
        role="img"
        aria-label="Your recording as your client will see it"
        data-testid="layout-stage"
        data-layout={layout.kind}
      >
        <video
          // A new file (after a trim) gets a fresh element and caption track.
          key={screenUrl}
          ref={screenRef}
          src={screenUrl}
          playsInline
          preload="auto"
          aria-hidden="true"
          onLoadedMetadata={(event) => {
            aspectOf(event.currentTarget, setScreenAspect);
            setReadyFor(screenUrl);
          }}
          className="absolute object-contain"
          style={boxes.screen ? boxStyle(boxes.screen) : { display: 'none' }}
        >
          {children}
        </video>
        <video
          ref={camera}
          src={cameraUrl}
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          data-testid="layout-camera"
          onLoadedMetadata={(event) => aspectOf(event.currentTarget, setCameraAspect)}
          className={`absolute ${boxes.cameraFit === 'cover' ? 'object-cover' : 'object-contain'} ${boxes.round ? 'rounded-full' : ''}`}
          style={boxes.camera ? boxStyle(boxes.camera) : { display: 'none' }}
        />
        {overlay}
      </div>
    </div>
  );
}
