import { useEffect, useState } from 'react';

export interface InputDeviceOption {
  deviceId: string;
  label: string;
}

/** What each kind of input is called, and how its permission is asked. */
const KINDS = {
  audioinput: { name: 'Microphone', probe: { audio: true } },
  videoinput: { name: 'Camera', probe: { video: true } },
} as const;

/**
 * The browser's microphones or cameras. Labels are blank until the site has permission, so
 * the list asks for it once (and lets go of the stream at once); refused, the default device
 * stays on offer and is tried again at start.
 */
function useInputDevices(kind: keyof typeof KINDS): InputDeviceOption[] {
  const [options, setOptions] = useState<InputDeviceOption[]>([]);

  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    let cancelled = false;
    const { name, probe } = KINDS[kind];

    async function list() {
      let inputs = (await devices.enumerateDevices()).filter((d) => d.kind === kind);
      if (inputs.length > 0 && inputs.every((d) => !d.label)) {
        try {
          const stream = await devices.getUserMedia(probe);
          for (const track of stream.getTracks()) track.stop();
          inputs = (await devices.enumerateDevices()).filter((d) => d.kind === kind);
        } catch {
          // Refused: the default device stays on offer and is tried again at start.
        }
      }
      if (cancelled) return;
      setOptions(
        inputs
          .filter((d) => d.deviceId && d.deviceId !== 'default' && d.deviceId !== 'communications')
          .map((d, index) => ({ deviceId: d.deviceId, label: d.label || `${name} ${index + 1}` })),
      );
    }

    const refresh = () => void list().catch(() => {});
    refresh();
    // A headset or camera plugged in while the dialog is open appears without reopening it.
    devices.addEventListener('devicechange', refresh);
    return () => {
      cancelled = true;
      devices.removeEventListener('devicechange', refresh);
    };
  }, [kind]);

  return options;
}

export const useMicrophones = () => useInputDevices('audioinput');
/** The cameras: whether there is one decides setup's default, screen and camera or the screen. */
export const useCameras = () => useInputDevices('videoinput');
