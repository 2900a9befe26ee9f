import { Link } from '@tanstack/react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { PLANS } from '../../shared/constants/plans.ts';
import { ComparisonTable } from '../components/pricing/comparison-table.tsx';
import { PlanCard } from '../components/pricing/plan-card.tsx';
import { usePlanChoice } from '../components/pricing/use-plan-choice.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

/** /pricing: three plans, a comparison, and the way into sign-up with the chosen plan. */
export function PricingPage() {
  const { chosen, choose } = usePlanChoice();
  return (
    <div className="min-h-screen bg-slate-50">
      <SiteHeader />
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft size={16} /> Back to Home
        </Link>
        <div className="mx-auto mt-6 max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Choose Your Plan</h1>
          <p className="mt-4 text-lg text-slate-600">
            Free while we are in beta, and every account has every feature until billing starts.
            Then plans are billed monthly, and you can cancel anytime.
          </p>
        </div>
        <div className="mt-12 grid gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              selected={chosen === plan.id}
              disabled={chosen !== null}
              onChoose={() => choose(plan.id)}
            />
          ))}
        </div>
        <p className="mx-auto mt-10 flex max-w-3xl items-start justify-center gap-2 text-center text-sm text-slate-600">
          <ShieldCheck size={18} className="shrink-0 text-brand-600" aria-hidden="true" />
          All plans include password-protected links, captions, a Terms gate and basic analytics.
        </p>
        <ComparisonTable />
      </main>
      <SiteFooter />
    </div>
  );
}
