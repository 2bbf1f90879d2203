import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema, planSchema, plansQuerySchema, planUpdateSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import { changePlan, getPlans } from './plans.service.js';

export const planIdParamsSchema = z.object({ id: z.uuid({ message: 'Plano inválido' }) });

export const plansRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Planos à venda (público); includeInactive=true mostra os inativos a administradores',
        security: [{}, { bearerAuth: [] }],
        querystring: plansQuerySchema,
        response: { 200: dataEnvelope(z.array(planSchema)), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await getPlans(db, { auth: request.auth, tokenInvalid: request.authFailure === 'invalid' }, request.query),
    }),
  );

  app.put(
    '/plans/:id',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['plans'],
        summary: 'Alterar um plano: nome, descrição, preço, itens, ativo, ordem (somente administradores)',
        security: [{ bearerAuth: [] }],
        params: planIdParamsSchema,
        body: planUpdateSchema,
        response: {
          200: dataEnvelope(planSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      data: await changePlan(db, request.params.id, request.body, {
        actorUserId: requireUser(request).sub,
        requestId: request.id,
      }),
    }),
  );
};
