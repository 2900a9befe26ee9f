import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, Headphones, Mail, Phone } from 'lucide-react';
import {
  PRODUCT_NAME,
  SALES_EMAIL,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '../../shared/constants/branding.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

// Dialers expect the bare number; the formatted one is only for reading.
const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
const DEMO_HREF = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Schedule a Demo')}`;

/** /contact: how to reach support and sales. */
export function ContactPage() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/pricing"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft size={16} /> Back to Pricing
        </Link>
        <div className="mx-auto mt-6 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Contact Us
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            Questions about {PRODUCT_NAME}, your account or a plan? Our team is happy to help.
          </p>
        </div>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col p-6 sm:p-8">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Headphones size={24} aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-slate-900">Support</h2>
            <p className="mt-2 text-slate-600">
              Help with recording, sharing, your account or your firm’s installation.
            </p>
            <ul className="mt-6 space-y-3">
              <li>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/50"
                >
                  <Mail size={20} className="shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
                      Email
                    </span>
                    <span className="block break-words font-medium text-slate-900">
                      {SUPPORT_EMAIL}
                    </span>
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={SUPPORT_PHONE_HREF}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/50"
                >
                  <Phone size={20} className="shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
                      Phone
                    </span>
                    <span className="block font-medium text-slate-900">{SUPPORT_PHONE}</span>
                  </span>
                </a>
              </li>
            </ul>
          </Card>

          <section className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm sm:p-8">
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
              <CalendarDays size={24} aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-xl font-semibold">Sales</h2>
            <p className="mt-2 text-brand-100">
              See how {PRODUCT_NAME} fits your practice. Book a walkthrough with our team and get
              your questions about plans, self-hosting and compliance answered.
            </p>
            <p className="mt-4 text-sm text-brand-100">
              Or write to{' '}
              <a
                href={`mailto:${SALES_EMAIL}`}
                className="break-words font-medium text-white underline-offset-2 hover:underline"
              >
                {SALES_EMAIL}
              </a>
            </p>
            <div className="mt-auto pt-8">
              <a
                href={DEMO_HREF}
                className={`${buttonClass('ghost', 'lg')} w-full bg-white shadow-sm sm:w-auto`}
              >
                <CalendarDays size={18} aria-hidden="true" /> Schedule a Demo
              </a>
            </div>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
