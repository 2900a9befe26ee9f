import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth.ts';
import { AccountLinks } from './account-links.tsx';
import { Logo } from './logo.tsx';
import { MobileNav, type NavItem } from './mobile-nav.tsx';

const LINKS: readonly NavItem[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/coming-soon', label: 'Coming Soon' },
];

/**
 * The public pages' header: logo home, Pricing, Coming Soon, then 'Log In' and 'Sign Up', or
 * 'Dashboard' for an advisor already signed in. The account links wait for the session
 * check, lest 'Log In' flash up for a signed-in advisor.
 */
export function SiteHeader() {
  const { advisor, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo />
        <nav className="flex items-center gap-1 sm:gap-2" aria-label="Account">
          {LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 md:block"
            >
              {link.label}
            </Link>
          ))}
          {isLoading ? null : <AccountLinks signedIn={advisor !== null} />}
          <MobileNav items={LINKS} />
        </nav>
      </div>
    </header>
  );
}
