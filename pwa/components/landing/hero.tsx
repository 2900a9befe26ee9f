import { Link } from '@tanstack/react-router';
import { ArrowRight, Lock, ShieldCheck } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { ShareMockup } from './share-mockup.tsx';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <ShieldCheck size={16} /> Self-hosted: your videos never leave your firm
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Screen recording made secure for financial advisors
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-600">
            Walk clients through their portfolio, plan or paperwork in a short video, your face
            beside your screen. AI writes the captions, title and description; your client opens a
            private, branded link, accepts your disclosure and watches.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClass('primary', 'lg')}>
              Get Started Free <ArrowRight size={18} />
            </Link>
            <Link to="/pricing" className={buttonClass('outline', 'lg')}>
              See Pricing
            </Link>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Lock size={14} /> Password-protected links, disclosure gate and captions on every plan
          </p>
        </div>
        <ShareMockup />
      </div>
    </section>
  );
}
