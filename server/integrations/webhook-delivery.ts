import { WEBHOOK_RESPONSE_BODY_KEPT } from '../../shared/api/integrations.ts';
import type { AppDeps } from '../deps.ts';
import type { PayloadOf } from '../jobs/job-names.ts';
import { OutboundRefusedError, safeFetch } from './safe-fetch.ts';
import { webhookSecretOf } from './webhooks-service.ts';
import { findWebhook, findWebhookDelivery, giveUpDelivery, recordWebhookAttempt } from './repo.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** A receiver's answer other than 2xx: the queue retries the delivery with backoff. */
class ReceiverError extends Error {}

/**
 * The `integrations.webhook` job: one signed POST of the delivery's fixed JSON body. It is
 * signed afresh on each attempt (a new timestamp), so a retry hours later is not refused by
 * the receiver as a replay. Any non-2xx answer or network failure is retried; a URL that the
 * outbound policy refuses is not (it would be refused again).
 */
export async function deliverWebhook(
  deps: AppDeps,
  { deliveryId }: PayloadOf<'integrations.webhook'>,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<void> {
  const delivery = await findWebhookDelivery(deps.db, deliveryId);
  if (!delivery || delivery.state !== 'pending') return;
  const webhook = await findWebhook(deps.db, delivery.webhookId);
  if (!webhook) return; // deleted: its deliveries went with it
  let secret;
  try {
    secret = webhookSecretOf(deps.integrationsKey, webhook);
  } catch {
    // Not the key it was sealed with: retrying cannot help.
    const reason = 'The signing secret cannot be read with this server’s integrations key';
    return giveUpDelivery(deps.db, 'webhookDeliveries', deliveryId, reason);
  }
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const at = () => deps.clock.now().toISOString();
  let outcome;
  try {
    const response = await safeFetch(deps.config.integrations.outbound, {
      method: 'POST',
      url: webhook.url,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Briefcast-Webhooks/1',
        'Briefcast-Event': delivery.event,
        'Briefcast-Delivery': delivery.id,
        [SIGNATURE_HEADER]: signWebhook(secret, delivery.payload, timestamp),
      },
      body: delivery.payload,
    });
    const ok = response.status >= 200 && response.status < 300;
    outcome = {
      error: ok ? null : new ReceiverError(`The endpoint answered HTTP ${response.status}`),
      responseStatus: response.status,
      responseBody: response.body.slice(0, WEBHOOK_RESPONSE_BODY_KEPT),
    };
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    outcome = { error: err, responseStatus: null, responseBody: null };
  }
  const retry = outcome.error !== null && !(outcome.error instanceof OutboundRefusedError);
  await recordWebhookAttempt(deps.db, deliveryId, {
    state: outcome.error === null ? 'delivered' : retry && !isLastAttempt ? 'pending' : 'failed',
    lastError: outcome.error?.message ?? null,
    at: at(),
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody,
  });
  if (retry && outcome.error) throw outcome.error;
}
