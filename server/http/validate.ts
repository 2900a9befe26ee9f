import type { Middleware } from 'koa';
import * as v from 'valibot';
import { toFieldErrors } from '../../shared/schemas/issues.ts';
import { JSON_BODY_MAX_BYTES } from '../../shared/constants/limits.ts';
import { invalidFields } from '../errors/domain-errors.ts';
import { readJsonBody } from './json-body.ts';

/** Context of a route whose body was checked by `validate(schema)`. */
export interface Validated<T> {
  input: T;
}

/** What a route reads and where from, kept on its middleware for tools that walk the routes. */
export interface RouteInput {
  schema: v.GenericSchema;
  from: 'body' | 'query';
}

function describedInput<T extends Middleware<object, never>>(input: RouteInput, middleware: T) {
  return Object.assign(middleware, { routeInput: input });
}

/** The input a route's middleware reads, when it was made by `validate` or `validateQuery`. */
export function routeInputOf(middleware: unknown): RouteInput | undefined {
  return (middleware as { routeInput?: RouteInput }).routeInput;
}

function parsed<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw invalidFields(toFieldErrors(result.issues));
  return result.output;
}

/**
 * Reads the JSON body (at most `maxBytes`), checks it against a shared valibot schema and puts
 * the parsed, typed value on `ctx.input`; a mismatch is a 400 VALIDATION_ERROR listing each
 * field's message. Mounted after the route's guard, so only a caller let in has a body read.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  { maxBytes = JSON_BODY_MAX_BYTES }: { maxBytes?: number } = {},
): Middleware<object, Validated<v.InferOutput<TSchema>>> {
  return describedInput({ schema, from: 'body' }, async (ctx, next) => {
    ctx.input = parsed(schema, await readJsonBody(ctx, maxBytes));
    await next();
  });
}

/** As `validate`, for a route whose input is its query string (its body being a file). */
export function validateQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
): Middleware<object, Validated<v.InferOutput<TSchema>>> {
  return describedInput({ schema, from: 'query' }, async (ctx, next) => {
    ctx.input = parsed(schema, { ...ctx.query });
    await next();
  });
}
