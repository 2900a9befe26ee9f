import { ShieldCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/**
 * The gate a client passes before a video, with the text being edited. The text is shown as
 * plain text (React escapes it; pre-wrap keeps the advisor's line breaks), exactly as clients
 * will see it, and accepting is disabled because this is only a preview.
 */
export function DisclosurePreviewDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const blank = text.trim() === '';

  return (
    <ModalDialog labelledBy={titleId} dialogRef={dialog} onClose={onClose} className="max-w-2xl">
      <div className="flex items-center gap-3 border-b border-slate-200 p-5">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck size={20} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Terms &amp; Disclosure Preview
          </h2>
          <p className="text-sm text-slate-500">What your clients read before the video plays</p>
        </div>
      </div>
      {/* Focusable, so a long disclosure scrolls with the arrow keys too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Disclosure text"
        className="overflow-y-auto p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      >
        {blank ? (
          <p className="text-sm text-slate-600 italic">No disclosure text yet.</p>
        ) : (
          <div
            data-testid="disclosure-preview-text"
            className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
          >
            {text}
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => dialog.current?.close()}>
          Close Preview
        </Button>
        <Button disabled title="Disabled in the preview">
          Accept &amp; Continue
        </Button>
      </div>
    </ModalDialog>
  );
}
