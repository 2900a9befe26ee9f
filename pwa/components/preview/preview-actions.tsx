import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/** Discard (after a confirmation) and Save Video, the form's submit button. */
export function PreviewActions({
  saving,
  disabled,
  onDiscard,
}: {
  saving: boolean;
  disabled: boolean;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          size="lg"
          disabled={disabled}
          onClick={() => setConfirming(true)}
          className="sm:flex-1"
        >
          <Trash2 size={18} aria-hidden="true" /> Discard
        </Button>
        <Button type="submit" size="lg" disabled={disabled} className="sm:flex-[2]">
          {saving ? 'Saving...' : 'Save Video'}
        </Button>
      </div>
      <p className="flex items-center justify-center gap-1.5 text-sm text-slate-500">
        <CheckCircle2 size={14} aria-hidden="true" /> Your changes are kept on this device as you
        type.
      </p>
      {confirming ? (
        <ConfirmDialog
          title="Discard this recording?"
          confirmLabel="Discard"
          onClose={(confirmed) => {
            setConfirming(false);
            if (confirmed) onDiscard();
          }}
        >
          The recording and its details are deleted from this device. This action cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
