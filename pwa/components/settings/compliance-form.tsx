import { Eye, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { DEFAULT_DISCLOSURE_TEXT } from '../../../shared/constants/disclosure.ts';
import { DISCLOSURE_MAX_LENGTH } from '../../../shared/constants/limits.ts';
import { complianceSchema, type ComplianceInput } from '../../../shared/schemas/settings.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { hasUnsavedEdits, useReportUnsaved } from './unsaved-edits.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DisclosurePreviewDialog } from './disclosure-preview-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import { saveFailure, useSaveCompliance } from './use-settings.ts';

type OpenDialog = 'preview' | 'restore' | null;

/** The Compliance tab: the disclosure clients accept before a video plays. */
export function ComplianceForm({ initialText }: { initialText: string }) {
  const id = useId();
  const form = useSchemaForm(complianceSchema, { disclosureText: initialText });
  useReportUnsaved('compliance', hasUnsavedEdits(form.values, { disclosureText: initialText }));
  const mutation = useSaveCompliance();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const busy = mutation.isPending;
  const text = form.values.disclosureText;
  const tooLong = text.length > DISCLOSURE_MAX_LENGTH;
  const error = form.errors.disclosureText;

  function save(input: ComplianceInput) {
    mutation.mutate(input, {
      onSuccess: ({ settings }) => {
        form.set('disclosureText', settings.disclosureText);
        toast.success('Saved', { description: 'Compliance settings updated successfully' });
      },
      onError: (failure) => {
        const { code, fieldErrors } = saveFailure(failure);
        if (code === 'VALIDATION_ERROR' && fieldErrors) form.setErrors(fieldErrors);
        toast.error('Error', { description: 'Failed to save compliance settings' });
      },
    });
  }

  const submit = form.onSubmit((input) => save(input));

  function closeRestore(confirmed: boolean) {
    setDialog(null);
    if (!confirmed) return;
    form.set('disclosureText', DEFAULT_DISCLOSURE_TEXT);
    save({ disclosureText: DEFAULT_DISCLOSURE_TEXT });
  }

  return (
    <form onSubmit={submit} noValidate>
      <SettingsSection
        title="Compliance"
        description="Clients must accept this disclosure before they can watch any of your videos."
        footer={
          <>
            <div className="flex flex-col gap-3 sm:mr-auto sm:flex-row">
              <Button variant="outline" onClick={() => setDialog('preview')}>
                <Eye size={16} aria-hidden="true" />
                Preview Gate
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setDialog('restore')}>
                <RotateCcw size={16} aria-hidden="true" />
                Restore Default
              </Button>
            </div>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
          Terms &amp; Disclosure
        </label>
        <textarea
          id={id}
          rows={8}
          value={text}
          onChange={(event) => form.set('disclosureText', event.target.value)}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className={`block min-h-40 w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-sm leading-relaxed text-slate-900 shadow-sm focus:ring-2 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 ${
            error
              ? 'border-red-400 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
        <div
          id={`${id}-help`}
          className="mt-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
        >
          <span className="text-slate-500">Plain text only</span>
          <span className={tooLong ? 'font-medium text-red-600' : 'text-slate-500 tabular-nums'}>
            {`${text.length} / ${DISCLOSURE_MAX_LENGTH} characters`}
          </span>
        </div>
      </SettingsSection>
      {dialog === 'preview' && (
        <DisclosurePreviewDialog text={text} onClose={() => setDialog(null)} />
      )}
      {dialog === 'restore' && (
        <ConfirmDialog
          title="Restore the default disclosure?"
          confirmLabel="Restore Default"
          onClose={closeRestore}
        >
          Your current text will be replaced with the standard disclosure and saved right away. This
          action cannot be undone.
        </ConfirmDialog>
      )}
    </form>
  );
}
