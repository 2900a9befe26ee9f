import Router from '@koa/router';
import type { ComplianceAccess, DownloadPolicy } from '../../shared/api/compliance.ts';
import {
  approvalDecisionSchema,
  complianceQueueQuerySchema,
  firmSettingsSchema,
  reviewVideoSchema,
  screeningPolicySchema,
} from '../../shared/schemas/compliance.ts';
import type { AppDeps } from '../deps.ts';
import { sendStoredFile } from '../http/send-blob.ts';
import { validate, validateQuery } from '../http/validate.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { openVideoFile } from '../videos/files-service.ts';
import { videoIdOf } from '../videos/video-id.ts';
import { decideApproval, setFirmSettings } from './approval-service.ts';
import { getFirmSettings, setScreeningPolicy } from './screening-policy-service.ts';
import { getQueueVideo, listQueue, reviewVideo } from './queue-service.ts';
import { complianceUserOf, requireComplianceRole } from './require-role.ts';
import { isComplianceUser } from './roles-service.ts';

/**
 * Supervision by the firm's principals: the review queue of every advisor's sent videos, review notes,
 * approval before sharing and the firm's setting. Everything but `/access` is behind
 * `requireComplianceRole` (401 without a session, 403 and an audit entry for an advisor).
 */
export function complianceRoutes(deps: AppDeps): Router {
  const router = new Router();
  const gate = requireComplianceRole(deps);
  const api = '/api/compliance';

  // Any signed-in account may ask whether it supervises: the app shows the link or not.
  router.get(`${api}/access`, requireAdvisor, async (ctx) => {
    const body: ComplianceAccess = {
      compliance: await isComplianceUser(deps, advisorIdOf(ctx)),
    };
    ctx.body = body;
  });

  // Any advisor may ask whether the firm forbids downloads: their video page says why its
  // download switch is off.
  router.get(`${api}/download-policy`, requireAdvisor, async (ctx) => {
    const { downloadsForbidden } = await getFirmSettings(deps);
    const body: DownloadPolicy = { downloadsForbidden };
    ctx.body = body;
  });

  router.get(`${api}/videos`, gate, validateQuery(complianceQueueQuerySchema), async (ctx) => {
    ctx.body = await listQueue(deps, ctx.input);
  });

  router.get(`${api}/videos/:id`, gate, async (ctx) => {
    const reviewerId = complianceUserOf(ctx.state);
    ctx.body = { video: await getQueueVideo(deps, reviewerId, videoIdOf(ctx.params.id)) };
  });

  router.post(`${api}/videos/:id/review`, gate, validate(reviewVideoSchema), async (ctx) => {
    const id = videoIdOf(ctx.params.id);
    ctx.status = 201;
    ctx.body = { video: await reviewVideo(deps, complianceUserOf(ctx.state), id, ctx.input) };
  });

  router.post(`${api}/videos/:id/approval`, gate, validate(approvalDecisionSchema), async (ctx) => {
    const id = videoIdOf(ctx.params.id);
    ctx.body = { video: await decideApproval(deps, complianceUserOf(ctx.state), id, ctx.input) };
  });

  router.get(`${api}/settings`, gate, async (ctx) => {
    ctx.body = await getFirmSettings(deps);
  });

  router.put(`${api}/settings`, gate, validate(firmSettingsSchema), async (ctx) => {
    const userId = complianceUserOf(ctx.state);
    ctx.body = await setFirmSettings(deps, userId, ctx.input);
  });

  router.put(`${api}/settings/screening`, gate, validate(screeningPolicySchema), async (ctx) => {
    ctx.body = await setScreeningPolicy(deps, complianceUserOf(ctx.state), ctx.input);
  });

  // The compliance user watches any advisor's sent video (read-only), with HTTP ranges.
  router.get('/media/compliance/videos/:id/video', gate, async (ctx) => {
    const reviewer = { kind: 'reviewer', accountId: complianceUserOf(ctx.state) } as const;
    const found = await openVideoFile(deps, reviewer, videoIdOf(ctx.params.id), 'media');
    await sendStoredFile(ctx, deps.blobs, found);
  });

  return router;
}
