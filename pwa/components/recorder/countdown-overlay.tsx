/** The 3-2-1 before recording starts; Escape-free on purpose, the bar's Stop cancels it. */
export function CountdownOverlay({ seconds, onCancel }: { seconds: number; onCancel: () => void }) {
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-slate-900/80 backdrop-blur-sm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="countdown-label"
    >
      <p
        id="countdown-label"
        className="text-sm font-medium tracking-wide text-slate-200 uppercase"
      >
        Recording starts in
      </p>
      <div
        key={seconds}
        aria-live="assertive"
        className="mt-4 flex h-40 w-40 animate-countdown-pop items-center justify-center rounded-full border-4 border-white/80 text-7xl font-bold text-white tabular-nums"
      >
        {seconds}
      </div>
      <button
        type="button"
        onClick={onCancel}
        className="mt-10 rounded-lg px-4 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        Cancel
      </button>
    </div>
  );
}
