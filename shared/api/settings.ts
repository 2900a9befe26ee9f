import type { AdvisorView } from './accounts.ts';

/** An advisor's settings as the API shows them. Image URLs are `/media/branding/<id>` or null. */
export interface SettingsView {
  phone: string;
  calendarLink: string;
  disclosureText: string;
  logoUrl: string | null;
  profilePictureUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  /** Email the advisor when a client first watches a video or responds (at most every 15 min). */
  notifyOnActivity: boolean;
  /** ISO-8601 UTC, or null when the advisor has never saved a tab. */
  updatedAt: string | null;
}

/** GET /api/settings and every PATCH /api/settings/* answer with the advisor and settings. */
export interface SettingsResponse {
  advisor: AdvisorView;
  settings: SettingsView;
  /**
   * A new sign-in email waiting for the code mailed to it, or null. `advisor.email` stays the
   * sign-in email until the code is entered.
   */
  pendingEmail: string | null;
}
