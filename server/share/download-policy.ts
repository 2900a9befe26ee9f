import { getFirmSettings } from '../compliance/screening-policy-service.ts';
import type { AppDeps } from '../deps.ts';

/** Whether a share page may offer downloads: its advisor allowed them and the firm does not forbid them. */
export async function downloadsAllowed(
  deps: AppDeps,
  row: { allowDownload: number | boolean },
): Promise<boolean> {
  return Boolean(row.allowDownload) && !(await getFirmSettings(deps)).downloadsForbidden;
}
