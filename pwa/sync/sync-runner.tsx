import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { requestBackgroundSync } from './background-sync.ts';
import type { SyncEngine } from './sync-engine.ts';
import { SyncEngineContext } from './use-sync.ts';

/**
 * The engine and the drafts database (with their upload client and hashing) are loaded only
 * once someone is signed in: a visitor on the landing or sign-in screen never needs them.
 */
async function startEngine(advisorId: string): Promise<SyncEngine> {
  const [{ SyncEngine }, { db }, { linkCrmContact }] = await Promise.all([
    import('./sync-engine.ts'),
    import('../drafts/db.ts'),
    import('./link-crm-contact.ts'),
  ]);
  const engine = new SyncEngine(db, advisorId, { afterUpload: linkCrmContact });
  engine.start();
  return engine;
}

/**
 * Runs the upload queue for whoever is signed in, on every screen: saved recordings keep
 * syncing while the advisor moves around the app, and resume after a reload.
 */
export function SyncRunner({ children }: { children: ReactNode }) {
  const { advisor } = useAuth();
  const advisorId = advisor?.id ?? null;
  const [engine, setEngine] = useState<SyncEngine | null>(null);

  useEffect(() => {
    if (!advisorId) return;
    let stopped = false;
    const starting = startEngine(advisorId).then(
      (started) => {
        if (!stopped) setEngine(started);
        return started;
      },
      (error: unknown) => {
        // Only a failed chunk download gets here; the next visit tries again.
        console.error('the upload queue could not start', error);
        return null;
      },
    );
    // Drafts left queued by an earlier visit finish even if this tab closes before they do.
    void requestBackgroundSync();
    return () => {
      stopped = true;
      setEngine(null);
      void starting.then((started) => started?.stop());
    };
  }, [advisorId]);

  return <SyncEngineContext value={engine}>{children}</SyncEngineContext>;
}
