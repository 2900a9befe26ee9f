import type { ReactNode } from 'react';
import { AppHeader } from './app-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';

/** Layout of a signed-in screen: app header, 'Back to Dashboard', the title, the content. */
export function AppPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <BackToDashboard />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
