import Router from '@koa/router';
import { emailChangeCodeSchema, emailChangeSchema } from '../../shared/schemas/accounts.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  requestEmailChange,
} from '../accounts/email-change.ts';
import {
  brandingSchema,
  complianceSchema,
  contactSchema,
  notificationsSchema,
} from '../../shared/schemas/settings.ts';
import { BRANDING_BODY_MAX_BYTES } from '../../shared/constants/limits.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { updateBranding } from './branding-service.ts';
import { getSettings, updateCompliance, updateContact, updateNotifications } from './service.ts';

/** The signed-in advisor's own settings; there is no way to name another's. */
export function settingsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/settings' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.get('/', async (ctx) => {
    ctx.body = await getSettings(deps, advisorIdOf(ctx));
  });
  router.patch('/contact', validate(contactSchema), async (ctx) => {
    ctx.body = await updateContact(deps, advisorIdOf(ctx), ctx.input);
  });
  router.patch('/compliance', validate(complianceSchema), async (ctx) => {
    ctx.body = await updateCompliance(deps, advisorIdOf(ctx), ctx.input);
  });
  router.patch('/notifications', validate(notificationsSchema), async (ctx) => {
    ctx.body = await updateNotifications(deps, advisorIdOf(ctx), ctx.input);
  });
  router.patch(
    '/branding',
    validate(brandingSchema, { maxBytes: BRANDING_BODY_MAX_BYTES }),
    async (ctx) => {
      ctx.body = await updateBranding(deps, advisorIdOf(ctx), ctx.input);
    },
  );
  // The sign-in email changes in two steps: the password and the new address, then the code
  // mailed to that address (see accounts/email-change.ts).
  router.post('/email-change', validate(emailChangeSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    await requestEmailChange(deps, advisorId, ctx.input, ctx.ip);
    ctx.body = await getSettings(deps, advisorId);
  });
  router.post('/email-change/confirm', validate(emailChangeCodeSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    await confirmEmailChange(deps, advisorId, ctx.input.code);
    ctx.body = await getSettings(deps, advisorId);
  });
  router.delete('/email-change', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    await cancelEmailChange(deps, advisorId);
    ctx.body = await getSettings(deps, advisorId);
  });

  return router;
}
