import { toast } from '../../toast/toast.ts';
import { Card } from '../ui/card.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { useFirmSettings, useSaveFirmSettings } from './use-compliance.ts';

/** The firm-wide 'Require approval before sharing' switch. */
export function FirmSettingsCard() {
  const settings = useFirmSettings(true);
  const save = useSaveFirmSettings();
  const checked = save.isPending
    ? Boolean(save.variables)
    : Boolean(settings.data?.requireApproval);
  return (
    <Card className="px-5 py-4 sm:px-6">
      <SwitchField
        label="Require approval before sharing"
        hint="New videos wait for a compliance approval before clients can watch them."
        checked={checked}
        disabled={!settings.data || save.isPending}
        onCheckedChange={(on) =>
          save.mutate(on, {
            onSuccess: () =>
              toast.success(on ? 'Approval required' : 'Approval no longer required'),
            onError: () => toast.error('Error', { description: 'Failed to save the setting.' }),
          })
        }
      />
    </Card>
  );
}
