import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { PlanId } from '../../../shared/constants/plans.ts';
import { recordNavigateSignup, recordPlanSelected, recordPricingView } from '../../api/pricing.ts';

/** Long enough to see the chosen card highlighted before sign-up opens. */
const HIGHLIGHT_MS = 300;

// Funnel events are best effort: a failed one must never stop a visitor choosing a plan.
const ignoreFailure = () => undefined;

/** The pricing funnel: a view event on load, then choose → highlight → /signup?plan=. */
export function usePlanChoice() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const viewRecorded = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development; the view is one event.
    if (viewRecorded.current) return;
    viewRecorded.current = true;
    recordPricingView().catch(ignoreFailure);
  }, []);

  useEffect(() => {
    if (!chosen) return;
    const timer = setTimeout(() => {
      recordNavigateSignup(chosen).catch(ignoreFailure);
      void navigate({ to: '/signup', search: { plan: chosen } });
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [chosen, navigate]);

  const choose = (planId: PlanId) => {
    setChosen(planId);
    recordPlanSelected(planId).catch(ignoreFailure);
  };
  return { chosen, choose };
}
