import type { Readable } from 'node:stream';

/**
 * Where the bytes of every company file live. Two implementations behind this one
 * interface: the local disk under DATA_DIR (the default; the API itself serves the signed
 * links) and S3-compatible object storage (AWS SDK v3 presigned URLs: S3, MinIO, R2).
 * Keys are full keys whose first segment is the company id: `{companyId}/...`.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Writes an object the API received itself (multipart uploads, generated files). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when it does not exist. */
  get(key: string): Promise<{ body: Readable; size: number; contentType: string | undefined } | undefined>;
  /** The first `bytes` bytes (to check what a file really is); undefined when it does not exist. */
  readHead(key: string, bytes: number): Promise<Buffer | undefined>;
  /** Size in bytes; undefined when the object does not exist. */
  size(key: string): Promise<number | undefined>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A link the browser PUTs the bytes to, valid for `expiresInSeconds`, with `headers` to
   * send. `size`, when the client declared it, binds the link to that exact length where
   * the driver can (S3 signs Content-Length; the local driver takes it as the limit).
   */
  signedUploadUrl(
    key: string,
    options: { contentType: string; expiresInSeconds: number; maxBytes: number; size?: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** A link the browser GETs the bytes from, valid for `expiresInSeconds`, downloading as `fileName`. */
  signedDownloadUrl(
    key: string,
    options: { fileName: string; contentType: string; expiresInSeconds: number; inline?: boolean },
  ): Promise<string>;
}
