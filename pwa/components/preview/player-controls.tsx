import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { formatClock } from '../../../shared/format/clock.ts';

const BUTTON =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The player's state, read from its element's events (it is the one source of truth). */
function usePlayerState(videoRef: RefObject<HTMLVideoElement | null>, url: string) {
  const [state, setState] = useState({ paused: true, time: 0, muted: false });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () =>
      setState({ paused: video.paused, time: video.currentTime, muted: video.muted });
    const events = ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'volumechange'];
    for (const type of events) video.addEventListener(type, read);
    read();
    return () => {
      for (const type of events) video.removeEventListener(type, read);
    };
  }, [videoRef, url]);
  return state;
}

/**
 * Play, pause, seek and sound for a player without the browser's own controls (the layout
 * view, whose picture is two players). `url` is the file playing: a new one is a new element.
 */
export function PlayerControls({
  videoRef,
  url,
  durationSeconds,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  url: string;
  durationSeconds: number;
}) {
  const { paused, time, muted } = usePlayerState(videoRef, url);
  const shown = Math.min(time, durationSeconds);
  const clock = `${formatClock(Math.floor(shown))} / ${formatClock(Math.round(durationSeconds))}`;
  return (
    <div className="flex items-center gap-2 bg-slate-900 px-2 py-1.5 text-white sm:gap-3 sm:px-3">
      <button
        type="button"
        className={BUTTON}
        aria-label={paused ? 'Play' : 'Pause'}
        onClick={() => {
          const video = videoRef.current;
          if (!video) return;
          if (video.paused) void video.play().catch(() => undefined);
          else video.pause();
        }}
      >
        {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
      </button>
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={`${formatClock(Math.floor(shown))} of ${formatClock(Math.round(durationSeconds))}`}
        min={0}
        max={durationSeconds}
        step={0.1}
        value={shown}
        onChange={(event) => {
          const video = videoRef.current;
          if (video) video.currentTime = Number(event.currentTarget.value);
        }}
        className="min-w-0 flex-1 accent-white"
      />
      <span className="shrink-0 text-xs tabular-nums">{clock}</span>
      <button
        type="button"
        className={BUTTON}
        aria-label={muted ? 'Unmute' : 'Mute'}
        onClick={() => {
          const video = videoRef.current;
          if (video) video.muted = !video.muted;
        }}
      >
        {muted ? <VolumeX size={18} aria-hidden="true" /> : <Volume2 size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
