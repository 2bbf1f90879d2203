import type { FastifyRequest } from 'fastify';
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
  messages,
} from '@contabil/contracts';
import { AppError, validationError } from '../../lib/app-error.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendAttachment } from './send-attachment.js';
import {
  getCompanyFile,
  uploadCompanyFile,
  type CompanyFilesDeps,
  type UploadedFile,
} from './company-files.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The messages a refused upload answers with. */
export interface UploadMessages {
  tooLarge: string;
  missing: string;
}

/** The multipart plugin's errors, in our envelope and in Portuguese. */
function multipartError(err: unknown, texts: UploadMessages): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('payload_too_large', 413, texts.tooLarge, { file: texts.tooLarge });
  }
  if (code === 'FST_FIELDS_LIMIT') return new AppError('payload_too_large', 413, messages.payloadTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MP_PREMATURE_CLOSE') {
    return validationError({ file: texts.missing });
  }
  if (err instanceof AppError) return err;
  // Anything else here comes from parsing the body (busboy: a missing or broken boundary,
  // a malformed part header, an unexpected end): the sender's fault, a 400.
  return new AppError('bad_request', 400, messages.malformedUpload, { file: messages.malformedUpload });
}

/**
 * Reads the multipart field `file` of a route whose plugin registered @fastify/multipart:
 * undefined when there is none (or another field); the plugin's limits as 413/400. The
 * services call it only after checking who may send.
 */
export function multipartFileReader(
  request: FastifyRequest,
  texts: UploadMessages = { tooLarge: companyFileTooLarge, missing: companyFileMissing },
): () => Promise<UploadedFile | undefined> {
  return async () => {
    try {
      const part = await request.file();
      if (!part) return undefined;
      const content = await part.toBuffer();
      if (part.fieldname !== 'file') return undefined;
      return { fileName: part.filename, declaredType: part.mimetype, content };
    } catch (err) {
      throw multipartError(err, texts);
    }
  };
}

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
      const read = multipartFileReader(request);
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
