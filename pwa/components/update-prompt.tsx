import { useEffect } from 'react';
import { toast } from '../toast/toast.ts';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker. On first install it says when every screen has been cached, so
 * the advisor knows from when the app works with no network; when a new version is waiting, it
 * offers to reload into it (registerType 'prompt': an advisor mid-recording must never be
 * reloaded without asking).
 */
export function UpdatePrompt() {
  const {
    offlineReady: [offlineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!offlineReady) return;
    toast.success('Ready to work offline', {
      description: 'Briefcast now opens and records on this device without a network.',
    });
  }, [offlineReady]);

  useEffect(() => {
    if (!needRefresh) return;
    toast('A new version of Briefcast is available', {
      duration: Infinity,
      action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
