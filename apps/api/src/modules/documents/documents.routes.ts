import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdQuerySchema,
  dataEnvelope,
  documentCreateSchema,
  documentParamsSchema,
  documentSchema,
  documentStatusChangeSchema,
  documentStatusParamsSchema,
  documentArchiveMonthSchema,
  documentsArchiveQuerySchema,
  documentsQuerySchema,
  errorEnvelopeSchema,
  listEnvelope,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { sendAttachment } from '../../lib/send-attachment.js';
import {
  changeDocumentStatus,
  createDocument,
  deleteCompanyDocument,
  documentArchiveMonths,
  documentsArchive,
  getDocument,
  listDocuments,
  documentsDeps,
  type DocumentsRoutesOptions,
  type DocumentsRequestContext,
} from './documents.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['documents'];
const document = dataEnvelope(documentSchema);

/** The company's documents: guides, its own documents, receipts, issued invoices, statements. */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, options) => {
  const deps = documentsDeps(options);
  const { db } = deps;
  app.addHook('preHandler', authenticated);
  const ctx = (req: FastifyRequest): DocumentsRequestContext => ({ requestId: req.id, log: req.log });

  app.post(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Registrar um documento da empresa a partir de um arquivo já enviado (GET /upload/{filename})',
        description:
          '`key` é a chave devolvida pelo link de envio, relativa à empresa. Guias (DAS, DARF, FGTS, INSS, ISS) só pelos contadores, com competência, vencimento e valor; notas fiscais entram sozinhas quando o pedido é emitido. O arquivo é conferido pelos bytes.',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        body: documentCreateSchema,
        response: {
          201: document,
          ...errors,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      const created = await createDocument(deps, requireUser(req), req.query.companyId, req.body, ctx(req));
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Documentos da empresa: primeiro os que esperam alguma ação, por vencimento',
        description:
          'Ordem: pendentes e vencidos primeiro, depois por vencimento (mais próximo primeiro; sem vencimento por último), depois do mais recente ao mais antigo. `type` e `status` podem se repetir.',
        security: bearerSecurity,
        querystring: documentsQuerySchema,
        response: { 200: listEnvelope(documentSchema), ...errors },
      },
    },
    async (req) => listDocuments(db, requireUser(req), req.query),
  );

  app.get(
    '/documents/archive/months',
    {
      schema: {
        tags,
        summary: 'Meses que têm documentos (para baixar tudo do mês)',
        description:
          'Mais recente primeiro, com a quantidade de documentos de cada mês (competência, ou mês de envio no horário de Brasília).',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(z.array(documentArchiveMonthSchema)), ...errors },
      },
    },
    async (req) => ({ data: await documentArchiveMonths(deps, requireUser(req), req.query.companyId) }),
  );

  // A static path: the router prefers it to /documents/:id.
  app.get(
    '/documents/archive',
    {
      schema: {
        tags,
        summary: 'Baixar todos os documentos de um mês em um ZIP',
        description:
          'Documentos com a competência do mês, ou sem competência e criados no mês (horário de Brasília). 404 quando o mês não tem documentos.',
        security: bearerSecurity,
        querystring: documentsArchiveQuerySchema,
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('O ZIP, com Content-Disposition'), ...errors },
      },
    },
    async (req, reply) => {
      const archive = await documentsArchive(
        deps,
        requireUser(req),
        req.query.companyId,
        req.query.competence,
        req.log,
      );
      return sendAttachment(reply, {
        body: archive.stream,
        fileName: archive.fileName,
        contentType: 'application/zip',
      });
    },
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: 'Um documento da empresa',
        security: bearerSecurity,
        params: documentParamsSchema,
        querystring: companyIdQuerySchema,
        response: { 200: document, ...errors },
      },
    },
    async (req) => ({ data: await getDocument(db, requireUser(req), req.query.companyId, req.params.id) }),
  );

  app.put(
    '/documents/:id/status/:status',
    {
      schema: {
        tags,
        summary: 'Mudar o status de um documento (guia paga ou vencida, documento aprovado ou recusado)',
        description:
          'Guias: pending -> paid | overdue, overdue -> paid (paid com `receiptKey` registra o comprovante). Documentos em análise: pending -> approved | rejected (com `reason`), só pelos contadores. Outras mudanças: 409.',
        security: bearerSecurity,
        params: documentStatusParamsSchema,
        querystring: companyIdQuerySchema,
        body: documentStatusChangeSchema.nullish(),
        response: {
          200: document,
          ...errors,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (req) => ({
      data: await changeDocumentStatus(
        deps,
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.params.status,
        req.body,
        ctx(req),
      ),
    }),
  );

  app.delete(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: 'Apagar um documento e o seu arquivo',
        description: 'Contadores apagam qualquer documento; a empresa, só os que ela enviou e que não foram aprovados.',
        security: bearerSecurity,
        params: documentParamsSchema,
        querystring: companyIdQuerySchema,
        response: { 204: z.null().describe('Apagado'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteCompanyDocument(deps, requireUser(req), req.query.companyId, req.params.id, ctx(req));
      return reply.status(204).send(null);
    },
  );
};
