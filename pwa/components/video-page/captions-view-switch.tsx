import type { CaptionsCheck } from './captions-draft.ts';

export type CaptionsView = 'captions' | 'webvtt';

const VIEWS: { view: CaptionsView; label: string }[] = [
  { view: 'captions', label: 'Caption by Caption' },
  { view: 'webvtt', label: 'WebVTT' },
];

/**
 * Chooses between editing caption by caption and the raw WebVTT. WebVTT the parser cannot read
 * has no captions to list, so the caption view waits until it is fixed, and says so.
 */
export function CaptionsViewSwitch({
  view,
  onView,
  captionsBlockedBy,
}: {
  view: CaptionsView;
  onView: (view: CaptionsView) => void;
  captionsBlockedBy: CaptionsCheck | undefined;
}) {
  const blocked = captionsBlockedBy && !captionsBlockedBy.ok;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label="Edit captions as"
        className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
      >
        {VIEWS.map((option) => (
          <button
            key={option.view}
            type="button"
            aria-pressed={view === option.view}
            disabled={option.view === 'captions' && blocked}
            onClick={() => onView(option.view)}
            className={`h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
              view === option.view
                ? 'bg-brand-600 text-white'
                : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {blocked ? (
        <p className="text-sm text-slate-600">Fix the WebVTT to edit caption by caption.</p>
      ) : null}
    </div>
  );
}
