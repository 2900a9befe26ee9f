import { Link } from '@tanstack/react-router';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  PRODUCT_NAME,
} from '../../shared/constants/branding.ts';

/**
 * The product mark, drawn inline (the same drawing as icons/icon.svg): an <img> of the file is
 * a request, which offline before the service worker took over is a broken image that the
 * browser does not fetch again when the connection returns.
 */
function ProductMark() {
  return (
    <svg viewBox="0 0 512 512" width={32} height={32} className="h-8 w-8" aria-hidden="true">
      <rect width="512" height="512" rx="112" fill={DEFAULT_PRIMARY_COLOR} />
      <rect x="96" y="150" width="240" height="212" rx="36" fill="#fff" />
      <path d="M352 220l76-44v160l-76-44z" fill="#fff" />
      <circle cx="216" cy="256" r="44" fill={DEFAULT_SECONDARY_COLOR} />
    </svg>
  );
}

/** The product mark and name, linking home (or to the dashboard inside the app). */
export function Logo({ to = '/' }: { to?: '/' | '/dashboard' }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-semibold text-slate-900">
      <ProductMark />
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
