import { useEffect, useState } from 'react';

export interface MicrophoneOption {
  deviceId: string;
  label: string;
}

/**
 * The browser's microphones. Labels are blank until the site has microphone permission, so
 * the list asks for it once (and lets go of the stream at once); refused, the choices are
 * 'No microphone' and the default one.
 */
export function useMicrophones(): MicrophoneOption[] {
  const [microphones, setMicrophones] = useState<MicrophoneOption[]>([]);

  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    let cancelled = false;

    async function list() {
      let inputs = (await devices.enumerateDevices()).filter((d) => d.kind === 'audioinput');
      if (inputs.length > 0 && inputs.every((d) => !d.label)) {
        try {
          const probe = await devices.getUserMedia({ audio: true });
          for (const track of probe.getTracks()) track.stop();
          inputs = (await devices.enumerateDevices()).filter((d) => d.kind === 'audioinput');
        } catch {
          // Refused: the default microphone stays on offer and is tried again at start.
        }
      }
      if (cancelled) return;
      setMicrophones(
        inputs
          .filter((d) => d.deviceId && d.deviceId !== 'default' && d.deviceId !== 'communications')
          .map((d, index) => ({
            deviceId: d.deviceId,
            label: d.label || `Microphone ${index + 1}`,
          })),
      );
    }

    const refresh = () => void list().catch(() => {});
    refresh();
    // A headset plugged in while the dialog is open appears without reopening it.
    devices.addEventListener('devicechange', refresh);
    return () => {
      cancelled = true;
      devices.removeEventListener('devicechange', refresh);
    };
  }, []);

  return microphones;
}
