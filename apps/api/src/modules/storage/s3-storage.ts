import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from './object-storage.js';
import { isSafeKey } from './storage-keys.js';
import { contentDisposition } from '../../lib/file-names.js';

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** MinIO, R2 or another S3-compatible server; unset for AWS S3. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO needs it). */
  forcePathStyle: boolean;
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe object key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** S3-compatible object storage through AWS SDK v3; links are presigned URLs (SigV4, query-string). */
export function createS3Storage(config: S3StorageConfig, clock: () => Date = () => new Date()): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums on every request are for SDK-made uploads; presigned browser PUTs cannot add them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!out.Body) return undefined;
        return { body: out.Body as Readable, size: out.ContentLength ?? 0, contentType: out.ContentType };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },

    async readHead(key, bytes) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: checkedKey(key), Range: `bytes=0-${Math.max(bytes, 1) - 1}` }),
        );
        if (!out.Body) return Buffer.alloc(0);
        const head = Buffer.from(await out.Body.transformToByteArray());
        return head.subarray(0, bytes);
      } catch (err) {
        if (missing(err)) return undefined;
        // An empty object has no byte 0: S3 answers 416 to the range.
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) return Buffer.alloc(0);
        throw err;
      }
    },

    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return out.ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },

    async signedUploadUrl(key, { contentType, expiresInSeconds, size }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ContentType: contentType,
        ...(size !== undefined ? { ContentLength: size } : {}),
      });
      // Content-Type (and Content-Length when declared) stay signed headers: S3 refuses a
      // PUT whose headers differ from what the link was made for.
      const signed = new Set(['content-type', ...(size !== undefined ? ['content-length'] : [])]);
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signingDate: clock(),
        signableHeaders: signed,
        unhoistableHeaders: signed,
      });
      return { url, headers: { 'Content-Type': contentType } };
    },

    async signedDownloadUrl(key, { fileName, contentType, expiresInSeconds, inline }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition(fileName, inline ?? false),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: clock() });
    },
  };
}
