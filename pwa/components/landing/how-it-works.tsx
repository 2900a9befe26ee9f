import { Clock, Link2, MonitorPlay, Video } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  {
    icon: Video,
    title: 'Record your face and your screen',
    detail:
      'Share a tab, window or your whole screen with your camera beside it and talk it through, right from your browser. Pick the layout afterwards.',
  },
  {
    icon: Link2,
    title: 'Send a secure link',
    detail: 'Every video gets a private, unguessable link, with an optional password.',
  },
  {
    icon: MonitorPlay,
    title: 'Your client watches on a branded page',
    detail: 'Your logo and colours, your disclosure to accept, captions and a way to reply.',
  },
  {
    icon: Clock,
    title: 'Save time and money',
    detail: 'A five-minute video replaces a meeting, a long email and the follow-up call.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="how-it-works"
        eyebrow="Four steps"
        title="How It Works"
        lede="From your screen to your client's in a few minutes, without installing anything."
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, detail }, index) => (
          <li key={title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
            <span className="absolute right-5 top-5 text-sm font-semibold text-slate-300">
              {index + 1}
            </span>
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon size={22} />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
