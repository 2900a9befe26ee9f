import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineBanner } from './components/offline-banner.tsx';
import { UpdatePromptAfterLoad } from './components/update-prompt-after-load.tsx';
import { SyncRunner } from './sync/sync-runner.tsx';
import { router } from './router.tsx';
import { Toaster } from './toast/toaster.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <SyncRunner>
      <RouterProvider router={router} />
    </SyncRunner>
    <Toaster />
    <UpdatePromptAfterLoad />
    <OfflineBanner />
  </StrictMode>,
);
