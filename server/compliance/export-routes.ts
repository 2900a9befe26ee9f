import Router from '@koa/router';
import { complianceExportQuerySchema } from '../../shared/schemas/compliance-export.ts';
import type { AppDeps } from '../deps.ts';
import { validateQuery } from '../http/validate.ts';
import { exportRecords } from './export-service.ts';
import { complianceUserOf, requireComplianceRole } from './require-role.ts';

const day = (iso: string) => iso.slice(0, 10);

/**
 * `GET /api/compliance/export?from&to`: the firm's records of the videos made in the range, as
 * a ZIP download. Compliance role only: anyone else gets 403 and the attempt is audited.
 */
export function complianceExportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get(
    '/api/compliance/export',
    requireComplianceRole(deps),
    validateQuery(complianceExportQuerySchema),
    async (ctx) => {
      const range = ctx.input;
      const body = await exportRecords(deps, complianceUserOf(ctx.state), range);
      ctx.set(
        'Content-Disposition',
        `attachment; filename="briefcast-records-${day(range.from)}-to-${day(range.to)}.zip"`,
      );
      ctx.type = 'application/zip';
      ctx.body = body;
    },
  );
  return router;
}
