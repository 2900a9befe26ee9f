import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';

/** The product mark and name, linking home (or to the dashboard inside the app). */
export function Logo({ to = '/' }: { to?: '/' | '/dashboard' }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-semibold text-slate-900">
      <img src="/icons/icon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
