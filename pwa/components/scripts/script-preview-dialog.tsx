import { Link } from '@tanstack/react-router';
import { Clock, MonitorPlay } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ScriptTemplate } from '../../../shared/constants/script-templates.ts';
import { ScriptText } from '../recorder/script-text.tsx';
import { Button, buttonClass } from '../ui/button.tsx';

/**
 * The full text of a script template. A native modal <dialog> makes the rest of the page inert,
 * so focus cannot wander behind it and the browser restores focus to the opener on close.
 * 'Use This Script' opens the recorder with the script in its teleprompter.
 */
export function ScriptPreviewDialog({
  template,
  onClose,
}: {
  template: ScriptTemplate;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // StrictMode runs this twice; no close() in a cleanup, as its 'close' event would reach
    // onClose after the re-run and dismiss the dialog. Unmounting ends the modal state anyway.
    if (!element.open) element.showModal();
    // showModal() would focus the Close button; the dialog itself is focused so a screen reader
    // starts at the title and a keyboard user can scroll the script straight away.
    element.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape fires 'cancel' then 'close'; listening to 'close' also covers the button and backdrop.
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop targets the dialog itself, but so does a text selection that
        // ends in another section; only a click outside the dialog's box closes it.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) event.currentTarget.close();
      }}
      className="m-auto max-h-[85dvh] w-[calc(100%-2rem)] max-w-2xl flex-col overflow-hidden rounded-2xl bg-white shadow-xl outline-none backdrop:bg-slate-900/50 open:flex"
    >
      <div className="border-b border-slate-200 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {template.category}
        </p>
        <h2 id={titleId} className="mt-1 text-lg font-semibold text-slate-900">
          {template.title}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
          <Clock size={14} aria-hidden="true" /> {template.estimatedTime} to read
        </p>
      </div>
      <ScriptText
        script={template.script}
        className="space-y-4 overflow-y-auto p-5 text-[15px] leading-relaxed text-slate-800"
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4">
        <Button variant="outline" onClick={() => dialog.current?.close()}>
          Close
        </Button>
        <Link to="/record" search={{ script: template.id }} className={buttonClass()}>
          <MonitorPlay size={16} aria-hidden="true" /> Use This Script
        </Link>
      </div>
    </dialog>
  );
}
