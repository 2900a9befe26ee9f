import { CrmContactPicker } from './crm-contact-picker.tsx';
import { searchableProviders, type ChosenContact } from './crm-contacts.ts';
import { useIntegrations } from './use-integrations.ts';

/**
 * The preview's 'CRM contact', beside the free-text client name: absent when no CRM is
 * connected (or the server cannot be reached), unless one was picked before.
 */
export function ClientCrmField({
  value,
  onChange,
  disabled,
}: {
  value: ChosenContact | null;
  onChange: (contact: ChosenContact | null) => void;
  disabled: boolean;
}) {
  const integrations = useIntegrations();
  const providers = searchableProviders(integrations.data?.connections ?? []);
  if (providers.length === 0 && !value) return null;
  return (
    <div className="mt-5">
      <CrmContactPicker
        providers={providers}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
      <p className="mt-1.5 text-sm text-slate-500">
        A note goes to this contact’s record when the video is sent, first viewed, watched to the
        end or commented on.
      </p>
    </div>
  );
}
