import type { AdvisorView } from '../../shared/api/accounts.ts';
import type { TestServer } from './test-server.ts';

let counter = 0;

export interface SignedInAdvisor {
  advisor: AdvisorView;
  password: string;
  /** `Cookie` header value of the advisor's session. */
  cookie: string;
}

/** The session cookie a response set, as a `Cookie` request header value. */
export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('briefcast_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] ?? '';
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    advisorName: `Ana Diaz ${counter}`,
    companyName: 'Diaz Wealth Partners',
    email: `ana.${counter}.${Date.now()}@example.com`,
    password: 'correct horse',
    agreeToTerms: true,
    ...overrides,
  };
}

/** Signs up a new advisor through the API, as a person would, and keeps their session. */
export async function buildAdvisor(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<SignedInAdvisor> {
  const body = signupBody(overrides);
  const response = await server.post('/api/signup', body);
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const { advisor } = (await response.json()) as { advisor: AdvisorView };
  return { advisor, password: body.password, cookie: sessionCookie(response) };
}
