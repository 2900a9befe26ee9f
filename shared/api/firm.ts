export const FIRM_PATH = '/api/firm';

/** One of the firm's legal texts: its own, or the bundled template until it provides one. */
export interface LegalText {
  /** The firm's text, paragraphs separated by blank lines; null: the template is shown. */
  text: string | null;
  /** When the firm's file last changed (ISO 8601); null with the template. */
  updatedAt: string | null;
}

/**
 * GET /api/firm, public: how the firm running this server is reached, and its Terms of Service
 * and Privacy Policy. Each contact is null until the operator sets it: pages show only what is
 * set, so nobody is sent to an address that reaches no one.
 */
export interface FirmInfo {
  supportEmail: string | null;
  supportPhone: string | null;
  privacyEmail: string | null;
  terms: LegalText;
  privacy: LegalText;
}
