import { Check, MonitorUp, ShieldCheck, Users } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  {
    icon: MonitorUp,
    title: 'Screen & Camera Recording',
    points: [
      'Your face and your screen together, in one take',
      'Choose the layout after recording, and change it later',
      'Trim before you send',
      'AI captions, title and description',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Compliance Ready',
    points: [
      'Your disclosure accepted before playback',
      'Password-protected links',
      'Runs on your firm’s own server',
    ],
  },
  {
    icon: Users,
    title: 'CRM Integration',
    points: [
      'Connect your CRM on the Premium plan',
      'Views and client replies in one place',
      'Follow-ups through your scheduling link',
    ],
  },
];

export function Features() {
  return (
    <section aria-labelledby="built-for-advisors" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="built-for-advisors"
          eyebrow="Features"
          title="Built for Advisors by Advisors"
          lede="The video tools you already know, shaped around client trust and compliance review."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, points }) => (
            <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon size={22} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <ul className="mt-3 space-y-2">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm text-slate-600">
                    <Check size={16} className="mt-0.5 shrink-0 text-emerald-600" /> {point}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
