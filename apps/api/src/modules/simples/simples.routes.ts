import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  simplesConfirmParamsSchema,
  simplesEntryParamsSchema,
  simplesMonthParamsSchema,
  simplesPayrollInputSchema,
  simplesPayrollMonthSchema,
  simplesReportQuerySchema,
  simplesReportSchema,
  simplesRevenueInputSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import { confirmSimplesMonth, getSimplesReport } from './simples-report.service.js';
import { removeRevenueEntry, savePayroll, saveRevenueEntry } from './simples-inputs.service.js';
import { bearerSecurity, companyIdParams, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['simples-nacional'];

/** The Simples Nacional computation and its inputs (decision 014). */
export const simplesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/reports/simples-nacional',
    {
      schema: {
        tags,
        summary: 'Apuração do Simples Nacional do mês: RBT12, Fator R, anexos, DAS, vencimento e limites',
        security: bearerSecurity,
        querystring: simplesReportQuerySchema,
        response: { 200: dataEnvelope(simplesReportSchema), ...errors },
      },
    },
    async (request) => ({ data: await getSimplesReport(db, requireUser(request), request.query) }),
  );

  app.post(
    '/companies/:companyId/simples/confirmations/:period',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary:
          'Confirmar a apuração do mês: os valores ficam travados; mudanças depois aparecem como diferenças (somente contadores)',
        security: bearerSecurity,
        params: simplesConfirmParamsSchema,
        response: { 200: dataEnvelope(simplesReportSchema), ...errors },
      },
    },
    async (request) => ({
      data: await confirmSimplesMonth(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params,
      ),
    }),
  );

  app.put(
    '/companies/:companyId/simples/revenue',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary: 'Receita do mês por atividade, fora das notas do produto (somente contadores)',
        security: bearerSecurity,
        params: companyIdParams,
        body: simplesRevenueInputSchema,
        response: { 200: dataEnvelope(z.object({ id: z.uuid(), amount: z.number() })), ...errors },
      },
    },
    async (request) => ({
      data: await saveRevenueEntry(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params.companyId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/companies/:companyId/simples/revenue/:entryId',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary: 'Apagar um lançamento de receita (somente contadores)',
        security: bearerSecurity,
        params: simplesEntryParamsSchema,
        response: { 204: z.null().describe('Apagado'), ...errors },
      },
    },
    async (request, reply) => {
      await removeRevenueEntry(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params.companyId,
        request.params.entryId,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/companies/:companyId/simples/payroll/:month',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary: 'Folha do mês para o Fator R: pró-labore, salários e encargos (somente contadores)',
        security: bearerSecurity,
        params: simplesMonthParamsSchema,
        body: simplesPayrollInputSchema,
        response: { 200: dataEnvelope(simplesPayrollMonthSchema), ...errors },
      },
    },
    async (request) => ({
      data: await savePayroll(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params.companyId,
        request.params.month,
        request.body,
      ),
    }),
  );
};
