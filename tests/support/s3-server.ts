import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/storage/s3-storage';

/** The only keys s3rver takes for signed requests. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server (s3rver: the S3 protocol over HTTP, objects in a temporary folder)
 * that the real AWS SDK talks to, with the buckets named; `config(bucket)` is what S3_* would say.
 */
export async function startS3Server(buckets: string[]): Promise<{ url: string; config: (bucket: string) => S3Config; env: (bucket: string) => Record<string, string>; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'sprig-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const { port } = (await server.run()) as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config: (bucket) => ({ endpoint: url, bucket, region: 'us-east-1', credentials: KEYS, forcePathStyle: true }),
    env: (bucket) => ({
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
