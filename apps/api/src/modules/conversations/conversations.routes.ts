import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdQuerySchema,
  conversationDetailSchema,
  conversationMessageCreateSchema,
  conversationMessageSchema,
  conversationOpenSchema,
  conversationSchema,
  conversationUnreadSchema,
  conversationsQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
  signedLinkSchema,
} from '@contabil/contracts';
import type { Database, QueueConnection } from '../../db/client.js';
import { validationError } from '../../lib/app-error.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { conversationInboxRoutes } from './conversation-inbox.routes.js';
import {
  attachmentLink,
  deleteMessage,
  getConversation,
  listConversations,
  markRead,
  openConversation,
  postMessage,
  unreadInCompany,
  type ConversationsDeps,
} from './conversations.service.js';
import { createConversationHub } from './live/conversation-hub.js';
import { resumeId, serveEventStream } from './live/event-stream.js';
import { notificationSource } from './live/notification-source.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['conversations'];
const idParams = z.object({ id: z.uuid({ error: 'Conversa inválida' }) });

/** Conversations between a company and the firm (decision 013), and their live stream. */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: ObjectStorage;
  queueConnection: QueueConnection;
  now: () => Date;
}> = async (app, { queueConnection, ...options }) => {
  const deps: ConversationsDeps = options;
  const { db } = deps;
  const hub = createConversationHub(
    db,
    notificationSource(queueConnection, (err) => app.log.warn({ err }, 'conversations: LISTEN connection lost')),
    (err) => app.log.error({ err }, 'conversations: event fan-out failed'),
  );
  // Before the server waits for its connections to end: the open streams are ended first.
  app.addHook('preClose', () => hub.close());
  // onRequest: a call without a token is refused before its body is read.
  app.addHook('onRequest', authenticated);

  app.get(
    '/conversations/events',
    {
      schema: {
        tags,
        summary: 'Eventos ao vivo das conversas (server-sent events); Last-Event-ID retoma sem perder nada',
        description:
          'Membros: companyId obrigatório. Contadores: sem companyId recebem todas as empresas, com notas internas.',
        security: bearerSecurity,
        querystring: z.object({ companyId: z.uuid().optional(), lastEventId: z.string().max(20).optional() }),
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (req, reply) => {
      const auth = requireUser(req);
      const firm = auth.isSystemAdmin;
      const companyId = req.query.companyId ?? null;
      if (!firm && !companyId) throw validationError({ companyId: 'Empresa inválida' });
      if (companyId) await assertCompanyAccess(db, auth, companyId);
      await serveEventStream(
        { db, hub },
        req,
        reply,
        { companyId, withInternal: firm },
        resumeId(req, req.query.lastEventId),
      );
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Conversas da empresa, da atividade mais recente',
        security: bearerSecurity,
        querystring: conversationsQuerySchema,
        response: { 200: listEnvelope(conversationSchema), ...errors },
      },
    },
    (req) => listConversations(deps, requireUser(req), req.query),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Abre (ou encontra) a conversa geral ou a de um item: nota, documento, lançamento, etapa',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        body: conversationOpenSchema,
        response: { 200: dataEnvelope(conversationSchema), 201: dataEnvelope(conversationSchema), ...errors },
      },
    },
    async (req, reply) => {
      const { conversation, created } = await openConversation(deps, requireUser(req), req.query.companyId, req.body);
      return reply.status(created ? 201 : 200).send({ data: conversation });
    },
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags,
        summary: 'Mensagens do escritório que a pessoa ainda não leu, na empresa',
        security: bearerSecurity,
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(conversationUnreadSchema), ...errors },
      },
    },
    async (req) => ({ data: await unreadInCompany(deps, requireUser(req), req.query.companyId) }),
  );

  await app.register(conversationInboxRoutes, deps);

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversa com as mensagens (notas internas só para o escritório) e as leituras',
        security: bearerSecurity,
        params: idParams,
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(conversationDetailSchema), ...errors },
      },
    },
    async (req) => ({ data: await getConversation(deps, requireUser(req), req.query.companyId, req.params.id) }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Envia uma mensagem (ou, do escritório, uma nota interna) com anexos enviados por link assinado',
        security: bearerSecurity,
        params: idParams,
        querystring: companyIdQuerySchema,
        body: conversationMessageCreateSchema,
        response: {
          201: dataEnvelope(conversationMessageSchema),
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (req, reply) => {
      const message = await postMessage(deps, requireUser(req), req.query.companyId, req.params.id, req.body, req.id);
      return reply.status(201).send({ data: message });
    },
  );

  app.delete(
    '/conversations/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Apaga a própria mensagem até 5 minutos depois do envio (registrado na auditoria)',
        security: bearerSecurity,
        params: idParams.extend({ messageId: z.uuid({ error: 'Mensagem inválida' }) }),
        querystring: companyIdQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const { id, messageId } = req.params;
      await deleteMessage(deps, requireUser(req), req.query.companyId, id, messageId, req.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Marca a conversa como lida até agora',
        security: bearerSecurity,
        params: idParams,
        querystring: companyIdQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await markRead(deps, requireUser(req), req.query.companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/conversations/:id/attachments/:fileId',
    {
      schema: {
        tags,
        summary: 'Link assinado (5 minutos) para baixar um anexo da conversa',
        security: bearerSecurity,
        params: idParams.extend({ fileId: z.uuid({ error: 'Arquivo inválido' }) }),
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(signedLinkSchema), ...errors },
      },
    },
    async (req) => ({
      data: await attachmentLink(deps, requireUser(req), req.query.companyId, req.params.id, req.params.fileId),
    }),
  );
};
