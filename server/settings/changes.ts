import type { FieldChange } from './repo.ts';

/** The fields of `after` whose value differs from `before`, as settings-event changes. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): FieldChange[] {
  return Object.entries(after)
    .filter(([field, value]) => before[field] !== value)
    .map(([fieldName, value]) => ({ fieldName, old: before[fieldName], new: value }));
}
