import { Link } from '@tanstack/react-router';
import { ArrowLeft, Headphones, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import { useFirmInfo } from '../api/firm.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { Card } from '../components/ui/card.tsx';

/** A dialler wants the bare number; the formatted one is for reading. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactLink({
  href,
  icon,
  label,
  value,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
}) {
  return (
    <li>
      <a
        href={href}
        className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50/50"
      >
        {icon}
        <span className="min-w-0">
          <span className="block text-xs font-medium uppercase tracking-wide text-slate-600">
            {label}
          </span>
          <span className="block break-words font-medium text-slate-900">{value}</span>
        </span>
      </a>
    </li>
  );
}

function ContactCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col p-6 sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="mt-5 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      {children}
    </Card>
  );
}

/** Said where the operator set no contact: a made-up address would reach nobody. */
function NotSet({ what }: { what: string }) {
  return (
    <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-700">
      Your firm has not published {what} yet. Ask the person who runs {PRODUCT_NAME} at your firm.
    </p>
  );
}

/** /contact: the firm's own support and privacy contacts, only those its operator set. */
export function ContactPage() {
  const firm = useFirmInfo();
  const supportEmail = firm?.supportEmail;
  const supportPhone = firm?.supportPhone;
  const privacyEmail = firm?.privacyEmail;
  const icon = 'shrink-0 text-brand-600';
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
            Questions about {PRODUCT_NAME}, your account or a video you were sent? Here is who to
            ask.
          </p>
        </div>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <ContactCard
            icon={<Headphones size={24} aria-hidden="true" />}
            title="Support"
            text="Help with recording, sharing, your account or your firm’s installation."
          >
            {firm && (supportEmail || supportPhone) ? (
              <ul className="mt-6 space-y-3">
                {supportEmail && (
                  <ContactLink
                    href={`mailto:${supportEmail}`}
                    icon={<Mail size={20} className={icon} aria-hidden="true" />}
                    label="Email"
                    value={supportEmail}
                  />
                )}
                {supportPhone && (
                  <ContactLink
                    href={telHref(supportPhone)}
                    icon={<Phone size={20} className={icon} aria-hidden="true" />}
                    label="Phone"
                    value={supportPhone}
                  />
                )}
              </ul>
            ) : firm ? (
              <NotSet what="a support contact" />
            ) : null}
          </ContactCard>

          <ContactCard
            icon={<ShieldCheck size={24} aria-hidden="true" />}
            title="Privacy requests"
            text="To see, export or delete what is kept about you, or with any privacy question."
          >
            {firm && privacyEmail ? (
              <ul className="mt-6 space-y-3">
                <ContactLink
                  href={`mailto:${privacyEmail}`}
                  icon={<Mail size={20} className={icon} aria-hidden="true" />}
                  label="Email"
                  value={privacyEmail}
                />
              </ul>
            ) : firm ? (
              <NotSet what="a privacy contact" />
            ) : null}
          </ContactCard>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
