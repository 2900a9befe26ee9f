import { Play } from 'lucide-react';

/** A drawing of the client's share page, so visitors see what their clients will see. */
export function ShareMockup() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-lg">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/10">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="h-2.5 w-2.5 rounded-full bg-red-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 h-5 flex-1 rounded bg-white ring-1 ring-slate-200" />
        </div>
        <div className="flex items-center gap-3 bg-brand-800 px-5 py-4 text-white">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white/20 text-sm font-semibold">
            JM
          </span>
          <div>
            <p className="text-sm font-semibold">Your Q3 portfolio review</p>
            <p className="text-xs text-brand-100">From Jordan Miles, Harbor Wealth Partners</p>
          </div>
        </div>
        <div className="relative flex aspect-video items-center justify-center bg-slate-900">
          <div className="absolute inset-6 grid grid-cols-3 gap-3 opacity-40">
            <span className="col-span-2 rounded bg-slate-500" />
            <span className="rounded bg-brand-500" />
            <span className="rounded bg-brand-500" />
            <span className="col-span-2 rounded bg-slate-500" />
          </div>
          <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg">
            <Play size={24} className="ml-1" />
          </span>
          <span className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
            Your allocation is back on target after the rebalance
          </span>
        </div>
        <div className="space-y-2 px-5 py-4">
          <span className="block h-2.5 w-3/4 rounded bg-slate-200" />
          <span className="block h-2.5 w-1/2 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
