import type * as v from 'valibot';

/** One field error as the API returns it and the forms show it: `{path, message}`. */
export interface FieldError {
  path: string;
  message: string;
}

/** Flattens valibot issues to one message per field, the first one found (a form shows one). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}
