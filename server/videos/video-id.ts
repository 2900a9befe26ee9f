import { NotFound } from '../errors/domain-errors.ts';
import { isUuid } from '../ids.ts';

/** The `:id` of a path, when it can be one of ours; anything else is simply not found. */
export function videoIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw new NotFound('Video not found');
  return id;
}
