import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdQuerySchema,
  conversationAccountantSchema,
  conversationAssignSchema,
  conversationInboxQuerySchema,
  conversationInboxSummarySchema,
  conversationSchema,
  conversationStatusSchema,
  conversationVaultSaveSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
} from '@contabil/contracts';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import {
  assignConversation,
  inbox,
  inboxSummary,
  listAccountants,
  saveAttachmentToVault,
  setConversationStatus,
} from './conversation-inbox.service.js';
import type { ConversationsDeps } from './conversations.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['conversations'];
const idParams = z.object({ id: z.uuid({ error: 'Conversa inválida' }) });

/** The accountants' inbox: system administrators only (refused in onRequest, before the body is read). */
export const conversationInboxRoutes: FastifyPluginAsyncZod<ConversationsDeps> = async (app, deps) => {
  app.addHook('onRequest', systemAdminOnly);

  app.get(
    '/conversations/inbox',
    {
      schema: {
        tags,
        summary:
          'Conversas de todas as empresas: abertas (a que espera há mais tempo primeiro), minhas, sem responsável, aguardando cliente, resolvidas',
        security: bearerSecurity,
        querystring: conversationInboxQuerySchema,
        response: { 200: listEnvelope(conversationSchema), ...errors },
      },
    },
    (req) => inbox(deps, requireUser(req), req.query),
  );

  app.get(
    '/conversations/inbox/summary',
    {
      schema: {
        tags,
        summary: 'Conversas sem resposta, por tempo de espera',
        security: bearerSecurity,
        response: { 200: dataEnvelope(conversationInboxSummarySchema), ...errors },
      },
    },
    async () => ({ data: await inboxSummary(deps) }),
  );

  app.get(
    '/conversations/accountants',
    {
      schema: {
        tags,
        summary: 'Contadores do escritório, para atribuir conversas',
        security: bearerSecurity,
        response: { 200: dataEnvelope(z.array(conversationAccountantSchema)), ...errors },
      },
    },
    async () => ({ data: await listAccountants(deps) }),
  );

  app.put(
    '/conversations/:id/assignee',
    {
      schema: {
        tags,
        summary: 'Atribui a conversa a um contador (null: ninguém)',
        security: bearerSecurity,
        params: idParams,
        querystring: companyIdQuerySchema,
        body: conversationAssignSchema,
        response: { 200: dataEnvelope(conversationSchema), ...errors },
      },
    },
    async (req) => ({
      data: await assignConversation(
        deps,
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.body.assigneeId,
        req.id,
      ),
    }),
  );

  app.put(
    '/conversations/:id/status/:status',
    {
      schema: {
        tags,
        summary: 'Aberta → aguardando cliente → resolvida (uma nova mensagem reabre)',
        security: bearerSecurity,
        params: idParams.extend({ status: conversationStatusSchema }),
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(conversationSchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (req) => ({
      data: await setConversationStatus(
        deps,
        requireUser(req),
        req.query.companyId,
        req.params.id,
        req.params.status,
        req.id,
      ),
    }),
  );

  app.post(
    '/conversations/:id/attachments/:fileId/vault',
    {
      schema: {
        tags,
        summary: 'Guarda um anexo da conversa nos documentos da empresa (o cofre), com tipo e título',
        security: bearerSecurity,
        params: idParams.extend({ fileId: z.uuid({ error: 'Arquivo inválido' }) }),
        querystring: companyIdQuerySchema,
        body: conversationVaultSaveSchema,
        response: {
          201: dataEnvelope(z.object({ documentId: z.uuid() })),
          ...errors,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      const { id, fileId } = req.params;
      const saved = await saveAttachmentToVault(
        deps,
        requireUser(req),
        req.query.companyId,
        id,
        fileId,
        req.body,
        req.id,
      );
      return reply.status(201).send({ data: saved });
    },
  );
};
