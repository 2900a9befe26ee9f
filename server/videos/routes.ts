import os from 'node:os';
import Router from '@koa/router';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import { processPreviewQuerySchema } from '../../shared/schemas/preview.ts';
import {
  createVideoSchema,
  editCaptionsSchema,
  listVideosQuerySchema,
} from '../../shared/schemas/videos.ts';
import { aiStatusOf } from '../ai/status.ts';
import type { AppDeps } from '../deps.ts';
import { withBodyFile } from '../http/body-file.ts';
import { clientGoneSignal } from '../http/client-gone.ts';
import { UnsupportedType } from '../errors/domain-errors.ts';
import { validate, validateQuery } from '../http/validate.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { PreviewSlots } from './preview-slots.ts';
import {
  NOTHING_MADE,
  previewAudioLimitBytes,
  previewTimeLimitMs,
  processPreview,
} from './preview-service.ts';
import { editCaptions, getCaptions } from './captions-service.ts';
import { listLibrary, summarizeLibrary } from './library-service.ts';
import { videoIdOf } from './video-id.ts';
import { getVideo, sendVideo } from './service.ts';

/** The signed-in advisor's videos (`/api/videos`); only their own, ever. */
export function videoRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);
  // whisper.cpp takes several cores per run: half the machine's runs at once, at least one.
  const previewSlots = new PreviewSlots(Math.max(1, Math.floor(os.availableParallelism() / 2)));

  router.post('/', validate(createVideoSchema), async (ctx) => {
    const { video, created } = await sendVideo(deps, advisorIdOf(ctx), ctx.input);
    ctx.status = created ? 201 : 200;
    ctx.body = { video };
  });

  // The body is the recording's sound (audio/webm), streamed to a temporary file, never JSON.
  router.post('/process-preview', validateQuery(processPreviewQuerySchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    if (!ctx.is('audio/webm')) {
      throw new UnsupportedType('Send the recording’s sound as audio/webm.');
    }
    // No speech model is this firm's normal state until it installs one: say so, send no sound.
    if (!aiStatusOf(deps.models, deps.config.whisperCliPath).captions) {
      ctx.body = NOTHING_MADE;
      return;
    }
    const durationSeconds = ctx.input.duration;
    const release = previewSlots.take(advisorId);
    try {
      const signal = AbortSignal.any([
        clientGoneSignal(ctx),
        AbortSignal.timeout(previewTimeLimitMs(durationSeconds)),
      ]);
      const limitBytes = previewAudioLimitBytes(durationSeconds);
      const tooLarge = `The sound sent is larger than a ${durationSeconds}-second recording can be.`;
      ctx.body = await withBodyFile(
        ctx,
        { name: 'sound.webm', limitBytes, tooLarge },
        (audioFile) => processPreview(deps, { audioFile, durationSeconds }, signal),
      );
    } finally {
      release();
    }
  });

  router.get('/', validateQuery(listVideosQuerySchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await listLibrary(deps, advisorId, ctx.input);
  });

  router.get('/summary', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = await summarizeLibrary(deps, advisorId);
  });

  router.get('/:id', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = { video: await getVideo(deps, advisorId, videoIdOf(ctx.params.id)) };
  });

  router.get('/:id/captions', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const id = videoIdOf(ctx.params.id);
    ctx.body = await getCaptions(deps, advisorId, id, DEFAULT_CAPTIONS_LANGUAGE);
  });

  router.put('/:id/captions', validate(editCaptionsSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const id = videoIdOf(ctx.params.id);
    const edit = { vtt: ctx.input.captionsData, language: DEFAULT_CAPTIONS_LANGUAGE };
    ctx.body = await editCaptions(deps, advisorId, id, edit);
  });

  return router;
}
