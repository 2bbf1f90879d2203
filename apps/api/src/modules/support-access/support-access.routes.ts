import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  supportGrantCreateSchema,
  supportGrantQuerySchema,
  supportGrantSchema,
  supportSessionCreateSchema,
  supportSessionSchema,
} from '@contabil/contracts';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import {
  currentGrant,
  grantSupportAccess,
  listGrantsForAdmins,
  openSupportSession,
  revokeSupportAccess,
  type SupportAccessDeps,
} from './support-access.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const supportAccessRoutes: FastifyPluginAsyncZod<SupportAccessDeps> = async (app, deps) => {
  app.post(
    '/support-access/grants',
    {
      preHandler: authenticated,
      schema: {
        tags: ['support-access'],
        summary: 'Autorizar o suporte a ver o aplicativo como você nesta empresa, por 1, 24 ou 72 horas',
        security: [{ bearerAuth: [] }],
        body: supportGrantCreateSchema,
        response: { 201: dataEnvelope(supportGrantSchema), ...errors },
      },
    },
    async (request, reply) => {
      const grant = await grantSupportAccess(deps, requireUser(request), request.body, request.id);
      return reply.status(201).send({ data: grant });
    },
  );

  app.get(
    '/support-access/grants',
    {
      preHandler: authenticated,
      schema: {
        tags: ['support-access'],
        summary: 'A sua autorização de acesso de suporte ativa nesta empresa (ou null)',
        security: [{ bearerAuth: [] }],
        querystring: supportGrantQuerySchema,
        response: { 200: dataEnvelope(supportGrantSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await currentGrant(deps, requireUser(request), request.query.companyId) }),
  );

  app.delete(
    '/support-access/grants/:id',
    {
      preHandler: authenticated,
      schema: {
        tags: ['support-access'],
        summary: 'Retirar a autorização (as sessões de suporte terminam na hora)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid({ error: 'Autorização inválida' }) }),
        response: { 204: z.null().describe('Sem conteúdo'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeSupportAccess(deps, requireUser(request), request.params.id, request.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/support-access/grants',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Autorizações de acesso de suporte ativas (somente administradores)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.array(supportGrantSchema)), ...errors },
      },
    },
    async () => ({ data: await listGrantsForAdmins(deps) }),
  );

  app.post(
    '/admin/support-access/sessions',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Abrir uma sessão de suporte como o usuário (só com a autorização dele; registrada na auditoria)',
        security: [{ bearerAuth: [] }],
        body: supportSessionCreateSchema,
        response: { 201: dataEnvelope(supportSessionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const session = await openSupportSession(deps, requireUser(request), request.body.userId, request.id);
      return reply.status(201).send({ data: session });
    },
  );
};
