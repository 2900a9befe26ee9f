import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { isUuid } from '../ids.ts';
import { findFinding } from './repo.ts';

/**
 * A finding of the video by its id, as stored now; a malformed id or another video's finding is
 * not found. The caller has checked the video is the advisor's own.
 */
export async function findingById(
  deps: Pick<AppDeps, 'db'>,
  videoId: string,
  findingId: string,
): Promise<NonNullable<Awaited<ReturnType<typeof findFinding>>>> {
  const finding = isUuid(findingId) ? await findFinding(deps.db, videoId, findingId) : undefined;
  if (!finding) throw new NotFound('Finding not found');
  return finding;
}
