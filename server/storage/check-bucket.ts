import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { s3ClientOf } from './s3-client.ts';

/**
 * Throws, naming the bucket and the store, when the configured bucket cannot be reached: a
 * wrong name, key or endpoint should stop the process at start, not turn every video into a
 * 404 later.
 */
export async function checkBucket(config: S3Config): Promise<void> {
  try {
    await s3ClientOf(config).send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'it does not exist (Briefcast does not create buckets)'
        : status === 403
          ? 'access is denied to these credentials'
          : String((err as Error).message || err);
    throw new Error(
      `cannot use the S3 bucket "${config.bucket}" at ${config.endpoint ?? 'AWS S3'}: ${reason}`,
    );
  }
}
