import Router from '@koa/router';
import type { Context } from 'koa';
import * as v from 'valibot';
import type { CrmProvider } from '../../shared/api/integrations.ts';
import {
  connectRedtailSchema,
  connectSalesforceSchema,
  connectWealthboxSchema,
  contactSearchQuerySchema,
  createWebhookSchema,
  crmProviderSchema,
  videoCrmLinkSchema,
} from '../../shared/schemas/integrations.ts';
import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { validate, validateQuery } from '../http/validate.ts';
import { isUuid } from '../ids.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { videoIdOf } from '../videos/video-id.ts';
import {
  connectCrm,
  disconnectCrm,
  integrationsOverview,
  searchCrmContacts,
  testCrmConnection,
} from './connections-service.ts';
import { getVideoCrm, setVideoCrmLink } from './video-link-service.ts';
import {
  createWebhook,
  listAdvisorWebhooks,
  removeWebhook,
  webhookDeliveries,
} from './webhooks-service.ts';

/** The `:provider` of the path; an unknown one is simply not found. */
function providerOf(ctx: Context): CrmProvider {
  const parsed = v.safeParse(crmProviderSchema, ctx.params.provider);
  if (!parsed.success) throw new NotFound('No such CRM');
  return parsed.output;
}

function webhookIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw new NotFound('Webhook not found');
  return id;
}

/**
 * The advisor's CRM connections, video-to-contact links and webhooks (the endpoints are listed
 * in shared/api/integrations.ts). Credentials and secrets go in; only masked hints come out.
 */
export function integrationRoutes(deps: AppDeps): Router {
  const connect = (ctx: Context, creds: CrmCredentials) =>
    connectCrm(deps, advisorIdOf(ctx), creds);

  const router = new Router({ prefix: '/api' });

  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.get('/integrations', async (ctx) => {
    ctx.body = await integrationsOverview(deps, advisorIdOf(ctx));
  });

  router.put('/integrations/connections/redtail', validate(connectRedtailSchema), async (ctx) => {
    ctx.body = { connection: await connect(ctx, { provider: 'redtail', ...ctx.input }) };
  });
  router.put(
    '/integrations/connections/wealthbox',
    validate(connectWealthboxSchema),
    async (ctx) => {
      ctx.body = { connection: await connect(ctx, { provider: 'wealthbox', ...ctx.input }) };
    },
  );
  router.put(
    '/integrations/connections/salesforce',
    validate(connectSalesforceSchema),
    async (ctx) => {
      ctx.body = { connection: await connect(ctx, { provider: 'salesforce', ...ctx.input }) };
    },
  );

  router.post('/integrations/connections/:provider/test', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await testCrmConnection(deps, advisorId, providerOf(ctx));
  });

  router.delete('/integrations/connections/:provider', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    await disconnectCrm(deps, advisorId, providerOf(ctx));
    ctx.status = 204;
  });

  router.get(
    '/integrations/connections/:provider/contacts',
    validateQuery(contactSearchQuerySchema),
    async (ctx) => {
      const advisorId = advisorIdOf(ctx);
      ctx.body = await searchCrmContacts(deps, advisorId, providerOf(ctx), ctx.input.q);
    },
  );

  router.get('/videos/:id/crm', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await getVideoCrm(deps, advisorId, videoIdOf(ctx.params.id));
  });

  router.patch('/videos/:id/crm', validate(videoCrmLinkSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const id = videoIdOf(ctx.params.id);
    ctx.body = await setVideoCrmLink(deps, advisorId, id, ctx.input);
  });

  router.get('/integrations/webhooks', async (ctx) => {
    ctx.body = await listAdvisorWebhooks(deps, advisorIdOf(ctx));
  });

  router.post('/integrations/webhooks', validate(createWebhookSchema), async (ctx) => {
    const created = await createWebhook(deps, advisorIdOf(ctx), ctx.input);
    ctx.status = 201;
    ctx.body = created;
  });

  router.delete('/integrations/webhooks/:id', async (ctx) => {
    await removeWebhook(deps, advisorIdOf(ctx), webhookIdOf(ctx.params.id));
    ctx.status = 204;
  });

  router.get('/integrations/webhooks/:id/deliveries', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await webhookDeliveries(deps, advisorId, webhookIdOf(ctx.params.id));
  });

  return router;
}
