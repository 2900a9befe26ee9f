import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';

export function ClosingCta() {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-700 px-6 py-14 text-center text-white shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Send your first video today</h2>
        <p className="mx-auto mt-4 max-w-xl text-brand-100">
          Join the beta free. Record, send and see your client watch in under ten minutes.
        </p>
        <Link
          to="/signup"
          className={`${buttonClass('outline', 'lg')} mt-8 border-transparent text-brand-800`}
        >
          Get Started Now <ArrowRight size={18} />
        </Link>
      </div>
    </section>
  );
}
