import { Link } from '@tanstack/react-router';
import { Clock, MonitorPlay } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ScriptTemplate } from '../../../shared/constants/script-templates.ts';
import { ScriptText } from '../recorder/script-text.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/**
 * The full text of a script template in a modal dialog. 'Use This Script' opens the recorder
 * with the script in its teleprompter.
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

  // The dialog itself takes focus (not the Close button showModal() would pick), so a screen
  // reader starts at the title and a keyboard user can scroll the script straight away.
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} dialogRef={dialog} className="max-w-2xl">
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
      {/* Focusable, so the script scrolls with the arrow keys as well as with a mouse. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Script"
        className="overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      >
        <ScriptText
          script={template.script}
          className="space-y-4 p-5 text-[15px] leading-relaxed text-slate-800"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 p-4">
        <Button variant="outline" onClick={() => dialog.current?.close()}>
          Close
        </Button>
        <Link to="/record" search={{ script: template.id }} className={buttonClass()}>
          <MonitorPlay size={16} aria-hidden="true" /> Use This Script
        </Link>
      </div>
    </ModalDialog>
  );
}
