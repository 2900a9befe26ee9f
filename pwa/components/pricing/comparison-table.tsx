import { Check, Minus } from 'lucide-react';
import { PLAN_COMPARISON, PLANS } from '../../../shared/constants/plans.ts';

export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-plans" className="mt-20">
      <h2 id="compare-plans" className="text-center text-2xl font-bold text-slate-900">
        Compare plans
      </h2>
      <div className="mt-8 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="w-1/3 px-3 py-3 font-semibold sm:w-2/5 sm:px-6">
                Feature
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className="px-0.5 py-3 text-center text-xs font-semibold sm:text-sm"
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PLAN_COMPARISON.map(({ feature, plans }) => (
              <tr key={feature}>
                <th scope="row" className="px-3 py-3 font-normal text-slate-700 sm:px-6">
                  {feature}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className="px-1 py-3 text-center">
                    {plans.includes(plan.id) ? (
                      <Check size={18} className="inline text-emerald-600" aria-label="Included" />
                    ) : (
                      <Minus
                        size={18}
                        className="inline text-slate-300"
                        aria-label="Not included"
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
