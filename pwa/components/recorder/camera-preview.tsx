import { useEffect, useRef, useState } from 'react';
import { cameraConstraints } from '../../recording/capture.ts';

/**
 * A live view of the chosen camera, so the advisor sees how they look before recording. Shown
 * mirrored, as people expect to see themselves; the recording is not. The camera is let go as
 * soon as the view goes (the dialog closes, or another camera is chosen).
 */
export function CameraPreview({ camera }: { camera: string }) {
  const video = useRef<HTMLVideoElement>(null);
  // The camera that could not be opened: choosing another one tries again.
  const [failedCamera, setFailedCamera] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const stop = (s: MediaStream) => s.getTracks().forEach((track) => track.stop());
    navigator.mediaDevices
      .getUserMedia({ video: cameraConstraints(camera) })
      .then((opened) => {
        if (cancelled) return stop(opened);
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => !cancelled && setFailedCamera(camera));
    return () => {
      cancelled = true;
      if (stream) stop(stream);
    };
  }, [camera]);

  if (failedCamera === camera) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        This camera could not be opened. Allow the camera for this site, or choose another one.
      </p>
    );
  }
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Camera preview"
      className="aspect-video w-full -scale-x-100 rounded-lg bg-slate-900 object-cover"
    />
  );
}
