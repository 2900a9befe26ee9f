import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Receipt, Server } from 'lucide-react';
import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import { fetchBillingPlan } from '../api/auth.ts';
import { AppPage } from '../components/app-page.tsx';
import { Card } from '../components/ui/card.tsx';
import { queryKeys } from '../api/query-keys.ts';

function CardTitle({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-slate-900">{children}</h2>;
}

/**
 * /billing: the truth for a self-hosted install, not the spec's static 'MVP' plan and sample
 * card: the plan chosen at sign-up, that nothing is charged during the beta, and that this
 * server holds no card and takes no payments.
 */
export function BillingPage() {
  const plan = useQuery({ queryKey: queryKeys.billingPlan, queryFn: fetchBillingPlan });
  return (
    <AppPage title="Billing & Subscription">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle>Current Plan</CardTitle>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
              Free during the beta
            </span>
          </div>
          {plan.data ? (
            <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
              <div>
                <p className="text-sm text-slate-600">Plan</p>
                <p className="text-3xl font-bold tracking-tight text-slate-900">
                  {plan.data.planName}
                </p>
              </div>
              <p className="text-slate-900">
                <span className="text-3xl font-bold tracking-tight">${plan.data.monthlyPrice}</span>
                <span className="text-slate-600">/month after the beta</span>
              </p>
            </div>
          ) : (
            <p className="mt-6 text-sm text-slate-600" role="status">
              {plan.isError ? 'Your plan could not be loaded.' : 'Loading your plan...'}
            </p>
          )}
          <p className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            Nothing is charged while {PRODUCT_NAME} is in beta, so there is no billing date. Every
            plan includes every feature until then.{' '}
            <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
              Change plan
            </Link>
          </p>
        </Card>

        <Card className="flex flex-col p-6 sm:p-8">
          <CardTitle>Payment Method</CardTitle>
          <div className="mt-6 flex items-start gap-4 rounded-xl border border-slate-200 p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-700">
              <Server size={20} aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-700">
              No card on file. {PRODUCT_NAME} runs on your firm’s own server, which takes no
              payments and stores no card details.
            </p>
          </div>
        </Card>

        <Card className="p-6 sm:p-8 lg:col-span-3">
          <CardTitle>Billing History</CardTitle>
          <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-200 px-4 py-10 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
              <Receipt size={22} aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm text-slate-700">
              No invoices: nothing has been charged during the beta.
            </p>
          </div>
        </Card>
      </div>
    </AppPage>
  );
}
