import type { ComplianceVideoDetail, QueuePage } from '../../shared/api/compliance.ts';
import { compliancePaths } from '../../shared/api/compliance.ts';
import { setComplianceRole } from '../compliance/roles-service.ts';
import { buildAdvisor, type SignedInAdvisor } from './factories.ts';
import type { TestServer } from './test-server.ts';

/** A signed-up account given the compliance role (as `npm run admin -- grant-compliance` does). */
export async function buildComplianceUser(server: TestServer): Promise<SignedInAdvisor> {
  const user = await buildAdvisor(server, { advisorName: 'Casey Principal' });
  await setComplianceRole(server.deps, user.advisor.email, true);
  return user;
}

/** The compliance API as a signed-in account uses it. */
export class ComplianceClient {
  constructor(
    private readonly server: TestServer,
    readonly user: SignedInAdvisor,
  ) {}

  get(path: string): Promise<Response> {
    return this.server.fetch(path, { headers: { Cookie: this.user.cookie } });
  }

  send(method: string, path: string, body?: unknown): Promise<Response> {
    return this.server.send(method, path, body, { Cookie: this.user.cookie });
  }

  async queue(query = ''): Promise<QueuePage> {
    const response = await this.get(`${compliancePaths.videos}${query}`);
    if (response.status !== 200)
      throw new Error(`queue: ${response.status} ${await response.text()}`);
    return (await response.json()) as QueuePage;
  }

  async video(id: string): Promise<ComplianceVideoDetail> {
    const response = await this.get(compliancePaths.video(id));
    if (response.status !== 200)
      throw new Error(`video: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { video: ComplianceVideoDetail }).video;
  }

  decide(id: string, decision: 'approved' | 'rejected', note = ''): Promise<Response> {
    return this.send('POST', compliancePaths.approval(id), { decision, note });
  }

  requireApproval(on: boolean): Promise<Response> {
    return this.send('PUT', compliancePaths.settings, { requireApproval: on });
  }
}
