import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { buttonClass } from './ui/button.tsx';
import { Logo } from './logo.tsx';

/** The recorder's own prompt for a signed-out visitor on /record and /record/preview. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-6xl px-4 py-5 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="max-w-sm text-center">
          <h1 className="text-xl font-semibold text-slate-900">{message}</h1>
          <p className="mt-2 text-sm text-slate-600">
            Your recordings are private to your account.
          </p>
          <Link to="/login" className={`${buttonClass('primary', 'lg')} mt-6`}>
            <LogIn size={18} /> Log In
          </Link>
        </div>
      </main>
    </div>
  );
}
