import {
  CONTACT_SEARCH_MAX_RESULTS,
  CRM_PROVIDER_LABELS,
  CRM_PROVIDERS,
  type ConnectionTestResponse,
  type ConnectionView,
  type ContactSearchResponse,
  type CrmProvider,
  type IntegrationsResponse,
} from '../../shared/api/integrations.ts';
import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound, Conflict, UpstreamFailed } from '../errors/domain-errors.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { retryFailedNotes } from './activity.ts';
import { CrmError } from './crm-client.ts';
import { crmClientFor } from './crm-clients.ts';
import { checkedOutboundUrl } from './outbound-url.ts';
import { hintsOf, openCredentials, sealCredentials } from './credentials.ts';
import { presentConnection } from './present.ts';
import {
  deleteConnection,
  findConnection,
  listConnections,
  markConnectionChecked,
  replaceCredentials,
  saveConnection,
} from './repo.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** Every provider's connection, connected or not. */
export async function integrationsOverview(
  deps: AppDeps,
  advisorId: string,
): Promise<IntegrationsResponse> {
  const rows = await listConnections(deps.db, advisorId);
  return {
    connections: CRM_PROVIDERS.map((provider) =>
      presentConnection(
        provider,
        rows.find((row) => row.provider === provider),
      ),
    ),
  };
}

const SALESFORCE_URL_REFUSALS = {
  scheme: 'The Salesforce instance URL must start with https://',
  address: 'The Salesforce instance URL must not be a private or local address',
};

/**
 * The one CRM address an advisor types, Salesforce's instance URL, is held to the webhook
 * rules when it is saved (the calls are checked again when made).
 */
function assertInstanceUrlAllowed(deps: AppDeps, creds: CrmCredentials): void {
  if (creds.provider !== 'salesforce') return;
  checkedOutboundUrl(deps.config.integrations.outbound, creds.instanceUrl, SALESFORCE_URL_REFUSALS);
}

/**
 * Saves (or replaces) the advisor's credentials for a CRM, sealed; no call to the CRM yet.
 * Notes that failed before (refused credentials, a long outage) are queued again with it.
 */
export async function connectCrm(
  deps: AppDeps,
  advisorId: string,
  creds: CrmCredentials,
): Promise<ConnectionView> {
  const key = deps.integrationsKey;
  assertInstanceUrlAllowed(deps, creds);
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await saveConnection(trx, {
      advisorId,
      provider: creds.provider,
      credentials: sealCredentials(key, advisorId, creds),
      hints: JSON.stringify(hintsOf(creds)),
      status: 'connected',
      brokenReason: null,
      brokenNotifiedAt: null,
      lastCheckedAt: null,
      connectedAt: at,
      updatedAt: at,
    });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'integration.connected',
      subject: { type: 'crm', id: creds.provider },
      payload: { provider: creds.provider },
    });
    const failed = { advisorId, provider: creds.provider };
    await retryFailedNotes(trx, deps.clock, failed, linkOrigin(deps.config));
  });
  return presentConnection(
    creds.provider,
    await findConnection(deps.db, advisorId, creds.provider),
  );
}

export async function disconnectCrm(
  deps: AppDeps,
  advisorId: string,
  provider: CrmProvider,
): Promise<void> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await deleteConnection(trx, advisorId, provider))) {
      throw new NotFound(`${CRM_PROVIDER_LABELS[provider]} is not connected`);
    }
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'integration.disconnected',
      subject: { type: 'crm', id: provider },
      payload: { provider },
    });
  });
}

/** The saved connection with its credentials opened, for a call to the CRM. */
export async function openConnection(deps: AppDeps, advisorId: string, provider: CrmProvider) {
  const row = await findConnection(deps.db, advisorId, provider);
  if (!row) return undefined;
  const key = deps.integrationsKey;
  let creds;
  try {
    creds = openCredentials(key, advisorId, provider, row.credentials);
  } catch {
    throw new Conflict(
      `The saved ${CRM_PROVIDER_LABELS[provider]} credentials cannot be read with this server’s integrations key (was it changed?). Connect again.`,
    );
  }
  const keep = async (fresh: CrmCredentials) => {
    const sealed = sealCredentials(key, advisorId, fresh);
    const at = deps.clock.now().toISOString();
    const hints = JSON.stringify(hintsOf(fresh));
    if (await replaceCredentials(deps.db, row, { credentials: sealed, hints, at })) {
      row.credentials = sealed; // later marks on this row are about the renewed credentials
    }
  };
  return { row, creds, client: crmClientFor(deps.config.integrations, creds, keep) };
}

async function requireConnection(deps: AppDeps, advisorId: string, provider: CrmProvider) {
  const connection = await openConnection(deps, advisorId, provider);
  if (!connection) throw new NotFound(`${CRM_PROVIDER_LABELS[provider]} is not connected`);
  return connection;
}

/** Records what a CRM's answer says of the credentials: refused (401/403) or working. */
export async function noteCrmAnswer(
  deps: AppDeps,
  key: { advisorId: string; provider: string; credentials: string },
  error: unknown,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  if (error === undefined) {
    await markConnectionChecked(deps.db, key, { brokenReason: null, at });
  } else if (error instanceof CrmError && error.kind === 'auth') {
    await markConnectionChecked(deps.db, key, { brokenReason: error.message, at });
  }
}

/**
 * 'Test connection': one cheap authenticated call; the outcome is news, not an error. A call
 * that goes through sends the notes that failed meanwhile after all.
 */
export async function testCrmConnection(
  deps: AppDeps,
  advisorId: string,
  provider: CrmProvider,
): Promise<ConnectionTestResponse> {
  const { row, client } = await requireConnection(deps, advisorId, provider);
  let result: { ok: boolean; message: string };
  try {
    result = { ok: true, message: `Connected to ${await client.check()}.` };
    await noteCrmAnswer(deps, row, undefined);
    await writeTransaction(deps.db, deps.dialect, (trx) =>
      retryFailedNotes(trx, deps.clock, { advisorId, provider }, linkOrigin(deps.config)),
    );
  } catch (err) {
    if (!(err instanceof CrmError)) throw err;
    result = { ok: false, message: `${err.message}.` };
    await noteCrmAnswer(deps, row, err);
  }
  const connection = presentConnection(
    provider,
    await findConnection(deps.db, advisorId, provider),
  );
  return { ...result, connection };
}

/** Searches the CRM's contacts by name, across its pages, up to CONTACT_SEARCH_MAX_RESULTS. */
export async function searchCrmContacts(
  deps: AppDeps,
  advisorId: string,
  provider: CrmProvider,
  query: string,
): Promise<ContactSearchResponse> {
  const { row, client } = await requireConnection(deps, advisorId, provider);
  try {
    const found = await client.searchContacts(query, CONTACT_SEARCH_MAX_RESULTS);
    await noteCrmAnswer(deps, row, undefined);
    return found;
  } catch (err) {
    if (!(err instanceof CrmError)) throw err;
    await noteCrmAnswer(deps, row, err);
    throw new UpstreamFailed(`${err.message}.`, 'CRM_UNAVAILABLE');
  }
}
