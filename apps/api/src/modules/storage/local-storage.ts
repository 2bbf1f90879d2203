import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './object-storage.js';
import { isSafeKey } from './storage-keys.js';
import { localObjectUrl, signedDownloadQuery, signedUploadQuery, type LinkSecret } from './local-links.js';
import type { Keyring } from '../../lib/keyring.js';

export interface LocalStorageConfig {
  driver: 'local';
  /** `${DATA_DIR}/objects`: every object is a file under it, at its key. */
  root: string;
  /** Signs the links (derived from JWT_SECRET). */
  signingSecret: string;
  /** FILE_LINK_KEYS with ids (rotation); wins over signingSecret when set. */
  signingKeys?: Keyring<string>;
  /** The API's address as the browser sees it (API_PUBLIC_URL): the links point there. */
  publicUrl: string;
}

/** Why a streamed write was refused (nothing is kept in either case). */
export class ObjectWriteRefused extends Error {
  constructor(readonly reason: 'too_large' | 'bad_type') {
    super(reason);
  }
}

/** The local driver adds what the API's own link routes need. */
export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: 'local';
  readonly signingSecret: LinkSecret;
  /** The time links are signed and checked against (the app's clock). */
  now(): Date;
  /**
   * Streams a body to the key: at most `maxBytes` (ObjectWriteRefused 'too_large'), and
   * `accept` must approve the first bytes ('bad_type'). Written to a temporary file and
   * renamed into place, so the key never holds a partial or refused object.
   */
  writeStream(
    key: string,
    source: Readable,
    options: { maxBytes: number; headBytes: number; accept(head: Buffer): boolean },
  ): Promise<number>;
}

export function isLocalStorage(storage: ObjectStorage): storage is LocalObjectStorage {
  return storage.kind === 'local' && 'writeStream' in storage;
}

export function createLocalStorage(
  config: LocalStorageConfig,
  clock: () => Date = () => new Date(),
): LocalObjectStorage {
  const root = path.resolve(config.root);
  const incoming = path.join(root, '.incoming');

  /** The file of a key, never outside the root (unsafe keys throw). */
  function fileOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${JSON.stringify(key)}`);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error(`object key outside the storage: ${JSON.stringify(key)}`);
    return file;
  }

  async function temporaryFile(): Promise<string> {
    await mkdir(incoming, { recursive: true });
    return path.join(incoming, randomUUID());
  }

  async function moveIntoPlace(temp: string, key: string): Promise<void> {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(temp, file);
  }

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  const expiresAt = (seconds: number) => Math.floor(clock().getTime() / 1000) + seconds;

  return {
    kind: 'local',
    signingSecret: config.signingKeys ?? config.signingSecret,
    now: clock,

    async put(key, body) {
      const file = fileOf(key);
      const temp = await temporaryFile();
      try {
        const handle = await open(temp, 'w', 0o600);
        try {
          await handle.writeFile(body);
        } finally {
          await handle.close();
        }
        await mkdir(path.dirname(file), { recursive: true });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      return { body: createReadStream(fileOf(key)), size, contentType: undefined };
    },

    async readHead(key, bytes) {
      if ((await sizeOf(key)) === undefined) return undefined;
      const handle = await open(fileOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    size: sizeOf,

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async writeStream(key, source, { maxBytes, headBytes, accept }) {
      fileOf(key);
      const temp = await temporaryFile();
      let written = 0;
      const head: Buffer[] = [];
      let headLength = 0;
      // The request is fed through a stream of our own: when the limit is passed, that one
      // fails and the rest of the request is drained (not destroyed), so the client still
      // reads the 413 answer.
      const feed = new PassThrough();
      const forwardError = (err: Error) => feed.destroy(err);
      source.once('error', forwardError);
      source.pipe(feed);
      try {
        await pipeline(
          feed,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              written += chunk.length;
              if (written > maxBytes) throw new ObjectWriteRefused('too_large');
              if (headLength < headBytes) {
                head.push(chunk);
                headLength += chunk.length;
              }
              yield chunk;
            }
          },
          createWriteStream(temp, { mode: 0o600 }),
        ).catch((err: unknown) => {
          source.unpipe(feed);
          source.off('error', forwardError);
          source.on('error', () => undefined);
          source.resume();
          throw err;
        });
        source.off('error', forwardError);
        if (!accept(Buffer.concat(head).subarray(0, headBytes))) throw new ObjectWriteRefused('bad_type');
        await moveIntoPlace(temp, key);
        return written;
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async signedUploadUrl(key, { contentType, expiresInSeconds, maxBytes, size }) {
      fileOf(key);
      const limit = size !== undefined ? Math.min(size, maxBytes) : maxBytes;
      const query = signedUploadQuery(config.signingKeys ?? config.signingSecret, key, expiresAt(expiresInSeconds), {
        contentType,
        maxBytes: limit,
      });
      return { url: localObjectUrl(config.publicUrl, key, query), headers: { 'Content-Type': contentType } };
    },

    async signedDownloadUrl(key, { fileName, contentType, expiresInSeconds, inline }) {
      fileOf(key);
      const query = signedDownloadQuery(config.signingKeys ?? config.signingSecret, key, expiresAt(expiresInSeconds), {
        contentType,
        fileName,
        disposition: inline ? 'inline' : 'attachment',
      });
      return localObjectUrl(config.publicUrl, key, query);
    },
  };
}
