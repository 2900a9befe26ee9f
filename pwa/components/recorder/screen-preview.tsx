import { useEffect, useRef } from 'react';

/** What is being captured, shown muted on the page so the advisor sees the recording is live. */
export function ScreenPreview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Live view of what you are recording"
      className="aspect-video w-full rounded-2xl bg-slate-900 object-contain shadow-lg"
    />
  );
}
