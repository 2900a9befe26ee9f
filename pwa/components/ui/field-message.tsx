/** The border of a text input or area: red with an error, brand-blue on focus otherwise. */
export const fieldBorder = (error: string | undefined) =>
  error
    ? 'border-red-400 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100';

/** A field's error, or else its hint, under it; ids match the field's aria-describedby. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
      {hint}
    </p>
  ) : null;
}
