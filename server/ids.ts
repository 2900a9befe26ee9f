import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** JSON text for an event's metadata column, or null when there is nothing to say. */
export function toMetadata(value: Record<string, unknown> | undefined): string | null {
  return value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path segment can be one of our ids (anything else is "not found" without a query). */
export const isUuid = (value: string | undefined): value is string => UUID.test(value ?? '');
