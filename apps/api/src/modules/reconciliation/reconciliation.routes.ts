import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  reconciliationItemSchema,
  reconciliationMatchInputSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { confirmMatch, getReconciliation } from './reconciliation.service.js';
import { bearerSecurity, companyIdParams, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['reconciliation'];

/** Bank reconciliation: credits with issued notes, debits with paid guides (issue 22, item 6). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/companies/:companyId/reconciliation',
    {
      schema: {
        tags,
        summary:
          'Conciliação do mês: créditos com notas emitidas, débitos com guias pagas; conciliados, sugeridos e sem correspondência',
        security: bearerSecurity,
        params: companyIdParams,
        querystring: reconciliationQuerySchema,
        response: { 200: dataEnvelope(reconciliationSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getReconciliation(db, requireUser(request), request.params.companyId, request.query.month),
    }),
  );

  app.post(
    '/companies/:companyId/reconciliation/matches',
    {
      schema: {
        tags,
        summary: 'Confirmar que uma nota ou guia corresponde a um lançamento do extrato (fica guardado)',
        security: bearerSecurity,
        params: companyIdParams,
        body: reconciliationMatchInputSchema,
        response: { 201: dataEnvelope(reconciliationItemSchema.shape.match.unwrap()), ...errors },
      },
    },
    async (request, reply) => {
      const match = await confirmMatch(db, requireUser(request), request.id, request.params.companyId, request.body);
      return reply.status(201).send({ data: match });
    },
  );
};
