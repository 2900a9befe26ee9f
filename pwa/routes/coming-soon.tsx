import { Link } from '@tanstack/react-router';
import {
  ArrowLeft,
  ArrowRight,
  Bot,
  Handshake,
  Newspaper,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useAuth } from '../auth/use-auth.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { Logo } from '../components/logo.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

type Stage = 'Available now' | 'In development' | 'Planned';

const FEATURES: readonly { title: string; description: string; icon: LucideIcon; stage: Stage }[] =
  [
    {
      title: 'AI Video Summaries',
      description:
        'A short, client-ready summary of every video with its key points and next steps, generated on your firm’s own server.',
      icon: Sparkles,
      stage: 'In development',
    },
    {
      title: 'CRM Integration',
      description:
        'Every view and reply logged on the client’s record in Redtail, Wealthbox or Salesforce. Connect yours under Settings, Integrations.',
      icon: Handshake,
      stage: 'Available now',
    },
    {
      title: 'Market Script Library',
      description:
        'Timely scripts on market moves, rate decisions and economic news, ready to personalize and record in minutes.',
      icon: Newspaper,
      stage: 'Planned',
    },
    {
      title: 'AI Avatar Assistant',
      description:
        'A lifelike avatar of you that presents routine updates on your behalf, always reviewed and approved by you before it is sent.',
      icon: Bot,
      stage: 'Planned',
    },
  ];

// Four cards: two over two on a tablet and a desktop alike.
const CARD_SPANS = ['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3'];

const STAGE_CLASSES: Record<Stage, string> = {
  'Available now': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'In development': 'bg-amber-50 text-amber-800 ring-amber-200',
  Planned: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/**
 * The header of a page both visitors and advisors reach, so it cannot be either side's header.
 * The auth links wait for the session check, lest 'Log In' flash up for a signed-in advisor.
 */
function ComingSoonHeader() {
  const { advisor, isLoading } = useAuth();
  const home = advisor ? '/dashboard' : '/';
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3 sm:gap-4">
          <Link
            to={home}
            className="inline-flex shrink-0 items-center gap-1 rounded-md py-2 text-sm font-medium text-slate-600 hover:text-slate-900"
          >
            <ArrowLeft size={16} aria-hidden="true" /> Back
          </Link>
          <span className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
          <Logo to={home} />
        </div>
        {!isLoading && (
          <nav className="flex shrink-0 items-center gap-1 sm:gap-2" aria-label="Main">
            <AccountLinks signedIn={advisor !== null} />
          </nav>
        )}
      </div>
    </header>
  );
}

/** Sign-up is for visitors; an advisor already signed in is offered the dashboard alone. */
function ClosingActions() {
  const { advisor, isLoading } = useAuth();
  if (isLoading) return null;
  return (
    <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
      {advisor ? null : (
        <Link to="/signup" className={buttonClass('primary', 'lg')}>
          Get Started Today <ArrowRight size={18} aria-hidden="true" />
        </Link>
      )}
      <Link to="/dashboard" className={buttonClass(advisor ? 'primary' : 'outline', 'lg')}>
        View Dashboard
      </Link>
    </div>
  );
}

/** /coming-soon: the features on the roadmap, and one that has arrived. */
export function ComingSoonPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <ComingSoonHeader />
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-2xl text-center">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
            <Sparkles size={14} aria-hidden="true" /> On the roadmap
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Coming Soon
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            We are building new ways to record, personalize and follow up on your client videos.
            Here is what is on the way, and what has just arrived.
          </p>
        </div>

        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURES.map(({ title, description, icon: Icon, stage }, index) => (
            <li key={title} className={CARD_SPANS[index]}>
              <Card className="flex h-full flex-col p-6">
                <div className="flex items-start justify-between gap-3">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon size={24} aria-hidden="true" />
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${STAGE_CLASSES[stage]}`}
                  >
                    {stage}
                  </span>
                </div>
                <h2 className="mt-5 text-lg font-semibold text-slate-900">{title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>

        <ClosingActions />
      </main>
    </div>
  );
}
