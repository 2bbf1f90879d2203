import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_FILE_STORED_TYPES,
  companyFileMissing,
  companyFileParamsSchema,
  companyFileSchema,
  companyFileTooLarge,
  companyIdParamsSchema,
  dataEnvelope,
  errorEnvelopeSchema,
} from '@contabil/contracts';
import { multipartFileReader } from '../../lib/multipart-file-reader.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { sendAttachment } from '../../lib/send-attachment.js';
import { getCompanyFile, uploadCompanyFile, type CompanyFilesDeps } from './company-files.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);

export const companyFilesRoutes: FastifyPluginAsyncZod<CompanyFilesDeps> = async (app, deps) => {
  // Scoped to this plugin: only these routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: COMPANY_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.addHook('preHandler', authenticated);

  app.post(
    '/companies/:id/files',
    {
      schema: {
        tags: ['companies'],
        summary: 'Enviar um arquivo da empresa (multipart, campo file: PDF, JPG ou PNG de até 5 MB)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: companyIdParamsSchema,
        response: {
          201: dataEnvelope(companyFileSchema),
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const read = multipartFileReader(request, { tooLarge: companyFileTooLarge, missing: companyFileMissing });
      const file = await uploadCompanyFile(deps, requireUser(request), request.params.id, read, request.id);
      return reply.status(201).send({ data: file });
    },
  );

  app.get(
    '/companies/:id/files/:fileId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Baixar um arquivo da empresa (o conteúdo, como anexo)',
        security: [{ bearerAuth: [] }],
        params: companyFileParamsSchema,
        produces: [...COMPANY_FILE_STORED_TYPES],
        response: { 200: z.unknown().describe('O arquivo, com Content-Type e Content-Disposition'), ...errors },
      },
    },
    async (request, reply) => {
      const { file, body, size } = await getCompanyFile(
        deps,
        requireUser(request),
        request.params.id,
        request.params.fileId,
      );
      return sendAttachment(reply, { body, size, fileName: file.fileName, contentType: file.contentType });
    },
  );
};
