import { UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { CRM_PROVIDER_LABELS, type CrmProvider } from '../../../shared/api/integrations.ts';
import { Button } from '../ui/button.tsx';
import { ContactSearch } from './contact-search.tsx';
import { chosenOf, type ChosenContact } from './crm-contacts.ts';

/**
 * Picks the client's contact in a connected CRM: a combobox that searches the CRM as the
 * advisor types (after a pause), lists name and email, and shows the choice with Change and
 * Clear. The parent hides it when no CRM is connected.
 */
export function CrmContactPicker({
  providers,
  value,
  onChange,
  disabled = false,
}: {
  /** The CRMs that can be searched (at least one). */
  providers: readonly CrmProvider[];
  value: ChosenContact | null;
  onChange: (contact: ChosenContact | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [searching, setSearching] = useState(false);
  if (value && !searching) {
    const connected = providers.includes(value.provider);
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700" id={`${id}-label`}>
          CRM contact
        </p>
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
          aria-labelledby={`${id}-label`}
          role="group"
        >
          <UserRound size={18} className="shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" data-testid="crm-contact">
              {value.displayName}
            </p>
            <p className="text-xs text-slate-500">
              {CRM_PROVIDER_LABELS[value.provider]}
              {connected ? '' : ' · not connected: notes wait until you reconnect it'}
            </p>
          </div>
          <div className="flex gap-1">
            {providers.length > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSearching(true)}
                disabled={disabled}
              >
                Change
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={`Clear CRM contact ${value.displayName}`}
            >
              <X size={16} aria-hidden="true" /> Clear
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <ContactSearch
      providers={providers}
      disabled={disabled}
      onPick={(contact) => {
        setSearching(false);
        onChange(chosenOf(contact));
      }}
      onCancel={value ? () => setSearching(false) : undefined}
    />
  );
}
