import { Check, X } from 'lucide-react';
import type { Plan } from '../../../shared/constants/plans.ts';
import { Button } from '../ui/button.tsx';

/** One plan on /pricing; `selected` rings it while the page moves on to sign-up. */
export function PlanCard({
  plan,
  selected,
  disabled,
  onChoose,
}: {
  plan: Plan;
  selected: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const ring = selected
    ? 'ring-4 ring-brand-600 scale-[1.02]'
    : plan.mostPopular
      ? 'ring-2 ring-brand-600'
      : 'ring-1 ring-slate-200';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm transition ${ring}`}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">${plan.price}</span>
        <span className="text-sm text-slate-500">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check size={16} className="mt-0.5 shrink-0 text-emerald-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
        {plan.notIncluded.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-500">
            <X size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">Not included: </span>
              {feature}
            </span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.mostPopular || selected ? 'primary' : 'outline'}
        aria-pressed={selected}
        disabled={disabled}
        onClick={onChoose}
      >
        {selected ? `${plan.name} selected` : `Choose ${plan.name}`}
      </Button>
    </article>
  );
}
