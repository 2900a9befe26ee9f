import type { AppDeps } from '../deps.ts';
import { loadSettings } from '../settings/service.ts';
import type { OwnContacts } from './detect/client-data.ts';

/**
 * What an advisor may show without it counting as client data: their own sign-in address and
 * phone, and the firm's support and privacy contacts.
 */
export async function ownContactsOf(deps: AppDeps, advisorId: string): Promise<OwnContacts> {
  const { advisor, settings } = await loadSettings(deps.db, advisorId);
  const firm = deps.config.firmContacts;
  const present = (values: (string | null | undefined)[]) =>
    values.filter((value): value is string => Boolean(value));
  return {
    emails: present([advisor.email, firm.supportEmail, firm.privacyEmail]),
    phones: present([settings.phone, firm.supportPhone]),
  };
}
