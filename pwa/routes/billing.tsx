import { CalendarDays, CreditCard, Receipt } from 'lucide-react';
import { useState } from 'react';
import { AppPage } from '../components/app-page.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { nextBillingDate } from './next-billing-date.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

function CardTitle({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-slate-900">{children}</h2>;
}

/** /billing: the advisor's plan, payment method and invoices; static until payments exist. */
export function BillingPage() {
  // Read the clock once, so a re-render cannot move the date on.
  const [renewsOn] = useState(() =>
    nextBillingDate(new Date()).toLocaleDateString('en-US', DATE_FORMAT),
  );
  return (
    <AppPage title="Billing & Subscription">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle>Current Plan</CardTitle>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
              Active
            </span>
          </div>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
            <div>
              <p className="text-sm text-slate-500">Plan</p>
              <p className="text-3xl font-bold tracking-tight text-slate-900">MVP</p>
            </div>
            <p className="text-slate-900">
              <span className="text-3xl font-bold tracking-tight">$20</span>
              <span className="text-slate-500">/month</span>
            </p>
          </div>
          <div className="mt-6 flex items-center gap-3 rounded-xl bg-slate-50 p-4">
            <CalendarDays size={20} className="shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="text-sm text-slate-500">Next billing date</p>
              <p className="font-medium text-slate-900">{renewsOn}</p>
            </div>
          </div>
        </Card>

        <Card className="flex flex-col p-6 sm:p-8">
          <CardTitle>Payment Method</CardTitle>
          <div className="mt-6 flex items-center gap-4 rounded-xl border border-slate-200 p-4">
            <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-slate-900 text-white">
              <CreditCard size={22} aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">Card ending in 4242</p>
              <p className="text-sm text-slate-500">Expires 12/28</p>
            </div>
          </div>
          <div className="mt-auto pt-6">
            <Button variant="outline" className="w-full">
              Update Payment Method
            </Button>
          </div>
        </Card>

        <Card className="p-6 sm:p-8 lg:col-span-3">
          <CardTitle>Billing History</CardTitle>
          <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-200 px-4 py-10 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Receipt size={22} aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm text-slate-600">
              Your billing history will appear here after your first payment.
            </p>
          </div>
        </Card>
      </div>
    </AppPage>
  );
}
