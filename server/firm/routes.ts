import Router from '@koa/router';
import { FIRM_PATH, type FirmInfo } from '../../shared/api/firm.ts';
import type { AppDeps } from '../deps.ts';
import { readLegalText } from './legal-texts.ts';

/** `GET /api/firm`, public: the firm's contacts and legal texts, only what the operator set. */
export function firmRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get(FIRM_PATH, async (ctx) => {
    const { supportEmail, supportPhone, privacyEmail } = deps.config.firmContacts;
    const [terms, privacy] = await Promise.all([
      readLegalText(deps.config.dataDir, 'terms'),
      readLegalText(deps.config.dataDir, 'privacy'),
    ]);
    const body: FirmInfo = {
      supportEmail: supportEmail ?? null,
      supportPhone: supportPhone ?? null,
      privacyEmail: privacyEmail ?? null,
      terms,
      privacy,
    };
    ctx.body = body;
  });
  return router;
}
