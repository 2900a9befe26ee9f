import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { toFieldErrors, type FieldError } from '../../shared/schemas/issues.ts';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorMap(errors: readonly FieldError[]): FieldErrors {
  return Object.fromEntries(errors.map((e) => [e.path, e.message]));
}

/**
 * Form state checked by the same valibot schema the server uses, so the form shows the
 * server's messages before anything is sent.
 */
export function useSchemaForm<
  TSchema extends v.GenericSchema,
  TValues extends Record<string, unknown>,
>(schema: TSchema, initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function set<K extends keyof TValues>(name: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    // Editing a field clears its error; the next submit checks again.
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** What a field component needs of one value: `<TextField {...form.field('email')} />`. */
  function field<K extends keyof TValues & string>(name: K) {
    return {
      value: values[name],
      onValueChange: (value: TValues[K]) => set(name, value),
      error: errors[name],
    };
  }

  function check(): v.InferOutput<TSchema> | null {
    const result = v.safeParse(schema, values);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(fieldErrorMap(toFieldErrors(result.issues)));
    return null;
  }

  /**
   * A form's submit handler: the page stays put, the fields are checked, and `send` gets the
   * parsed values only when every field passed (otherwise each shows its message).
   */
  function onSubmit(send: (input: v.InferOutput<TSchema>) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const input = check();
      if (input) send(input);
    };
  }

  return { values, errors, set, field, onSubmit, setErrors };
}
