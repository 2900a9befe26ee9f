import { useEffect, useRef, useState, type RefObject } from 'react';
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

/**
 * The recording as the client will see it in the chosen layout: the screen and the camera
 * as two muted players placed as the server composes them, following the preview's player
 * (its sound, controls and trim) moment for moment.
 */
export function LayoutStage({
  screenUrl,
  cameraUrl,
  offsetMs,
  layout,
  leader,
}: {
  screenUrl: string;
  cameraUrl: string;
  offsetMs: number;
  layout: CameraLayout;
  leader: RefObject<HTMLVideoElement | null>;
}) {
  const screen = useRef<HTMLVideoElement>(null);
  const camera = useRef<HTMLVideoElement>(null);
  const [aspect, setAspect] = useState(16 / 9);
  const [ready, setReady] = useState(false);
  useFollow(leader, screen, 0, ready);
  useFollow(leader, camera, offsetMs / 1000, ready);
  const boxes = layoutBoxes(layout, aspect);

  return (
    <div
      className="relative w-full overflow-hidden bg-slate-950"
      style={{ aspectRatio: String(aspect) }}
      role="img"
      aria-label="How your client will see the layout"
      data-testid="layout-stage"
      data-layout={layout.kind}
    >
      <video
        ref={screen}
        src={screenUrl}
        muted
        playsInline
        preload="auto"
        aria-hidden="true"
        onLoadedMetadata={(event) => {
          const { videoWidth, videoHeight } = event.currentTarget;
          if (videoWidth > 0 && videoHeight > 0) setAspect(videoWidth / videoHeight);
          setReady(true);
        }}
        className="absolute object-contain"
        style={boxes.screen ? boxStyle(boxes.screen) : { display: 'none' }}
      />
      <video
        ref={camera}
        src={cameraUrl}
        muted
        playsInline
        preload="auto"
        aria-hidden="true"
        data-testid="layout-camera"
        className={`absolute ${boxes.cameraFit === 'cover' ? 'object-cover' : 'object-contain'} ${boxes.round ? 'rounded-full' : ''}`}
        style={boxes.camera ? boxStyle(boxes.camera) : { display: 'none' }}
      />
    </div>
  );
}
