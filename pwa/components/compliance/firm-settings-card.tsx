import type { FirmSettingsInput } from '../../../shared/schemas/compliance.ts';
import { toast } from '../../toast/toast.ts';
import { Card } from '../ui/card.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { useFirmSettings, useSaveFirmSettings } from './use-compliance.ts';

const SAVED: Record<keyof FirmSettingsInput, [string, string]> = {
  requireApproval: ['Approval required', 'Approval no longer required'],
  downloadsForbidden: ['Downloads forbidden', 'Downloads allowed again'],
};

/** The firm-wide switches: approval before sharing, and whether clients may download. */
export function FirmSettingsCard() {
  const settings = useFirmSettings(true);
  const save = useSaveFirmSettings();
  const pending = save.isPending ? save.variables : undefined;
  const shown = (field: keyof FirmSettingsInput) =>
    pending?.[field] ?? Boolean(settings.data?.[field]);
  const change = (field: keyof FirmSettingsInput) => (on: boolean) =>
    save.mutate(
      { [field]: on },
      {
        onSuccess: () => toast.success(SAVED[field][on ? 0 : 1]),
        onError: () => toast.error('Error', { description: 'Failed to save the setting.' }),
      },
    );
  const disabled = !settings.data || save.isPending;
  return (
    <Card className="space-y-4 px-5 py-4 sm:px-6">
      <SwitchField
        label="Require approval before sharing"
        hint="New videos wait for a compliance approval before clients can watch them."
        checked={shown('requireApproval')}
        disabled={disabled}
        onCheckedChange={change('requireApproval')}
      />
      <SwitchField
        label="Forbid downloads"
        hint="Clients can only watch shared videos: no share page offers the video or its captions to save, whatever its advisor allowed."
        checked={shown('downloadsForbidden')}
        disabled={disabled}
        onCheckedChange={change('downloadsForbidden')}
      />
    </Card>
  );
}
