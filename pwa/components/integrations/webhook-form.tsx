import { toast } from '../../toast/toast.ts';
import {
  ACTIVITY_EVENT_LABELS,
  ACTIVITY_EVENTS,
  type ActivityEvent,
  type CreatedWebhookResponse,
} from '../../../shared/api/integrations.ts';
import { createWebhookSchema } from '../../../shared/schemas/integrations.ts';
import { ApiError } from '../../api/client.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { CheckboxField } from '../checkbox-field.tsx';
import { saveFailure } from '../settings/use-settings.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useCreateWebhook } from './use-integrations.ts';

const initial = (): { url: string; events: ActivityEvent[] } => ({
  url: '',
  events: [...ACTIVITY_EVENTS],
});

/** Registers an endpoint; its signing secret comes back once, for `onCreated` to show. */
export function WebhookForm({
  onCreated,
}: {
  onCreated: (created: CreatedWebhookResponse) => void;
}) {
  const form = useSchemaForm(createWebhookSchema, initial());
  const mutation = useCreateWebhook();
  const busy = mutation.isPending;

  function toggle(event: ActivityEvent, on: boolean) {
    const events = form.values.events.filter((e) => e !== event);
    // Kept in the contract's order, so the list reads the same however it was ticked.
    form.set(
      'events',
      ACTIVITY_EVENTS.filter((e) => (e === event ? on : events.includes(e))),
    );
  }

  const submit = form.onSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: (created) => {
        form.set('url', '');
        form.set('events', [...ACTIVITY_EVENTS]);
        toast.success('Endpoint Added', { description: 'Copy its signing secret now.' });
        onCreated(created);
      },
      onError: (error) => {
        const { message, fieldErrors } = saveFailure(error);
        // A refused address (private, loopback, plain HTTP) is the URL's problem: say it there.
        if (fieldErrors) form.setErrors(fieldErrors);
        else if (error instanceof ApiError && error.status < 500 && message) {
          form.setErrors({ url: message });
        }
        toast.error('Error', { description: 'Failed to add the endpoint' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add an endpoint" className="space-y-4">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/briefcast-hook"
        {...form.field('url')}
        hint="An HTTPS address on the internet. Briefcast POSTs signed JSON to it."
        disabled={busy}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ACTIVITY_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              checked={form.values.events.includes(event)}
              onCheckedChange={(on) => toggle(event, on)}
              disabled={busy}
            >
              {ACTIVITY_EVENT_LABELS[event]} <code className="text-xs text-slate-500">{event}</code>
            </CheckboxField>
          ))}
        </div>
        {form.errors.events ? (
          <p className="mt-1.5 text-sm text-red-600">{form.errors.events}</p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Adding...' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
