import { lazy, Suspense, useEffect, useState } from 'react';

const UpdatePrompt = lazy(() =>
  import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })),
);

function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * The service worker's registration and prompts, downloaded and started once the page has
 * loaded: registering fills the precache with every screen, which must not compete with the
 * first screen for the network, and the first screen does not download workbox-window.
 */
export function UpdatePromptAfterLoad() {
  if (!usePageLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
