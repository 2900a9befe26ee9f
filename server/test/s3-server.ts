import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';
import { newS3Client } from '../storage/s3-client.ts';

/**
 * A stand-in for S3 (AWS, MinIO, Ceph RGW, R2), since none is reachable from here: s3rver
 * speaks the S3 REST API (signed requests, ranged GETs, multipart uploads, copies) over HTTP
 * and keeps objects in a temporary folder. Path-style addressing, as MinIO is usually run.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings a Briefcast process reads to use this server. */
  env: Record<string, string>;
  /** What config.ts makes of `env`, for building a store directly. */
  storage: S3Config;
  /** Every request the server has received so far, in order, as `METHOD /path`. */
  requests(): readonly string[];
  /** A new empty bucket, so a test starts from nothing without a server of its own. */
  createBucket(): Promise<string>;
  close(): Promise<void>;
}

export async function startS3Server(options: { port?: number } = {}): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-s3-'));
  const bucket = 'briefcast';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // A second listener sees every request s3rver answers, so a test can count what was fetched.
  const requests: string[] = [];
  server.httpServer?.on('request', (request: http.IncomingMessage) => {
    requests.push(`${request.method} ${request.url?.split('?')[0]}`);
  });
  // s3rver accepts any key pair that signs correctly; these are its documented defaults.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  const storage: S3Config = {
    kind: 's3',
    endpoint,
    bucket,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage,
    requests: () => requests,
    async createBucket() {
      const name = `test-${randomUUID()}`;
      const client = newS3Client(storage);
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
      return name;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
