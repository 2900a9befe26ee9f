import type { ClientResponseView } from '../../../shared/api/videos.ts';

/**
 * The responses to show as new. Reading the activity marks them read on the server, so a
 * second load (a refresh) sees them as read: the ids first seen unread stay new for as long
 * as the page is open.
 */
export function newResponseIds(
  known: ReadonlySet<string>,
  responses: readonly Pick<ClientResponseView, 'id' | 'read'>[],
): ReadonlySet<string> {
  const unread = responses.filter((response) => !response.read && !known.has(response.id));
  if (unread.length === 0) return known;
  return new Set([...known, ...unread.map((response) => response.id)]);
}
