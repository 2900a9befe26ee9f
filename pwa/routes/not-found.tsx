import { Link } from '@tanstack/react-router';
import { Compass, House } from 'lucide-react';
import { Logo } from '../components/logo.tsx';
import { buttonClass } from '../components/ui/button.tsx';

/**
 * Any unknown address. Visitors and advisors both land here, so it shows neither side's header,
 * only the logo.
 */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <div className="max-w-md text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
            <Compass size={32} aria-hidden="true" />
          </span>
          <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            404 Page Not Found
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            The page you are looking for does not exist or may have moved. Check the address, or
            head back to the home page.
          </p>
          <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
            <House size={18} aria-hidden="true" /> Go to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
