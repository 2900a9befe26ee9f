import { TextField } from '../ui/text-field.tsx';
import { PreviewCard } from './preview-card.tsx';

/** Who the video is for: optional, shown to the client as 'For: ...'. */
export function ClientInfoCard({
  clientName,
  onClientNameChange,
  disabled,
}: {
  clientName: string;
  onClientNameChange: (value: string) => void;
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
        hint="Shown on the video page as “For: Jordan Smith”."
        disabled={disabled}
      />
    </PreviewCard>
  );
}
