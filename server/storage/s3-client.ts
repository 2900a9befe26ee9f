import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/** One S3 client per process (it pools its connections) for the configured store. */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
}
