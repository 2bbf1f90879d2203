import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  NFS_FILE_CONTENT_TYPES,
  NFS_FILE_MAX_BYTES,
  companyIdQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  keysetListEnvelope,
  nfsMessages,
  nfsRequestFileParamsSchema,
  nfsRequestInputSchema,
  nfsRequestParamsSchema,
  nfsRequestSchema,
  nfsRequestStatusParamsSchema,
  nfsRequestsQuerySchema,
  nfsRequestsSearchQuerySchema,
  nfsStatusChangeSchema,
  nfseCancellationInputSchema,
} from '@contabil/contracts';
import {
  approveNfsRequest,
  cancelIssuedNote,
  getNationalXml,
  retryNationalStep,
} from '../nfse-nacional/emission/national-emission.service.js';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import { sendAttachment } from '../../lib/send-attachment.js';
import { multipartFileReader } from '../../lib/multipart-file-reader.js';
import {
  attachNfsFile,
  cancelNfsRequest,
  changeNfsRequestStatus,
  createNfsRequest,
  getNfsFile,
  getNfsRequest,
  listNfsRequests,
  searchNfsRequests,
  type NfsDeps,
} from './nfs-requests.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const request = dataEnvelope(nfsRequestSchema);

/** Service invoice requests: the company asks, our accountants issue and attach the PDF and XML. */
export const nfsRequestsRoutes: FastifyPluginAsyncZod<NfsDeps> = async (app, deps) => {
  const { db } = deps;
  const national = () => {
    if (!deps.national) throw new Error('nfs routes registered without the national emission deps');
    return deps.national;
  };
  // Scoped to this plugin: only these routes accept multipart bodies (the note's files).
  await app.register(multipart, { limits: { fileSize: NFS_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.addHook('preHandler', authenticated);

  app.post(
    '/nfs/requests',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Pedir a emissão de uma nota fiscal de serviço (NFS-e) para a empresa',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        body: nfsRequestInputSchema,
        response: { 201: request, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const created = await createNfsRequest(
        db,
        requireUser(req),
        req.query.companyId,
        req.body,
        req.id,
        deps.national,
      );
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/nfs/requests',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Pedidos de nota da empresa, do mais recente ao mais antigo',
        description:
          '`query` procura no tomador (nome ou documento), na descrição do serviço e no número da nota; `date` é o dia do pedido (horário de Brasília).',
        security: bearerSecurity,
        querystring: nfsRequestsQuerySchema,
        response: { 200: keysetListEnvelope(nfsRequestSchema), ...errors },
      },
    },
    async (req) => listNfsRequests(db, requireUser(req), req.query),
  );

  // A static path: the router prefers it to /nfs/requests/:id.
  app.get(
    '/nfs/requests/search',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['nfs'],
        summary: 'Pedidos de nota de todas as empresas (somente administradores)',
        description:
          'Com status requested ou processing, do mais antigo ao mais recente (a fila dos contadores); senão, do mais recente. `query` também procura no nome e no CNPJ da empresa.',
        security: bearerSecurity,
        querystring: nfsRequestsSearchQuerySchema,
        response: { 200: keysetListEnvelope(nfsRequestSchema), ...errors },
      },
    },
    async (req) => searchNfsRequests(db, req.query),
  );

  app.get(
    '/nfs/requests/:id',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Um pedido de nota da empresa',
        security: bearerSecurity,
        params: nfsRequestParamsSchema,
        querystring: companyIdQuerySchema,
        response: { 200: request, ...errors },
      },
    },
    async (req) => ({ data: await getNfsRequest(db, requireUser(req), req.query.companyId, req.params.id) }),
  );

  app.delete(
    '/nfs/requests/:id',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Cancelar um pedido de nota que ainda não foi pego pelos contadores',
        security: bearerSecurity,
        params: nfsRequestParamsSchema,
        querystring: companyIdQuerySchema,
        response: { 200: request, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await cancelNfsRequest(db, requireUser(req), req.query.companyId, req.params.id, req.id),
    }),
  );

  app.put(
    '/nfs/requests/:id/status/:status',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['nfs'],
        summary: 'Mudar o status de um pedido de nota (somente administradores)',
        description:
          'requested -> processing (pegar o pedido) | cancelled; processing -> issued (invoiceNumber, issueDate e os dois arquivos anexados) | rejected (reason). O cliente recebe um e-mail quando a nota é emitida ou recusada.',
        security: bearerSecurity,
        params: nfsRequestStatusParamsSchema,
        body: nfsStatusChangeSchema.nullish(),
        response: { 200: request, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await changeNfsRequestStatus(deps, requireUser(req), req.params.id, req.params.status, req.body, {
        requestId: req.id,
        log: req.log,
      }),
    }),
  );

  app.post(
    '/nfs/requests/:id/approve',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['nfs'],
        summary: 'Aprovar um pedido para emissão pela API nacional (modo revisado; somente administradores)',
        description:
          'requested -> processing: a DPS é numerada, validada no XSD oficial, assinada com o certificado da empresa e enviada à Sefin Nacional por um job. Uma DPS inválida é recusada (400) com o campo.',
        security: bearerSecurity,
        params: nfsRequestParamsSchema,
        response: { 200: request, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await approveNfsRequest({ db, ...national() }, requireUser(req), req.params.id, req.id),
    }),
  );

  app.post(
    '/nfs/requests/:id/retry',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['nfs'],
        summary:
          'Tentar de novo um envio ou uma entrega da API nacional que esgotou as tentativas (somente administradores)',
        description:
          'Envio (nationalEmission.sendFailedAt, pedido em processing): o job nfse.emit volta à fila e consulta a DPS pelo id antes de enviar (nunca duas notas). Entrega (deliveryFailedAt): o job nfse.deliver volta à fila. 409 quando nada falhou.',
        security: bearerSecurity,
        params: nfsRequestParamsSchema,
        response: { 200: request, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await retryNationalStep({ db, ...national() }, requireUser(req), req.params.id, req.id),
    }),
  );

  app.post(
    '/nfs/requests/:id/cancel',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Cancelar na Sefin Nacional uma nota emitida pela API nacional',
        description:
          'Administrador da empresa ou nossos contadores. reason: 1 erro na emissão, 2 serviço não prestado, 9 outros; reasonText de 15 a 255 caracteres. O evento de cancelamento (e101101) é assinado, validado e guardado.',
        security: bearerSecurity,
        params: nfsRequestParamsSchema,
        querystring: companyIdQuerySchema,
        body: nfseCancellationInputSchema,
        response: { 200: request, ...errors, 409: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await cancelIssuedNote(
        { db, ...national() },
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.body,
        req.id,
      ),
    }),
  );

  for (const kind of ['dps', 'nfse'] as const) {
    app.get(
      `/nfs/requests/:id/${kind}.xml`,
      {
        schema: {
          tags: ['nfs'],
          summary:
            kind === 'dps'
              ? 'A DPS assinada enviada à Sefin Nacional (membros da empresa e contadores)'
              : 'A NFS-e recebida da Sefin Nacional (membros da empresa e contadores)',
          security: bearerSecurity,
          params: nfsRequestParamsSchema,
          querystring: companyIdQuerySchema,
          produces: ['application/xml'],
          response: { 200: z.unknown().describe('O XML, como anexo'), ...errors },
        },
      },
      async (req, reply) => {
        const file = await getNationalXml(db, requireUser(req), req.query.companyId, req.params.id, kind);
        return sendAttachment(reply, { ...file, size: file.body.length });
      },
    );
  }

  app.post(
    '/nfs/requests/:id/files/:kind',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['nfs'],
        summary: 'Anexar o PDF ou o XML da nota emitida (multipart, campo file, até 5 MB; somente administradores)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: nfsRequestFileParamsSchema,
        response: {
          200: request,
          ...errors,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (req) => {
      const read = multipartFileReader(req, { tooLarge: nfsMessages.fileTooLarge, missing: nfsMessages.fileMissing });
      return { data: await attachNfsFile(deps, requireUser(req), req.params.id, req.params.kind, read, req.id) };
    },
  );

  app.get(
    '/nfs/requests/:id/files/:kind',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Baixar o PDF ou o XML da nota (para a empresa, depois de emitida)',
        security: bearerSecurity,
        params: nfsRequestFileParamsSchema,
        querystring: companyIdQuerySchema,
        produces: Object.values(NFS_FILE_CONTENT_TYPES),
        response: { 200: z.unknown().describe('O arquivo, com Content-Type e Content-Disposition'), ...errors },
      },
    },
    async (req, reply) => {
      const { body, size, fileName, contentType } = await getNfsFile(
        deps,
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.params.kind,
      );
      return sendAttachment(reply, { body, size, fileName, contentType });
    },
  );
};
