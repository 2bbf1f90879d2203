import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, obligationParamsSchema, obligationSchema, obligationsQuerySchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import { completeObligation, listObligations, obligationsQueue } from './obligations.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['obligations'];

/** The obligations calendar of a company (issue 22, item 5). */
export const obligationsRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  app.addHook('preHandler', authenticated);

  app.get(
    '/companies/:companyId/obligations',
    {
      schema: {
        tags,
        summary:
          'Obrigações do ano da empresa (DAS, DCTFWeb, FGTS, DEFIS, DASN-SIMEI, IRPF dos sócios) com vencimento, situação e base legal',
        security: bearerSecurity,
        params: z.object({ companyId: z.uuid() }),
        querystring: obligationsQuerySchema,
        response: { 200: dataEnvelope(z.array(obligationSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await listObligations(db, requireUser(request), request.params.companyId, request.query.year, now()),
    }),
  );

  app.get(
    '/admin/obligations',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary:
          'Fila dos contadores: obrigações atrasadas ou que vencem nos próximos 7 dias, de todas as empresas ativas',
        security: bearerSecurity,
        response: {
          200: dataEnvelope(z.array(obligationSchema.extend({ companyId: z.uuid(), companyName: z.string() }))),
          ...errors,
        },
      },
    },
    async () => ({ data: await obligationsQueue(db, now()) }),
  );

  app.put(
    '/companies/:companyId/obligations/:kind/:period/done',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary: 'Marcar uma obrigação como feita (somente contadores)',
        security: bearerSecurity,
        params: obligationParamsSchema,
        response: { 200: dataEnvelope(obligationSchema), ...errors },
      },
    },
    async (request) => ({
      data: await completeObligation(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params,
        now(),
      ),
    }),
  );
};
