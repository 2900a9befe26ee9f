import type { Context, Middleware } from 'koa';
import { Invalid, tooLargeBody, UnsupportedType } from '../errors/domain-errors.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Deeper than any request the app sends; a checker's recursion must never meet more. */
export const JSON_BODY_MAX_DEPTH = 16;

/**
 * How deeply the JSON text nests its arrays and objects, counted on the text itself so that a
 * body nested 20,000 levels never reaches a parser or schema that would recurse through it.
 */
function nestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth -= 1;
  }
  return false;
}

/** True when a string or key anywhere in `value` holds NUL, which no text field may hold. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
}

async function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw tooLargeBody(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function declaresBody(ctx: Context): boolean {
  if (!METHODS_WITH_BODY.has(ctx.method)) return false;
  return Number(ctx.get('content-length') || '0') > 0 || ctx.get('transfer-encoding') !== '';
}

/**
 * Refuses, from the headers alone, a request whose body is not declared as JSON (415). A
 * cross-site HTML form cannot send JSON, so this backs up the same-origin check and runs with
 * it, before sessions and routes. The body itself is read later, by `readJsonBody` in the
 * route's `validate`, once the route's guard has let the request in.
 */
export function jsonBodiesOnly(): Middleware {
  return async (ctx, next) => {
    if (declaresBody(ctx) && !ctx.is('application/json')) throw new UnsupportedType();
    await next();
  };
}

/**
 * Reads a JSON body (an empty body reads as `{}`). Anything that is not JSON, too large,
 * nested too deep, holding NUL, or not an object is refused with a 4xx.
 */
export async function readJsonBody(ctx: Context, limitBytes: number): Promise<object> {
  if (!declaresBody(ctx)) return {};
  if (Number(ctx.get('content-length') || '0') > limitBytes) {
    throw tooLargeBody(limitBytes);
  }
  if (!ctx.is('application/json')) throw new UnsupportedType();
  const raw = (await readLimited(ctx.req, limitBytes)).toString('utf8');
  if (nestingExceeds(raw, JSON_BODY_MAX_DEPTH)) {
    throw new Invalid(`Request body nests deeper than ${JSON_BODY_MAX_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new Invalid('Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Invalid('Request body must be a JSON object');
  }
  // PostgreSQL cannot store NUL in text, and no field has a use for it.
  if (holdsNul(parsed)) throw new Invalid('Request body must not contain NUL characters');
  return parsed;
}
