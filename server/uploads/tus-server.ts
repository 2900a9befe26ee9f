import type { IncomingMessage } from 'node:http';
import { Server, type ServerOptions } from '@tus/server';
import type { UploadTrack } from '../../shared/schemas/camera-layout.ts';
import type { AppDeps } from '../deps.ts';
import { diskFullAnswer } from '../http/disk-full.ts';
import { HTTP_STATUS_OF } from '../http/error-status.ts';
import { DomainError } from '../errors/domain-errors.ts';
import type { CheckedUploadStore } from './checked-upload-store.ts';
import { DbLocker } from './db-locker.ts';
import { writeBodiesDirectly } from './direct-write.ts';
import { beginUpload, finishUpload } from './service.ts';

export const UPLOADS_PATH = '/api/uploads';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** What the Koa layer checked about a POST before tus creates the upload. */
export interface CheckedCreate {
  advisorId: string;
  videoId: string;
  size: number;
  track: UploadTrack;
}

/**
 * The tus protocol server (resumable uploads) over our checked upload store. Rather than
 * carry the whole video as base64 inside the create call's JSON, we stream it, in pieces
 * that survive a dropped connection or a restart. Who may upload what is decided by the Koa
 * layer before a request gets here; `checkedCreates` carries its verdict on a POST. Uploads are
 * locked in the database, so two processes never write one upload at once.
 */
export function createTusServer(
  deps: AppDeps,
  store: CheckedUploadStore,
  checkedCreates: WeakMap<IncomingMessage, CheckedCreate>,
): Server {
  const checkedCreate = (req: TusRequest) => {
    const node = req.runtime?.node?.req;
    // The Node adapter hands tus the very IncomingMessage that Koa saw (never HTTP/2 here).
    const checked = node && checkedCreates.get(node as IncomingMessage);
    if (!checked) throw new Error('an upload reached tus without the Koa layer checking it');
    return checked;
  };
  const locker = new DbLocker(deps.db);
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    locker,
    relativeLocation: true,
    maxSize: deps.config.maxUploadBytes,
    // Same-origin only: the PWA is served by this server, so no CORS header is ever needed.
    allowedOrigins: () => false,
    async onUploadCreate(req, upload) {
      await beginUpload(deps, store, { id: upload.id, ...checkedCreate(req) });
      return {};
    },
    async onUploadFinish(_req, upload) {
      // tus lets go of the lock before this hook: it is taken again so that no two requests
      // (on any process) finish one upload at once. A finish is not cut short for another.
      const lock = locker.newLock(upload.id);
      await lock.lock(new AbortController().signal, () => undefined);
      try {
        await finishUpload(deps, store, upload.id);
      } finally {
        await lock.unlock();
      }
      return {};
    },
    onResponseError(req, caught) {
      const err = diskFullAnswer(caught) ?? caught;
      if (err instanceof DomainError)
        return { status_code: HTTP_STATUS_OF[err.kind], body: err.message };
      if (!(err instanceof Error)) return undefined;
      // tus's own errors are plain objects with a status; anything else is ours and unexpected.
      deps.logger.error({ err, path: new URL(req.url).pathname }, 'upload failed');
      return { status_code: 500, body: 'Something went wrong on our side.' };
    },
  });
  writeBodiesDirectly(tus, store);
  return tus;
}
