import { toast } from '../../toast/toast.ts';
import { CRM_PROVIDER_LABELS, type CrmProvider } from '../../../shared/api/integrations.ts';
import { CONNECT_SCHEMAS } from '../../../shared/schemas/integrations.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { saveFailure } from '../settings/use-settings.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CREDENTIAL_FIELDS, emptyCredentials } from './connection-fields.ts';
import { useConnectCrm } from './use-integrations.ts';

/**
 * The credentials of one CRM. Always starts empty: saved secrets never come back from the
 * server, so replacing them means pasting them again. Saving does not call the CRM; 'Test
 * connection' does.
 */
export function ConnectForm({
  provider,
  replacing,
  onDone,
}: {
  provider: CrmProvider;
  /** Credentials are saved already: these replace them. */
  replacing: boolean;
  onDone: () => void;
}) {
  const form = useSchemaForm(CONNECT_SCHEMAS[provider], emptyCredentials(provider));
  const mutation = useConnectCrm(provider);
  const busy = mutation.isPending;
  const label = CRM_PROVIDER_LABELS[provider];

  const submit = form.onSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success('Saved', {
          description: `${label} credentials saved. Use Test connection to check them.`,
        });
        onDone();
      },
      onError: (error) => {
        const { code, message, fieldErrors } = saveFailure(error);
        if (code === 'VALIDATION_ERROR' && fieldErrors) form.setErrors(fieldErrors);
        toast.error('Error', {
          description:
            code === 'CONFLICT' && message ? message : `Failed to save the ${label} credentials`,
        });
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${label} credentials`}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4"
    >
      {CREDENTIAL_FIELDS[provider].map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.kind === 'secret' ? 'password' : 'url'}
          inputMode={field.kind === 'url' ? 'url' : undefined}
          // Not the advisor's site password: keep password managers from filling or saving it.
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          spellCheck={false}
          placeholder={field.placeholder}
          value={form.values[field.name] ?? ''}
          onValueChange={(value) => form.set(field.name, value)}
          error={form.errors[field.name]}
          hint={field.hint}
          disabled={busy}
        />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : replacing ? 'Save new credentials' : `Connect ${label}`}
        </Button>
      </div>
    </form>
  );
}
