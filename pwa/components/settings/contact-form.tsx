import { Clock } from 'lucide-react';
import { toast } from '../../toast/toast.ts';
import type { SettingsResponse } from '../../../shared/api/settings.ts';
import { contactSchema } from '../../../shared/schemas/settings.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { hasUnsavedEdits, useReportUnsaved } from './unsaved-edits.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { saveFailure, useSaveContact } from './use-settings.ts';

function formatUpdatedAt(updatedAt: string | null): string {
  if (!updatedAt) return 'Never';
  const date = new Date(updatedAt);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The Contact Info tab: who the advisor is and how clients reach them (the email is apart). */
export function ContactForm({
  initial,
  updatedAt,
}: {
  /** The settings when the page opened: the form's starting values. */
  initial: SettingsResponse;
  /** The latest save of any tab. */
  updatedAt: string | null;
}) {
  const saved = {
    advisorName: initial.advisor.advisorName,
    companyName: initial.advisor.companyName,
    phone: initial.settings.phone,
    calendarLink: initial.settings.calendarLink,
  };
  const form = useSchemaForm(contactSchema, saved);
  useReportUnsaved('contact', hasUnsavedEdits(form.values, saved));
  const mutation = useSaveContact();
  const busy = mutation.isPending;

  const submit = form.onSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: ({ advisor, settings }) => {
        form.set('advisorName', advisor.advisorName);
        form.set('companyName', advisor.companyName);
        form.set('phone', settings.phone);
        form.set('calendarLink', settings.calendarLink);
        toast.success('Saved', { description: 'Contact information updated successfully' });
      },
      onError: (error) => {
        const { code, fieldErrors } = saveFailure(error);
        if (code === 'VALIDATION_ERROR' && fieldErrors) form.setErrors(fieldErrors);
        toast.error('Error', { description: 'Failed to save contact information' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <SettingsSection
        title="Contact Info"
        description="How you appear to clients on every video you send."
        footer={
          <>
            <p className="flex items-center gap-1.5 text-sm text-slate-500 sm:mr-auto">
              <Clock size={14} aria-hidden="true" />
              <span>
                Last updated:{' '}
                <span data-testid="settings-updated-at">{formatUpdatedAt(updatedAt)}</span>
              </span>
            </p>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Advisor Name"
            autoComplete="name"
            {...form.field('advisorName')}
            disabled={busy}
          />
          <TextField
            label="Company Name"
            autoComplete="organization"
            {...form.field('companyName')}
            disabled={busy}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+1 (555) 123-4567"
            {...form.field('phone')}
            disabled={busy}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Calendar/Scheduler Link"
              type="url"
              inputMode="url"
              placeholder="https://calendly.com/your-name"
              {...form.field('calendarLink')}
              hint="Clients see a button to book time with you."
              disabled={busy}
            />
          </div>
        </div>
      </SettingsSection>
    </form>
  );
}
