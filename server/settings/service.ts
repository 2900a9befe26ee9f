import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../shared/constants/branding.ts';
import { DEFAULT_DISCLOSURE_TEXT } from '../../shared/constants/disclosure.ts';
import type { SettingsResponse, SettingsView } from '../../shared/api/settings.ts';
import type {
  ComplianceInput,
  ContactInput,
  NotificationsInput,
} from '../../shared/schemas/settings.ts';
import { pendingEmailOf } from '../accounts/email-change.ts';
import { changeAdvisorProfile, findAdvisorProfile } from '../accounts/profile-service.ts';
import { appendAudit } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { Unauthenticated } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { changedFields } from './changes.ts';
import { findLatestDisclosureVersion, insertDisclosureVersion } from './disclosure-versions.ts';
import {
  findSettings,
  insertSettings,
  insertSettingsEvents,
  shareBrandingTable,
  updateSettings,
} from './repo.ts';
import { latestDisclosureTable } from './disclosure-versions-repo.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** A new advisor's settings: the default disclosure (as its first version) and colours. */
/**
 * The advisors' share-page branding and their newest disclosure, as tables (subqueries) the
 * share page's query joins, so opening a link stays one query.
 */
export { latestDisclosureTable, shareBrandingTable };

export async function createDefaultSettings(
  db: Db,
  advisorId: string,
  createdAt: string,
): Promise<void> {
  await insertSettings(db, {
    id: newId(),
    advisorId,
    phone: null,
    calendarLink: null,
    disclosureText: DEFAULT_DISCLOSURE_TEXT,
    logoUrl: null,
    profilePictureUrl: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
  });
  await insertDisclosureVersion(db, advisorId, DEFAULT_DISCLOSURE_TEXT, null, createdAt);
}

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

function toSettingsView(row: SettingsRow): SettingsView {
  return {
    phone: row.phone ?? '',
    calendarLink: row.calendarLink ?? '',
    disclosureText: row.disclosureText,
    logoUrl: row.logoUrl,
    profilePictureUrl: row.profilePictureUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    notifyOnActivity: Boolean(row.notifyOnActivity),
    updatedAt: row.updatedAt,
  };
}

/** The advisor's profile and settings; a session whose advisor is gone is signed out. */
export async function loadSettings(db: Db, advisorId: string) {
  const [advisor, settings] = await Promise.all([
    findAdvisorProfile(db, advisorId),
    findSettings(db, advisorId),
  ]);
  if (!advisor || !settings) throw new Unauthenticated();
  return { advisor, settings };
}

/** Whether the advisor wants emails about clients' views and responses. */
export async function wantsActivityEmails(db: Db, advisorId: string): Promise<boolean> {
  return Boolean((await findSettings(db, advisorId))?.notifyOnActivity);
}

export async function getSettings(deps: AppDeps, advisorId: string): Promise<SettingsResponse> {
  const { advisor, settings } = await loadSettings(deps.db, advisorId);
  const pendingEmail = await pendingEmailOf(deps, advisorId);
  return { advisor, settings: toSettingsView(settings), pendingEmail };
}

/** Contact Info tab: the advisor's name and company, and the settings' phone and link. */
export async function updateContact(
  deps: AppDeps,
  advisorId: string,
  input: ContactInput,
): Promise<SettingsResponse> {
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const { advisor, settings } = await loadSettings(trx, advisorId);
    const { phone, calendarLink, ...profile } = input;
    const contact = { phone: phone || null, calendarLink: calendarLink || null };
    await changeAdvisorProfile(trx, advisorId, { ...profile, updatedAt: at });
    await updateSettings(trx, advisorId, { ...contact, updatedAt: at });
    await insertSettingsEvents(
      trx,
      advisorId,
      'CONTACT_UPDATED',
      [...changedFields(advisor, profile), ...changedFields(settings, contact)],
      at,
    );
  });
  return getSettings(deps, advisorId);
}

/** Compliance tab: a changed disclosure is kept as a new version, the old one stays on record. */
export async function updateCompliance(
  deps: AppDeps,
  advisorId: string,
  input: ComplianceInput,
): Promise<SettingsResponse> {
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const { disclosureText } = input;
    // Updating first takes the settings row's lock, so two saves at once (two tabs) queue here
    // instead of both numbering their text as the same next version.
    await updateSettings(trx, advisorId, { disclosureText, updatedAt: at });
    const previous = await findLatestDisclosureVersion(trx, advisorId);
    if (!previous) throw new Unauthenticated();
    if (previous.text === disclosureText) return;
    const version = await insertDisclosureVersion(trx, advisorId, disclosureText, previous, at);
    await insertSettingsEvents(
      trx,
      advisorId,
      'COMPLIANCE_UPDATED',
      // The texts are in disclosure_versions; the event names them by hash.
      [{ fieldName: 'disclosureText', old: previous.sha256, new: version.sha256 }],
      at,
    );
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'disclosure.changed',
      subject: { type: 'advisor', id: advisorId },
      payload: {
        version: version.version,
        sha256: version.sha256,
        previousVersion: previous.version,
        previousSha256: previous.sha256,
      },
    });
  });
  return getSettings(deps, advisorId);
}

/** Emails about clients' views and responses, on or off. */
export async function updateNotifications(
  deps: AppDeps,
  advisorId: string,
  input: NotificationsInput,
): Promise<SettingsResponse> {
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const { settings } = await loadSettings(trx, advisorId);
    const notify = { notifyOnActivity: input.notifyOnActivity ? 1 : 0 } as const;
    await updateSettings(trx, advisorId, { ...notify, updatedAt: at });
    const before = { notifyOnActivity: Boolean(settings.notifyOnActivity) };
    await insertSettingsEvents(
      trx,
      advisorId,
      'NOTIFICATIONS_UPDATED',
      changedFields(before, { notifyOnActivity: input.notifyOnActivity }),
      at,
    );
  });
  return getSettings(deps, advisorId);
}
