import type { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Outbound } from '../net/outbound';
import { checkedKey, checkedRemovable, contentTypeOf, PICTURE_CACHE_CONTROL, type PictureStorage } from './picture-storage';

/** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export interface S3Config {
  /** Another service than Amazon S3 (MinIO, R2, Garage…); Amazon's own when undefined. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both set, or neither: then the SDK's own chain (instance role, AWS_* variables) supplies them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (endpoint/bucket/key), as MinIO and Garage want, not in the host name. */
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => {
  const status = (err as S3ServiceException).$metadata?.httpStatusCode;
  return status === 404 || (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound';
};

/**
 * Pictures in an S3-compatible bucket through the AWS SDK v3 client, for several instances. Its
 * connections go through the address policy (net/outbound.ts) like every configured service's.
 * The SDK is loaded when this opens, not at every start (ADR 0016).
 */
export async function createS3Storage(config: S3Config, outbound: Outbound): Promise<PictureStorage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 asks for them: several S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { httpAgent: outbound.agent('http'), httpsAgent: outbound.agent('https'), connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;

  async function getObject(key: string) {
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  return {
    localFolder: null,
    async put(key, bytes) {
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentTypeOf(key)!, CacheControl: PICTURE_CACHE_CONTROL }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0, modifiedMs: object.LastModified?.getTime() ?? 0 };
    },
    async stat(key) {
      try {
        const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: checkedRemovable(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedMs: object.LastModified?.getTime() ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
