import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/**
 * A suggestion of the language model, offered calmly beside what it would fill: what it is,
 * one button to use it (which only fills the form; the advisor still saves) and one to dismiss.
 */
export function SuggestionCard({
  title,
  useLabel,
  onUse,
  onDismiss,
  children,
}: {
  title: string;
  useLabel: string;
  onUse: () => void;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 text-sm text-slate-800"
    >
      <h3 id={id} className="flex items-center gap-2 font-medium text-slate-900">
        <Sparkles size={14} aria-hidden="true" /> {title}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        From the transcript, by the AI model. Nothing changes until you save.
      </p>
      <div className="mt-2">{children}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onUse}>
          {useLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
