import { AlertTriangle } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button, buttonClass } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * Asks before a step that cannot be undone. Focus starts on Cancel, so Enter does not confirm by
 * accident; Escape and the backdrop cancel. `onClose(true)` only after the confirm button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onClose: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={bodyId}
      dialogRef={dialog}
      initialFocus={cancel}
      onClose={() => onClose(confirmed.current)}
      className="max-w-md"
    >
      <div className="flex gap-4 p-6">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertTriangle size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm leading-relaxed text-slate-600">
            {children}
          </div>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end">
        <button
          ref={cancel}
          type="button"
          className={buttonClass('outline')}
          onClick={() => dialog.current?.close()}
        >
          Cancel
        </button>
        <Button
          variant="danger"
          onClick={() => {
            confirmed.current = true;
            dialog.current?.close();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
