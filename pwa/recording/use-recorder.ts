import { useEffect, useState, useSyncExternalStore } from 'react';
import { RecordingController, type RecorderSnapshot } from './recording-controller.ts';

/** The page's recorder: one controller for the component's life, released on unmount. */
export function useRecorder(
  advisorId: string,
): RecorderSnapshot & { controller: RecordingController } {
  const [controller] = useState(() => new RecordingController(advisorId));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => () => controller.dispose(), [controller]);
  return { ...snapshot, controller };
}
