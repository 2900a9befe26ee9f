import { ClientCrmField } from '../integrations/client-crm-field.tsx';
import type { ChosenContact } from '../integrations/crm-contacts.ts';
import { TextField } from '../ui/text-field.tsx';
import { PreviewCard } from './preview-card.tsx';

/**
 * Who the video is for: optional, shown to the client as 'For: ...', and, with a CRM
 * connected, the client's contact there.
 */
export function ClientInfoCard({
  clientName,
  onClientNameChange,
  crmContact,
  onCrmContactChange,
  disabled,
}: {
  clientName: string;
  onClientNameChange: (value: string) => void;
  crmContact: ChosenContact | null;
  onCrmContactChange: (contact: ChosenContact | null) => void;
  disabled: boolean;
}) {
  return (
    <PreviewCard title="Client Information">
      <TextField
        label="Client Name (optional)"
        autoComplete="off"
        placeholder="e.g. Jordan Smith"
        value={clientName}
        onValueChange={onClientNameChange}
        hint={
          clientName.trim()
            ? `Shown on the video page as “For: ${clientName.trim()}”.`
            : 'Shown on the video page after “For:”.'
        }
        disabled={disabled}
      />
      <ClientCrmField value={crmContact} onChange={onCrmContactChange} disabled={disabled} />
    </PreviewCard>
  );
}
