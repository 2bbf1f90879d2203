import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { errorEnvelopeSchema, storageMessages } from '@contabil/contracts';
import { forbidden, notFound } from '../../lib/app-error.js';
import { contentDisposition } from '../../lib/file-names.js';
import { checkDownloadLink, checkUploadLink, LOCAL_OBJECTS_PATH, type LinkCheck } from './local-links.js';
import { ObjectWriteRefused, type LocalObjectStorage } from './local-storage.js';
import { SNIFF_BYTES, sniffStorageType, sniffedTypeFits } from './sniff.js';
import { badTypeError, tooLargeError } from './storage.service.js';

function granted<T>(check: LinkCheck<T>): T {
  if (check.ok) return check.grant;
  throw forbidden(check.reason === 'expired' ? storageMessages.linkExpired : storageMessages.linkInvalid);
}

const linkQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The local driver's signed links, served by the API itself. No bearer token: the browser
 * calls these directly (from the web app's origin) and the signature is the authorisation.
 */
export const localObjectsRoutes: FastifyPluginAsyncZod<{ storage: LocalObjectStorage; webOrigin: string }> = async (
  app,
  { storage, webOrigin },
) => {
  // Only this plugin takes raw bodies: every content type streams to the handler as is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    `${LOCAL_OBJECTS_PATH}/*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: linkQuery,
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const grant = granted(checkUploadLink(storage.signingSecret, key, request.query, storage.now()));
      // The type the link was signed for is the one to send (as S3 does with signed headers).
      const sent = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (sent !== grant.contentType) throw forbidden(storageMessages.linkInvalid);
      const declaredLength = Number(request.headers['content-length'] ?? NaN);
      if (declaredLength > grant.maxBytes) {
        reply.header('connection', 'close');
        throw tooLargeError();
      }
      const body = request.body as Readable | undefined;
      if (!body || declaredLength === 0) throw badTypeError();
      try {
        await storage.writeStream(key, body, {
          maxBytes: grant.maxBytes,
          headBytes: SNIFF_BYTES,
          accept: (head) => {
            const sniffed = sniffStorageType(head);
            return sniffed !== undefined && sniffedTypeFits(grant.contentType, sniffed);
          },
        });
      } catch (err) {
        if (err instanceof ObjectWriteRefused) {
          if (err.reason === 'too_large') reply.header('connection', 'close');
          throw err.reason === 'too_large' ? tooLargeError() : badTypeError();
        }
        throw err;
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${LOCAL_OBJECTS_PATH}/*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: linkQuery,
        response: {
          200: z.unknown().describe('O arquivo, com o tipo e o nome do link'),
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const grant = granted(checkDownloadLink(storage.signingSecret, key, request.query, storage.now()));
      const object = await storage.get(key);
      if (!object) throw notFound(storageMessages.objectNotFound);
      // Fetched and framed by the web app (another origin) for previews: allow that origin
      // to frame it and to read it, nothing else; the signed type, never sniffed.
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-type', grant.contentType)
        .header('content-length', object.size)
        .header('content-disposition', contentDisposition(grant.fileName, grant.disposition === 'inline'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header(
          'content-security-policy',
          `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self' ${webOrigin}`,
        )
        .send(object.body);
    },
  );
};
