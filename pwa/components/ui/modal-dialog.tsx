import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A native modal <dialog>: the page behind is inert, so focus cannot wander behind it;
 * Escape and a backdrop click close it, and the browser gives focus back to the opener on close.
 * The parent mounts it to open it and unmounts it from `onClose`.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  dialogRef,
  className = '',
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Focused on open; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Lets the content close the dialog through `dialogRef.current.close()`. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialog = dialogRef ?? ownRef;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // StrictMode runs this twice; no close() in a cleanup, as its 'close' event would reach
    // onClose after the re-run. Unmounting ends the modal state anyway.
    if (!element.open) element.showModal();
    (initialFocus?.current ?? element).focus();
  }, [dialog, initialFocus]);

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      // Escape fires 'cancel' then 'close'; 'close' also covers the buttons and the backdrop.
      onClose={onClose}
      onClick={(event) => {
        // Only a click outside the dialog's box is a backdrop click, not a selection ending on it.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) event.currentTarget.close();
      }}
      className={`m-auto max-h-[85dvh] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-xl outline-none backdrop:bg-slate-900/50 open:flex ${className}`}
    >
      {children}
    </dialog>
  );
}
