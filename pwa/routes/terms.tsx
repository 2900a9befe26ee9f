import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { FileWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FirmInfo, LegalText } from '../../shared/api/firm.ts';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import { useFirmInfo } from '../api/firm.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { Card } from '../components/ui/card.tsx';

function Points({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Term({ children }: { children: ReactNode }) {
  return <strong className="font-medium text-slate-800">{children}</strong>;
}

/** Who takes privacy requests: the firm's privacy address, else its support, else the Contact page. */
function PrivacyContact() {
  const firm = useFirmInfo();
  const email = firm?.privacyEmail ?? firm?.supportEmail;
  if (!email) {
    return (
      <>
        ask your firm (see{' '}
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">
          Contact
        </Link>
        )
      </>
    );
  }
  return (
    <>
      write to{' '}
      <a
        href={`mailto:${email}`}
        className="break-words font-medium text-brand-700 hover:underline"
      >
        {email}
      </a>
    </>
  );
}

/** The firm's own text: paragraphs split by blank lines, shown as the plain text they are. */
function FirmText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** Which of the firm's texts replaces a bundled section; Data Security describes the software. */
const FIRM_TEXT_OF: Partial<Record<string, (firm: FirmInfo) => LegalText>> = {
  'terms-of-service': (firm) => firm.terms,
  'privacy-policy': (firm) => firm.privacy,
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Shown above a bundled text the firm has not replaced: it is a starting point, not an agreement. */
function TemplateNotice() {
  return (
    <p className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <FileWarning size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Template.</strong> Your firm has not provided its own text
        yet; this is {PRODUCT_NAME}’s bundled starting point and binds no one.
      </span>
    </p>
  );
}

const SECTIONS: readonly { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'terms-of-service',
    title: 'Terms of Service',
    body: (
      <>
        <p>
          These terms govern your firm’s use of {PRODUCT_NAME}, the screen recording and video
          messaging software for financial advisors. By creating an account or using {PRODUCT_NAME},
          you agree to these terms on behalf of yourself and the firm you represent.
        </p>
        <Points
          items={[
            'You must provide accurate account information and keep your password confidential. You are responsible for all activity under your account.',
            'You keep full ownership of the videos, scripts and other content you create.',
            'You are responsible for making sure your communications with clients meet the regulatory, supervisory and record-keeping obligations that apply to you and your firm.',
            'You may not use the service to send unlawful, misleading or unsolicited content, or attempt to disrupt it or gain unauthorized access to it.',
            'Paid plans are billed monthly and may be cancelled at any time; cancellation takes effect at the end of the current billing period.',
            'These terms may be updated as the product evolves. Material changes will be announced in the app before they take effect.',
          ]}
        />
        <p>
          The service is provided “as is” during its beta period. To the extent permitted by law,
          liability is limited to the fees paid in the twelve months before a claim arose.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    body: (
      <>
        <p>
          {PRODUCT_NAME} keeps only the information it needs to work, and that information is never
          sold or shared with advertisers.
        </p>
        <Points
          items={[
            <>
              <Term>Account details</Term>: your name, email address, firm name and branding, used
              to sign you in and present your videos.
            </>,
            <>
              <Term>Your recordings</Term>: the videos, audio and transcripts you create, used only
              to deliver them to the clients you choose.
            </>,
            <>
              <Term>Viewing activity</Term>: when a client opens, accepts the disclosure for,
              watches or responds to a video, so you know when to follow up.
            </>,
          ]}
        />
        <p>
          Your clients’ information is used solely to provide the service to your firm. To export or
          delete your data, or with any privacy question, <PrivacyContact />.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is self-hosted: it runs entirely on your firm’s own server rather than on a
          shared cloud service.
        </p>
        <Points
          items={[
            'Videos, audio and transcripts stay on your firm’s own server and never leave its infrastructure.',
            'Passwords are stored only as salted, one-way hashes, never in readable form.',
            'Share links are random and unguessable, and can additionally be protected with a password.',
            'AI captions, titles and descriptions are generated on your firm’s server; no recording is sent to an outside AI service.',
          ]}
        />
        <p>
          Because the data stays with you, your firm’s existing backup, retention and access-control
          policies apply to it directly.
        </p>
      </>
    ),
  },
];

/** /terms: the Terms of Service, Privacy Policy and Data Security statement. */
export function TermsPage() {
  const firm = useFirmInfo();
  const firmTexts = SECTIONS.map(({ id }) => (firm ? FIRM_TEXT_OF[id]?.(firm) : undefined));
  const updated = firmTexts
    .map((text) => text?.updatedAt)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/signup"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft size={16} /> Back to Sign Up
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Terms of Service
        </h1>
        {updated && <p className="mt-2 text-sm text-slate-600">Last updated: {dateOf(updated)}</p>}
        <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2">
          {SECTIONS.map(({ id, title }) => (
            <Link
              key={id}
              to="/terms"
              hash={id}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-600 hover:border-brand-300 hover:text-brand-700"
            >
              {title}
            </Link>
          ))}
        </nav>
        <Card className="mt-8 divide-y divide-slate-100 px-6 sm:px-10">
          {SECTIONS.map(({ id, title, body }, index) => {
            const own = firmTexts[index];
            return (
              <section key={id} id={id} className="scroll-mt-24 py-8 sm:py-10">
                <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
                  {title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-600">
                  {own?.text ? (
                    <FirmText text={own.text} />
                  ) : (
                    <>
                      {firm && own && <TemplateNotice />}
                      {body}
                    </>
                  )}
                </div>
              </section>
            );
          })}
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
