import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { SwitchField } from '../ui/switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSaveNotifications } from './use-settings.ts';

/**
 * Whether the advisor is emailed when a client watches or responds (the server sends at most
 * one email per video every 15 minutes). Past the spec's three tabs: it sits under Contact
 * Info and saves on each toggle, showing the new state at once and going back if the save fails.
 */
export function NotificationsForm({ initial, email }: { initial: boolean; email: string }) {
  const [enabled, setEnabled] = useState(initial);
  const mutation = useSaveNotifications();
  const saving = mutation.isPending;

  function toggle(next: boolean) {
    const before = enabled;
    setEnabled(next);
    mutation.mutate(
      { notifyOnActivity: next },
      {
        onSuccess: ({ settings }) => {
          setEnabled(settings.notifyOnActivity);
          toast.success('Saved', { description: 'Notification settings updated' });
        },
        onError: () => {
          setEnabled(before);
          toast.error('Error', { description: 'Failed to update notification settings' });
        },
      },
    );
  }

  return (
    <SettingsSection
      title="Notifications"
      description="Know when a client has seen your video, without checking."
    >
      <SwitchField
        checked={enabled}
        onCheckedChange={toggle}
        disabled={saving}
        label="Email me when a client watches or responds"
        hint={
          <>
            Sent to <span className="font-medium break-all text-slate-700">{email}</span>, at most
            one email per video every 15 minutes.
          </>
        }
      />
      <p role="status" className={saving ? 'mt-3 text-sm text-slate-500' : 'sr-only'}>
        {saving ? 'Saving...' : ''}
      </p>
    </SettingsSection>
  );
}
