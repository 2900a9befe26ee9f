import { Award, Gauge, Lightbulb, Scale } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants/branding.ts';
import { SectionHeading } from './section-heading.tsx';

const BENEFITS = [
  {
    icon: Gauge,
    title: 'Save Hours Every Week',
    detail: 'Answer the same question once, on video, instead of in a dozen calls and emails.',
  },
  {
    icon: Lightbulb,
    title: 'Improve Client Understanding',
    detail:
      'Clients see the numbers you point at and can replay the explanation when they need it.',
  },
  {
    icon: Award,
    title: 'Professional Brand Image',
    detail: 'Every link opens on a page with your logo, colours and contact details.',
  },
  {
    icon: Scale,
    title: 'Built-in Compliance',
    detail:
      'Disclosures, passwords and self-hosted storage that your compliance team can sign off.',
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="why-choose" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="why-choose"
        eyebrow="Benefits"
        title={`Why Financial Advisors Choose ${PRODUCT_NAME}`}
        lede="Personal like a meeting, quick like an email, and on the record."
      />
      <div className="mt-12 grid gap-8 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, detail }) => (
          <div key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon size={22} />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-600">{detail}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
