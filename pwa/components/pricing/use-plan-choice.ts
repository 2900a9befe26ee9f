import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { findPlan, type PlanId } from '../../../shared/constants/plans.ts';
import { chooseBillingPlan } from '../../api/auth.ts';
import { recordNavigateSignup, recordPlanSelected, recordPricingView } from '../../api/pricing.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { toast } from '../../toast/toast.ts';

/** Long enough to see the chosen card highlighted before sign-up opens. */
const HIGHLIGHT_MS = 300;

// Funnel events are best effort: a failed one must never stop a visitor choosing a plan.
const ignoreFailure = () => undefined;

/**
 * The pricing funnel: a view event on load, then choose → highlight → /signup?plan=. A
 * signed-in advisor has an account already: the choice becomes their plan, shown on Billing.
 */
export function usePlanChoice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { advisor } = useAuth();
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const viewRecorded = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development; the view is one event.
    if (viewRecorded.current) return;
    viewRecorded.current = true;
    recordPricingView().catch(ignoreFailure);
  }, []);

  useEffect(() => {
    if (!chosen || advisor) return;
    const timer = setTimeout(() => {
      recordNavigateSignup(chosen).catch(ignoreFailure);
      void navigate({ to: '/signup', search: { plan: chosen } });
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [chosen, navigate, advisor]);

  async function makeItTheAccountsPlan(planId: PlanId) {
    try {
      const plan = await chooseBillingPlan(planId);
      queryClient.setQueryData(queryKeys.billingPlan, plan);
      toast.success(`${findPlan(planId).name} plan chosen`, {
        description: 'Nothing is charged during the beta.',
      });
      await navigate({ to: '/billing' });
    } catch {
      setChosen(null);
      toast.error('Plan not changed', { description: 'Please try again.' });
    }
  }

  const choose = (planId: PlanId) => {
    setChosen(planId);
    recordPlanSelected(planId).catch(ignoreFailure);
    if (advisor) void makeItTheAccountsPlan(planId);
  };
  return { chosen, choose };
}
