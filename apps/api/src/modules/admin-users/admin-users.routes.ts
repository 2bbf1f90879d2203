import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { systemAdminOnly } from '../../plugins/auth.js';
import { getAdminUser, listAdminUsers } from './admin-users.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', systemAdminOnly);

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
        params: z.object({ id: z.uuid({ message: 'Usuário inválido' }) }),
        response: { 200: dataEnvelope(adminUserSchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getAdminUser(db, request.params.id) }),
  );
};
