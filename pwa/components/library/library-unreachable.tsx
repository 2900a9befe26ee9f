import { AlertCircle, CloudOff } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/**
 * The server's list could not be had. Offline that is expected and said calmly (this device's
 * recordings still show below it); online it is a failure, with a way to try again.
 */
export function LibraryUnreachable({
  offline,
  deviceDrafts,
  onRetry,
}: {
  offline: boolean;
  deviceDrafts: number;
  onRetry: () => void;
}) {
  const Icon = offline ? CloudOff : AlertCircle;
  const onDevice =
    deviceDrafts === 0
      ? ''
      : deviceDrafts === 1
        ? ' Below is the recording on this device.'
        : ` Below are the ${deviceDrafts} recordings on this device.`;
  return (
    <Card
      className="flex flex-col items-center px-6 py-10 text-center"
      role={offline ? 'status' : 'alert'}
    >
      <Icon className={offline ? 'text-slate-500' : 'text-rose-600'} aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">
        {offline ? 'You’re offline' : 'Could not load your videos'}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {offline
          ? `Your uploaded videos show when you’re back online.${onDevice}`
          : `Check your connection and try again.${onDevice}`}
      </p>
      {offline ? null : (
        <Button variant="outline" className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}
