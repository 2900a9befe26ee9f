/** Shown while the signed-in state is being found out, and while a screen loads its data. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-slate-500">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
        <span>{label}</span>
      </div>
    </div>
  );
}
