import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserCreateSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
  userIdParamsSchema,
} from '@contabil/contracts';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import {
  createAdminUser,
  getAdminUser,
  listAdminUsers,
  reactivateAdminUser,
  type AdminUsersDeps,
} from './admin-users.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403);

export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  const { db } = deps;
  // Before the body is read: a company user gets 403 whatever they send.
  app.addHook('onRequest', systemAdminOnly);

  app.post(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Criar um usuário sem senha; ele recebe por e-mail o link para definir a senha',
        security: [{ bearerAuth: [] }],
        body: adminUserCreateSchema,
        response: {
          201: dataEnvelope(adminUserSchema),
          ...errors,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await createAdminUser(deps, requireUser(request), request.body, request.id);
      return reply.status(201).send({ data: user });
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Listar usuários (somente administradores)',
        security: [{ bearerAuth: [] }],
        querystring: adminUsersQuerySchema,
        response: { 200: listEnvelope(adminUserSchema), ...errors },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ver um usuário (somente administradores)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: dataEnvelope(adminUserSchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getAdminUser(db, request.params.id) }),
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reativar uma conta desativada (somente administradores)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: dataEnvelope(adminUserSchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await reactivateAdminUser(db, requireUser(request), request.params.id, request.id),
    }),
  );
};
