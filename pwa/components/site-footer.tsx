import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';

const PLACEHOLDER_LINKS = ['About', 'Terms of Service', 'Privacy Policy', 'Contact'];

interface FooterLink {
  to: '/terms' | '/contact';
  label: string;
}

/**
 * The public pages' footer. Without `links` it is the landing page's (SPEC.md s.2): placeholder
 * links with no target and a 2024 copyright; /pricing passes its real Terms and Contact links.
 */
export function SiteFooter({ links }: { links?: readonly FooterLink[] }) {
  const linkClass = 'hover:text-slate-700';
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6">
        <p>© 2024 {PRODUCT_NAME}. All rights reserved.</p>
        <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2" aria-label="Footer">
          {links
            ? links.map(({ to, label }) => (
                <Link key={to} to={to} className={linkClass}>
                  {label}
                </Link>
              ))
            : PLACEHOLDER_LINKS.map((label) => (
                <a key={label} className={`cursor-default ${linkClass}`}>
                  {label}
                </a>
              ))}
        </nav>
      </div>
    </footer>
  );
}
