import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/**
 * Connections to the store per process. Every media response being streamed holds one for as
 * long as the viewer downloads, so the SDK's default of 50 would make the 51st viewer wait.
 */
const MAX_SOCKETS = 512;

const clients = new WeakMap<S3Config, S3Client>();

/**
 * The configured store's client, one per process: the blob store, the upload store and each
 * run of the upload cleanup share its connection pool instead of opening their own.
 */
export function s3ClientOf(config: S3Config): S3Client {
  let client = clients.get(config);
  if (!client) {
    client = newS3Client(config);
    clients.set(config, client);
  }
  return client;
}

/** A client of its own, for a caller that destroys it when done (tests, one-off tools). */
export function newS3Client(config: S3Config): S3Client {
  // The SDK warns on Node 20 that its releases from 2027 need Node 22; this variable is its
  // documented switch (aws/aws-sdk-js-v3#7983). An operator's own setting wins.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: {
      httpAgent: { maxSockets: MAX_SOCKETS },
      httpsAgent: { maxSockets: MAX_SOCKETS },
    },
  });
}
