import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  downloadLinkQuerySchema,
  errorEnvelopeSchema,
  signedLinkSchema,
  storageMessages,
  uploadLinkQuerySchema,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import type { StorageDeps } from '../storage/index.js';
import { createDownloadLink, createUploadLink } from './file-links.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const link = dataEnvelope(signedLinkSchema);

// The contract's query with the size unbounded above: over the limit answers 413 (in the
// service), not a validation error.
const uploadQuery = uploadLinkQuerySchema.extend({
  size: z.coerce.number().int().min(1, storageMessages.uploadMissing).optional(),
});

/** Signed links to the company's objects (spec "Files": GET /upload/{filename}, GET /download/{filename}). */
export const fileLinksRoutes: FastifyPluginAsyncZod<StorageDeps> = async (app, deps) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/upload/:filename',
    {
      schema: {
        tags: ['storage'],
        summary:
          'Link assinado para enviar um arquivo da empresa (PUT, 5 minutos): PDF, JPG, PNG, WebP, XML, OFX ou ZIP de até 20 MB',
        security: bearerSecurity,
        params: z.object({ filename: z.string().max(255) }),
        querystring: uploadQuery,
        response: { 200: link, ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
    },
    async (req) => ({ data: await createUploadLink(deps, requireUser(req), req.params.filename, req.query) }),
  );

  app.get(
    '/download/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'Link assinado para baixar (ou, com inline=true, pré-visualizar) um arquivo da empresa (5 minutos)',
        description: 'O caminho depois de /download/ é a chave do arquivo relativa à empresa (SignedLink.key).',
        security: bearerSecurity,
        params: z.object({ '*': z.string().max(1024) }),
        querystring: downloadLinkQuerySchema,
        response: { 200: link, ...errors },
      },
    },
    async (req) => ({ data: await createDownloadLink(deps, requireUser(req), req.params['*'], req.query) }),
  );
};
