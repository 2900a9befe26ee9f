/**
 * Plans as sold on /pricing: Starter, Professional, Premium. Prices are whole US dollars per month. During
 * the beta nothing is charged and every account has every feature: the plans say what each
 * will include once billing starts, and the pages say so (docs/product-decisions.md).
 */
export const PLAN_IDS = ['starter', 'professional', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN_ID: PlanId = 'starter';

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  description: string;
  features: readonly string[];
  notIncluded: readonly string[];
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 20,
    description: 'Everything an advisor needs to send secure video messages.',
    features: [
      'Screen recording with secure sharing',
      'Password-protected links',
      'Basic captions',
      'Basic analytics',
    ],
    notIncluded: ['Advisor branding', 'CRM integration', 'Scripted content templates'],
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 45,
    description: 'Your brand on every video your clients open.',
    features: [
      'Everything in Starter',
      'Advisor branding (logo, colours)',
      'Custom viewer page styling',
    ],
    notIncluded: ['CRM integration', 'Scripted content templates'],
    mostPopular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 60,
    description: 'Connected to your CRM, with scripts for every conversation.',
    features: ['Everything in Professional', 'CRM integration', 'Scripted content templates'],
    notIncluded: [],
    mostPopular: false,
  },
];

/** Rows of the comparison table on /pricing: which plans include each feature. */
export const PLAN_COMPARISON: readonly { feature: string; plans: readonly PlanId[] }[] = [
  { feature: 'Screen and voice recording', plans: ['starter', 'professional', 'premium'] },
  { feature: 'Secure share links', plans: ['starter', 'professional', 'premium'] },
  { feature: 'Password-protected links', plans: ['starter', 'professional', 'premium'] },
  {
    feature: 'AI captions, title and description, made on your server',
    plans: ['starter', 'professional', 'premium'],
  },
  { feature: 'Terms & disclosure gate', plans: ['starter', 'professional', 'premium'] },
  { feature: 'Basic analytics', plans: ['starter', 'professional', 'premium'] },
  { feature: 'Advisor branding (logo, colours)', plans: ['professional', 'premium'] },
  { feature: 'Custom viewer page styling', plans: ['professional', 'premium'] },
  { feature: 'CRM integration', plans: ['premium'] },
  { feature: 'Scripted content templates', plans: ['premium'] },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}
