import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';

/**
 * The public pages' footer. Every link goes somewhere real: the spec's placeholder links had no
 * target, and its 'About' has no page (the landing page itself says what the product is), so
 * it is left out rather than shown dead.
 */
const LINKS = [
  { to: '/terms', hash: 'terms-of-service', label: 'Terms of Service' },
  { to: '/terms', hash: 'privacy-policy', label: 'Privacy Policy' },
  { to: '/contact', hash: undefined, label: 'Contact' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p>
          © {__BUILD_YEAR__} {PRODUCT_NAME}. All rights reserved.
        </p>
        <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2" aria-label="Footer">
          {LINKS.map(({ to, hash, label }) => (
            <Link
              key={label}
              to={to}
              {...(hash ? { hash } : {})}
              className="py-2 hover:text-slate-900 hover:underline"
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
