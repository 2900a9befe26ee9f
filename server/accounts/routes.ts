import Router from '@koa/router';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordByLinkSchema,
  resetPasswordSchema,
  signupSchema,
} from '../../shared/schemas/accounts.ts';
import { planChoiceSchema } from '../../shared/schemas/pricing.ts';
import type { AppDeps } from '../deps.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { validate } from '../http/validate.ts';
import { endSession, advisorIdOf, requireAdvisor, startSession } from '../sessions/middleware.ts';
import {
  billingPlan,
  choosePlan,
  currentAdvisor,
  login,
  requestResetCode,
  resetPassword,
  resetPasswordByLink,
  signup,
} from './service.ts';

/** Sign-up, sign-in, sign-out, the current advisor and password reset. */
export function accountRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/signup', validate(signupSchema), async (ctx) => {
    const advisor = await signup(deps, ctx.input, linkOrigin(deps.config), ctx.ip);
    await startSession(ctx, deps, advisor.id);
    ctx.status = 201;
    ctx.body = { success: true, advisor };
  });

  router.post('/auth/login', validate(loginSchema), async (ctx) => {
    const advisor = await login(deps, ctx.input, ctx.ip);
    await startSession(ctx, deps, advisor.id);
    ctx.body = { advisor };
  });

  router.post('/auth/logout', async (ctx) => {
    await endSession(ctx, deps);
    ctx.body = { success: true };
  });

  router.get('/billing/plan', requireAdvisor, async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await billingPlan(deps, advisorId);
  });

  router.put('/billing/plan', requireAdvisor, validate(planChoiceSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await choosePlan(deps, advisorId, ctx.input.planId);
  });

  router.get('/auth/me', async (ctx) => {
    ctx.body = { advisor: await currentAdvisor(deps, ctx.state.advisorId) };
  });

  router.post('/auth/forgot-password', validate(forgotPasswordSchema), async (ctx) => {
    await requestResetCode(deps, ctx.input.email, ctx.ip);
    ctx.body = { success: true };
  });

  // A reset signs the owner in: a sign-in brake tripped again by a stranger in the meantime
  // must not keep out someone who has just proved they read the account's inbox.
  router.post('/auth/reset-password', validate(resetPasswordSchema), async (ctx) => {
    const advisorId = await resetPassword(deps, ctx.input, ctx.state.sessionId);
    await startSession(ctx, deps, advisorId);
    ctx.body = { success: true };
  });

  router.post('/auth/reset-password/link', validate(resetPasswordByLinkSchema), async (ctx) => {
    const advisorId = await resetPasswordByLink(deps, ctx.input, ctx.state.sessionId);
    await startSession(ctx, deps, advisorId);
    ctx.body = { success: true };
  });

  return router;
}
