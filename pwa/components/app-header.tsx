import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { AdvisorMenu } from './advisor-menu.tsx';
import { useIsComplianceUser } from './compliance/use-compliance.ts';
import { Logo } from './logo.tsx';

const NAV = [
  { to: '/video-library', label: 'Video Library' },
  { to: '/scripted-content', label: 'Scripted Content' },
  { to: '/coming-soon', label: 'Coming Soon' },
] as const;

/** The signed-in advisor's header: logo to the dashboard, navigation, the advisor menu. */
export function AppHeader() {
  const isCompliance = useIsComplianceUser();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo to="/dashboard" />
          <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
            {NAV.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 hover:text-slate-900"
                activeProps={{ className: 'text-brand-700' }}
              >
                {item.label}
              </Link>
            ))}
            {isCompliance ? (
              <Link
                to="/compliance"
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 hover:text-slate-900"
                activeProps={{ className: 'text-brand-700' }}
              >
                Compliance
              </Link>
            ) : null}
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {isCompliance ? (
            // Phones have no nav bar: the compliance screen keeps a way in.
            <Link
              to="/compliance"
              aria-label="Compliance"
              className="flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 md:hidden"
            >
              <ShieldCheck size={18} aria-hidden="true" />
            </Link>
          ) : null}
          <AdvisorMenu />
        </div>
      </div>
    </header>
  );
}
