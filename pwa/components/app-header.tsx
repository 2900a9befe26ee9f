import { Link } from '@tanstack/react-router';
import { AdvisorMenu } from './advisor-menu.tsx';
import { useIsComplianceUser } from './compliance/use-compliance.ts';
import { Logo } from './logo.tsx';
import { MobileNav, type NavItem } from './mobile-nav.tsx';
import { RememberForOffline } from './remember-for-offline.tsx';

const NAV: readonly NavItem[] = [
  { to: '/video-library', label: 'Video Library' },
  { to: '/scripted-content', label: 'Scripted Content' },
  { to: '/coming-soon', label: 'Coming Soon' },
];
const COMPLIANCE: NavItem = { to: '/compliance', label: 'Compliance' };

/** The signed-in advisor's header: logo to the dashboard, navigation, the advisor menu. */
export function AppHeader() {
  const isCompliance = useIsComplianceUser();
  const items = isCompliance ? [...NAV, COMPLIANCE] : NAV;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo to="/dashboard" />
          <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
            {items.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 hover:text-slate-900"
                activeProps={{ className: 'text-brand-700' }}
              >
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-1">
          <MobileNav items={items} />
          <AdvisorMenu />
        </div>
      </div>
      <RememberForOffline />
    </header>
  );
}
