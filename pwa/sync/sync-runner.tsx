import { useEffect, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { db } from '../drafts/db.ts';
import { requestBackgroundSync } from './background-sync.ts';
import { SyncEngine } from './sync-engine.ts';
import { SyncEngineContext } from './use-sync.ts';

/**
 * Runs the upload queue for whoever is signed in, on every screen: saved recordings keep
 * syncing while the advisor moves around the app, and resume after a reload.
 */
export function SyncRunner({ children }: { children: ReactNode }) {
  const { advisor } = useAuth();
  const advisorId = advisor?.id ?? null;
  const engine = useMemo(() => (advisorId ? new SyncEngine(db, advisorId) : null), [advisorId]);

  useEffect(() => {
    if (!engine) return;
    engine.start();
    // Drafts left queued by an earlier visit finish even if this tab closes before they do.
    void requestBackgroundSync();
    return () => engine.stop();
  }, [engine]);

  return <SyncEngineContext value={engine}>{children}</SyncEngineContext>;
}
