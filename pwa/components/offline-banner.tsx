import { CloudOff } from 'lucide-react';
import { useOnline } from '../sync/use-online.ts';

/**
 * Said on every screen while the device is offline, so an advisor knows why lists are short and
 * that recording still works: recordings stay on this device and upload once it is back online.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 print:hidden"
    >
      <CloudOff size={16} className="shrink-0" aria-hidden="true" />
      <span>
        You’re offline. You can still record; recordings stay on this device and upload when you’re
        back online.
      </span>
    </div>
  );
}
