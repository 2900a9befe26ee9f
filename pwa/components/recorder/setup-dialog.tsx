import { Camera, Mic, MonitorUp, ScrollText, Smartphone, Video } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { RecordingSource } from '../../../shared/schemas/camera-layout.ts';
import type { RecordingSettings } from '../../drafts/db.ts';
import { canCaptureScreen } from '../../recording/capture.ts';
import { useCameras, useMicrophones } from '../../recording/use-input-devices.ts';
import { buttonClass } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { CameraPreview } from './camera-preview.tsx';
import { SourceChoice } from './source-choice.tsx';

/**
 * 'Set Up Your Recording': what to record (the screen and the camera, the screen or the camera
 * alone, with a live view of the camera), the microphone, and on a screen-only recording
 * whether the profile picture shows on the video. Start asks the browser for the screen, so it
 * must run in this click.
 */
const SELECT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export function SetupDialog({
  scriptTitle,
  onStart,
  onClose,
}: {
  /** The teleprompter's script, when recording from one. */
  scriptTitle?: string | undefined;
  onStart: (settings: RecordingSettings) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const micId = useId();
  const cameraId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const microphones = useMicrophones();
  const [microphone, setMicrophone] = useState('default');
  const [includeProfilePicture, setIncludeProfilePicture] = useState(true);
  const starting = useRef(false);
  // Phones cannot share their screen: say so, and offer what they can record.
  const [screenPossible] = useState(canCaptureScreen);
  // Screen and camera is the default on a computer with a camera; the list says if there is one.
  const [chosenSource, setSource] = useState<RecordingSource | null>(
    screenPossible ? null : 'camera',
  );
  const cameras = useCameras();
  const source = chosenSource ?? (cameras.length > 0 ? 'screen_and_camera' : 'screen');
  const cameraOnly = source === 'camera';
  const withCamera = source !== 'screen';
  const [camera, setCamera] = useState('default');

  return (
    <ModalDialog
      labelledBy={titleId}
      dialogRef={dialog}
      initialFocus={startButton}
      onClose={() => !starting.current && onClose()}
      className="max-w-lg"
    >
      <div className="border-b border-slate-200 px-6 py-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Set Up Your Recording
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {cameraOnly
            ? 'A 3-second countdown starts the recording.'
            : 'You will choose a screen, window or tab next. A 3-second countdown starts the recording.'}
        </p>
      </div>
      {!screenPossible ? (
        <p className="flex items-start gap-2 border-b border-sky-100 bg-sky-50 px-6 py-3 text-sm text-sky-900">
          <Smartphone size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            This browser cannot record the screen (phones and tablets cannot). You can record
            yourself with the camera and microphone instead; for a screen recording, use a computer.
          </span>
        </p>
      ) : null}
      {scriptTitle ? (
        <p className="flex items-start gap-2 border-b border-sky-100 bg-sky-50 px-6 py-3 text-sm text-sky-900">
          <ScrollText size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            Your script, <span className="font-medium">{scriptTitle}</span>, shows on this page.{' '}
            {cameraOnly
              ? 'The camera records you, not the screen, so the script stays off the video.'
              : 'To keep it off the recording, share a window or a screen other than this tab.'}
          </span>
        </p>
      ) : null}
      <div className="space-y-6 overflow-y-auto px-6 py-5">
        {screenPossible ? <SourceChoice value={source} onChange={setSource} /> : null}
        {withCamera ? (
          <div className="space-y-3">
            <label
              htmlFor={cameraId}
              className="flex items-center gap-2 text-sm font-medium text-slate-700"
            >
              <Video size={16} aria-hidden="true" /> Camera
            </label>
            <select
              id={cameraId}
              value={camera}
              onChange={(event) => setCamera(event.target.value)}
              className={SELECT_CLASS}
            >
              <option value="default">Default camera</option>
              {cameras.map((option) => (
                <option key={option.deviceId} value={option.deviceId}>
                  {option.label}
                </option>
              ))}
            </select>
            <CameraPreview camera={camera} />
          </div>
        ) : null}
        <div>
          <label
            htmlFor={micId}
            className="mb-1.5 flex items-center gap-2 text-sm font-medium text-slate-700"
          >
            <Mic size={16} aria-hidden="true" /> Microphone
          </label>
          <select
            id={micId}
            value={microphone}
            onChange={(event) => setMicrophone(event.target.value)}
            className={SELECT_CLASS}
          >
            <option value="default">Default microphone</option>
            {microphones.map((mic) => (
              <option key={mic.deviceId} value={mic.deviceId}>
                {mic.label}
              </option>
            ))}
            <option value="none">No microphone</option>
          </select>
        </div>
        {source === 'screen' ? (
          <SwitchField
            checked={includeProfilePicture}
            onCheckedChange={setIncludeProfilePicture}
            label="Include Profile Picture"
            hint="Show your photo in a corner of the video your client watches."
          />
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => dialog.current?.close()}
        >
          Cancel
        </button>
        <button
          ref={startButton}
          type="button"
          className={buttonClass('primary')}
          onClick={() => {
            starting.current = true;
            onStart({
              microphone,
              // The camera shows the advisor's face: a still picture over it says nothing more.
              includeProfilePicture: source === 'screen' && includeProfilePicture,
              source,
              ...(withCamera ? { camera } : {}),
            });
            dialog.current?.close();
          }}
        >
          {cameraOnly ? (
            <>
              <Camera size={18} aria-hidden="true" /> Start Camera Recording
            </>
          ) : (
            <>
              <MonitorUp size={18} aria-hidden="true" /> Start Recording
            </>
          )}
        </button>
      </div>
    </ModalDialog>
  );
}
