import { Columns2, MonitorUp, PictureInPicture2, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  BUBBLE_CORNERS,
  BUBBLE_SIZES,
  type BubbleCorner,
  type BubbleSize,
  type CameraLayout,
  type LayoutKind,
} from '../../../shared/schemas/camera-layout.ts';

const KINDS: { value: LayoutKind; label: string; icon: LucideIcon }[] = [
  { value: 'bubble', label: 'Bubble', icon: PictureInPicture2 },
  { value: 'side_by_side', label: 'Side by side', icon: Columns2 },
  { value: 'camera_only', label: 'Camera only', icon: UserRound },
  { value: 'screen_only', label: 'Screen only', icon: MonitorUp },
];

const CORNER_LABELS: Record<BubbleCorner, string> = {
  top_left: 'Top left',
  top_right: 'Top right',
  bottom_left: 'Bottom left',
  bottom_right: 'Bottom right',
};

const SIZE_LABELS: Record<BubbleSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** A row of radio buttons drawn as segmented choices, keyboard-usable as any radio group. */
function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  columns,
}: {
  legend: string;
  name: string;
  options: { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
  columns: string;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 py-2 text-center text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
              value === option.value
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * How a screen-and-camera recording is composed: the layout, and for the bubble its corner and
 * size. The same picker on the preview (before saving) and on the video page (a new version).
 */
export function LayoutPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: CameraLayout;
  onChange: (layout: CameraLayout) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div className="space-y-4">
      <Choices
        legend="Layout"
        name={`${name}-kind`}
        columns="grid-cols-2 sm:grid-cols-4"
        options={KINDS.map(({ value: kind, label, icon: Icon }) => ({
          value: kind,
          label: (
            <>
              <Icon size={16} aria-hidden="true" className="shrink-0" /> {label}
            </>
          ),
        }))}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind })}
        disabled={disabled}
      />
      {value.kind === 'bubble' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Choices
            legend="Bubble corner"
            name={`${name}-corner`}
            columns="grid-cols-2"
            options={BUBBLE_CORNERS.map((corner) => ({
              value: corner,
              label: CORNER_LABELS[corner],
            }))}
            value={value.corner}
            onChange={(corner) => onChange({ ...value, corner })}
            disabled={disabled}
          />
          <Choices
            legend="Bubble size"
            name={`${name}-size`}
            columns="grid-cols-3"
            options={BUBBLE_SIZES.map((size) => ({ value: size, label: SIZE_LABELS[size] }))}
            value={value.size}
            onChange={(size) => onChange({ ...value, size })}
            disabled={disabled}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The layout in words, as the video page says which one the client sees. */
export function describeLayout(layout: CameraLayout): string {
  const kind = KINDS.find((option) => option.value === layout.kind)?.label ?? layout.kind;
  if (layout.kind !== 'bubble') return kind;
  return `${kind}, ${SIZE_LABELS[layout.size].toLowerCase()}, ${CORNER_LABELS[layout.corner].toLowerCase()}`;
}
