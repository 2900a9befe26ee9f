import { Camera, MonitorUp, PictureInPicture2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { RecordingSource } from '../../../shared/schemas/camera-layout.ts';

const SOURCES: { value: RecordingSource; label: string; hint: string; icon: LucideIcon }[] = [
  {
    value: 'screen_and_camera',
    label: 'Screen + camera',
    hint: 'Your screen with your face; choose the layout after',
    icon: PictureInPicture2,
  },
  {
    value: 'screen',
    label: 'Screen only',
    hint: 'A screen, window or tab, with your voice',
    icon: MonitorUp,
  },
  {
    value: 'camera',
    label: 'Camera only',
    hint: 'You, face to face with your client',
    icon: Camera,
  },
];

/** What a recording captures, where the browser can share its screen. */
export function SourceChoice({
  value,
  onChange,
}: {
  value: RecordingSource;
  onChange: (source: RecordingSource) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Record</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SOURCES.map(({ value: option, label, hint, icon: Icon }) => (
          <label
            key={option}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 sm:flex-col sm:gap-1.5 ${
              value === option
                ? 'border-brand-600 bg-brand-50 text-slate-900'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name="recording-source"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
