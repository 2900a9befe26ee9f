import type { Middleware } from 'koa';
import type { AppDeps } from '../deps.ts';
import { Unauthenticated } from '../errors/domain-errors.ts';
import { assertComplianceRole } from './roles-service.ts';

declare module 'koa' {
  interface DefaultState {
    /** Set by `requireComplianceRole`: the signed-in compliance user's account id. */
    complianceUserId?: string;
  }
}

/**
 * Koa middleware: the gate in front of every compliance route (records, queue, media, export).
 *
 *   router.use(requireComplianceRole(deps));           // whole router
 *   router.get('/export', requireComplianceRole(deps), handler);  // one route
 *
 * - no session: 401 UNAUTHENTICATED (nothing audited: nobody to name);
 * - a signed-in account without the `compliance` role: 403 FORBIDDEN, and the attempt (method,
 *   path, IP) is written to the audit log as `compliance.access_denied`;
 * - a compliance user: `ctx.state.complianceUserId` is set and the route runs.
 *
 * The role is read from the database on every request, so a revoke takes effect at once.
 * Code outside HTTP (a job, a CLI) calls `assertComplianceRole` in roles-service.ts instead.
 */
export function requireComplianceRole(deps: Pick<AppDeps, 'db' | 'dialect' | 'clock'>): Middleware {
  return async (ctx, next) => {
    const accountId = ctx.state.advisorId;
    if (!accountId) throw new Unauthenticated();
    await assertComplianceRole(deps, accountId, {
      method: ctx.method,
      path: ctx.path,
      ip: ctx.ip,
    });
    ctx.state.complianceUserId = accountId;
    await next();
  };
}

/** The compliance user's id inside a route behind `requireComplianceRole`. */
export function complianceUserOf(state: { complianceUserId?: string }): string {
  if (!state.complianceUserId) throw new Error('requireComplianceRole must run first');
  return state.complianceUserId;
}
