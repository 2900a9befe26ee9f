import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_LISTED,
  type CreatedWebhookResponse,
  type WebhookDeliveriesResponse,
  type WebhooksResponse,
} from '../../shared/api/integrations.ts';
import type { CreateWebhookOutput } from '../../shared/schemas/integrations.ts';
import { appendAudit } from '../audit/service.ts';
import type { WebhooksTable } from './tables.ts';
import type { AppDeps } from '../deps.ts';
import { Invalid, NotFound } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { checkedOutboundUrl } from './outbound-url.ts';
import { presentWebhook, presentWebhookDelivery } from './present.ts';
import {
  deleteWebhook,
  findOwnWebhook,
  insertWebhook,
  listWebhookDeliveries,
  listWebhooks,
} from './repo.ts';
import { maskSecret, open, seal } from './secret-box.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** Most endpoints one advisor may register: each event fans out to every one of them. */
export const MAX_WEBHOOKS = 10;

export const webhookSecretContext = (id: string) => `webhook:${id}`;

export const webhookSecretOf = (key: Buffer, webhook: WebhooksTable) =>
  open(key, webhook.secret, webhookSecretContext(webhook.id));

const ENDPOINT_REFUSALS = {
  scheme: 'The endpoint’s URL must start with https://',
  address: 'The endpoint must not be a private or local address',
};

export async function listAdvisorWebhooks(
  deps: AppDeps,
  advisorId: string,
): Promise<WebhooksResponse> {
  return { webhooks: (await listWebhooks(deps.db, advisorId)).map(presentWebhook) };
}

/** Registers an endpoint; its signing secret is in this answer and never again. */
export async function createWebhook(
  deps: AppDeps,
  advisorId: string,
  input: CreateWebhookOutput,
): Promise<CreatedWebhookResponse> {
  const key = deps.integrationsKey;
  const url = checkedOutboundUrl(
    deps.config.integrations.outbound,
    input.url,
    ENDPOINT_REFUSALS,
  ).toString();
  const existing = await listWebhooks(deps.db, advisorId);
  if (existing.length >= MAX_WEBHOOKS) {
    throw new Invalid(`You can register at most ${MAX_WEBHOOKS} webhooks`);
  }
  const id = newId();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row: WebhooksTable = {
    id,
    advisorId,
    url,
    events: JSON.stringify(input.events),
    secret: seal(key, secret, webhookSecretContext(id)),
    secretHint: maskSecret(secret),
    createdAt: deps.clock.now().toISOString(),
  };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await insertWebhook(trx, row);
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'webhook.created',
      subject: { type: 'webhook', id },
      payload: { url, events: input.events },
    });
  });
  return { webhook: presentWebhook(row), secret };
}

export async function removeWebhook(deps: AppDeps, advisorId: string, id: string): Promise<void> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await deleteWebhook(trx, advisorId, id))) throw new NotFound('Webhook not found');
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'webhook.deleted',
      subject: { type: 'webhook', id },
      payload: {},
    });
  });
}

export async function webhookDeliveries(
  deps: AppDeps,
  advisorId: string,
  id: string,
): Promise<WebhookDeliveriesResponse> {
  if (!(await findOwnWebhook(deps.db, advisorId, id))) throw new NotFound('Webhook not found');
  const rows = await listWebhookDeliveries(deps.db, id, WEBHOOK_DELIVERIES_LISTED);
  return { deliveries: rows.map(presentWebhookDelivery) };
}
