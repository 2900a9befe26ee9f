import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A player's position for the panels beside it: pass `videoRef` as the `<video>`'s ref, read
 * `currentTime`, and `seek` to play from a caption. A callback ref, because the video element
 * appears only once there is a file to play.
 */
export function usePlayback() {
  const element = useRef<HTMLVideoElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);

  const videoRef = useCallback((next: HTMLVideoElement | null) => {
    element.current = next;
    setVideo(next);
  }, []);

  useEffect(() => {
    if (!video) return;
    const update = () => setCurrentTime(video.currentTime);
    update();
    video.addEventListener('timeupdate', update);
    video.addEventListener('seeked', update);
    return () => {
      video.removeEventListener('timeupdate', update);
      video.removeEventListener('seeked', update);
    };
  }, [video]);

  const seek = useCallback((seconds: number) => {
    const player = element.current;
    if (!player) return;
    player.currentTime = seconds;
    setCurrentTime(seconds);
    // A browser that refuses to play without a gesture still shows the frame sought to.
    void player.play().catch(() => undefined);
  }, []);

  return { videoRef, currentTime, seek };
}
