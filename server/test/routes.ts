import type Koa from 'koa';
import type * as v from 'valibot';
import { routeInputOf, type RouteInput } from '../http/validate.ts';

/** One method and path the app's routers answer, and the input it validates, if declared. */
export interface RouteEntry {
  method: string;
  path: string;
  input: RouteInput | undefined;
}

interface Layer {
  path: string;
  methods: string[];
  stack: unknown[];
}

/**
 * Every route registered on the app's routers, read from the app itself, so a route added
 * tomorrow is in the list without anyone adding it.
 */
export function listRoutes(app: Koa): RouteEntry[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: { stack: Layer[] } }).router;
    if (!router) return [];
    return router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({
          method,
          path: layer.path,
          input: layer.stack.map(routeInputOf).find((input) => input !== undefined),
        })),
    );
  });
}

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  pipe?: SchemaNode[];
  wrapped?: SchemaNode;
  options?: SchemaNode[];
}

/** A field a route's schema names, and whether a request may leave it out. */
export interface FieldEntry {
  name: string;
  optional: boolean;
}

/** The top-level fields a valibot object schema (through pipes and wrappers) accepts. */
export function fieldsOf(schema: v.GenericSchema): FieldEntry[] {
  const node = schema as SchemaNode;
  if (node.entries) {
    return Object.entries(node.entries).map(([name, entry]) => ({
      name,
      optional: entry.type === 'optional' || entry.type === 'nullish',
    }));
  }
  const inner = [
    ...(node.pipe ?? []),
    ...(node.wrapped ? [node.wrapped] : []),
    ...(node.options ?? []),
  ];
  return inner.flatMap((item) => fieldsOf(item as v.GenericSchema));
}
