import { Link } from '@tanstack/react-router';
import { buttonClass } from './ui/button.tsx';
import { Logo } from './logo.tsx';

/** The public pages' header: logo home, Pricing, Coming Soon, 'Log In', 'Sign Up'. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav className="flex items-center gap-1 sm:gap-2" aria-label="Main">
          <Link
            to="/pricing"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 sm:block"
          >
            Pricing
          </Link>
          <Link
            to="/coming-soon"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 md:block"
          >
            Coming Soon
          </Link>
          <Link to="/login" className={buttonClass('ghost', 'sm')}>
            Log In
          </Link>
          <Link to="/signup" className={buttonClass('primary', 'sm')}>
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
