import { CRM_PROVIDER_LABELS, type CrmProvider } from '../../shared/api/integrations.ts';
import { findAdvisorProfile } from '../accounts/profile-service.ts';
import type { AppDeps } from '../deps.ts';
import type { PayloadOf } from '../jobs/job-names.ts';
import { integrationBrokenEmail } from '../mail/templates/integration-broken.ts';
import { CrmError } from './crm-client.ts';
import { openConnection, noteCrmAnswer } from './connections-service.ts';
import { DomainError } from '../errors/domain-errors.ts';
import { claimBrokenNotice, findNoteDelivery, giveUpDelivery, recordNoteAttempt } from './repo.ts';

/** Tells the advisor, once per broken set of credentials, that notes have stopped. */
async function notifyBroken(
  deps: AppDeps,
  key: { advisorId: string; provider: string; credentials: string },
  reason: string,
  siteUrl: string,
): Promise<void> {
  if (!(await claimBrokenNotice(deps.db, key, deps.clock.now().toISOString()))) return;
  const advisor = await findAdvisorProfile(deps.db, key.advisorId);
  if (!advisor) return;
  await deps.mailer.send(
    integrationBrokenEmail({
      advisor,
      crm: CRM_PROVIDER_LABELS[key.provider as CrmProvider],
      reason,
      settingsUrl: `${siteUrl}/settings`,
    }),
  );
}

/**
 * The `integrations.crm_note` job: adds one note to the linked contact's record. A CRM outage
 * (5xx, 429, network) is thrown, so the queue retries it with backoff; refused credentials
 * (401/403) mark the connection broken, tell the advisor once, and fail the note without
 * retrying; anything else the CRM refuses fails the note with its reason.
 */
export async function deliverCrmNote(
  deps: AppDeps,
  { deliveryId, siteUrl }: PayloadOf<'integrations.crm_note'>,
  { isLastAttempt }: { isLastAttempt: boolean },
): Promise<void> {
  const delivery = await findNoteDelivery(deps.db, deliveryId);
  if (!delivery || delivery.state !== 'pending') return;
  const provider = delivery.provider as CrmProvider;
  const label = CRM_PROVIDER_LABELS[provider];
  const giveUp = (reason: string) =>
    giveUpDelivery(deps.db, 'crmNoteDeliveries', deliveryId, reason);
  let connection;
  try {
    connection = await openConnection(deps, delivery.advisorId, provider);
  } catch (err) {
    // No key, or not this key: retrying cannot help until someone connects again.
    if (err instanceof DomainError) return giveUp(err.message);
    throw err;
  }
  if (!connection) return giveUp(`${label} is not connected`);
  if (connection.row.status === 'broken') {
    return giveUp(`${label} refused the saved credentials; reconnect it in Settings`);
  }
  const at = () => deps.clock.now().toISOString();
  try {
    const externalId = await connection.client.addNote(delivery.contactId, {
      title: delivery.title,
      body: delivery.body,
      occurredAt: new Date(delivery.occurredAt).toISOString(),
    });
    await recordNoteAttempt(deps.db, deliveryId, {
      state: 'delivered',
      lastError: null,
      at: at(),
      externalId,
    });
    await noteCrmAnswer(deps, connection.row, undefined);
  } catch (err) {
    const retry = !(err instanceof CrmError) || err.kind === 'unavailable';
    const message = err instanceof CrmError ? err.message : 'Unexpected error';
    await recordNoteAttempt(deps.db, deliveryId, {
      state: retry && !isLastAttempt ? 'pending' : 'failed',
      lastError: message,
      at: at(),
    });
    if (err instanceof CrmError && err.kind === 'auth') {
      await noteCrmAnswer(deps, connection.row, err);
      await notifyBroken(deps, connection.row, err.message, siteUrl);
    }
    if (retry) throw err;
  }
}
