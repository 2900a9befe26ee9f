import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** JSON text for an event's metadata column, or null when there is nothing to say. */
export function toMetadata(value: Record<string, unknown> | undefined): string | null {
  return value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;
}
