import Router from '@koa/router';
import { planChoiceSchema } from '../../shared/schemas/pricing.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { recordPricingEvent } from './service.ts';

/** The three pricing-funnel events the pricing page sends: view, select, navigate-signup. */
export function pricingRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/pricing' });
  router.post('/view', async (ctx) => {
    await recordPricingEvent(deps, 'PRICING_VIEWED', null, ctx.ip);
    ctx.status = 204;
  });
  router.post('/select', validate(planChoiceSchema), async (ctx) => {
    await recordPricingEvent(deps, 'PLAN_SELECTED', ctx.input.planId, ctx.ip);
    ctx.status = 204;
  });
  router.post('/navigate-signup', validate(planChoiceSchema), async (ctx) => {
    await recordPricingEvent(deps, 'NAVIGATED_TO_SIGNUP', ctx.input.planId, ctx.ip);
    ctx.status = 204;
  });
  return router;
}
