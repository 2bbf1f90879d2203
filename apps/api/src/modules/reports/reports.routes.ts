import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  annualBillingReportSchema,
  billingByCategoryQuerySchema,
  billingByCategoryReportSchema,
  companyIdQuerySchema,
  dataEnvelope,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { getAnnualBillingReport, getBillingByCategoryReport } from './reports.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);

export interface ReportsRoutesOptions {
  db: Database;
  /** The clock that decides the current Brasília month; tests pass a fixed one. */
  now?: () => Date;
}

/** The panel's reports (spec section 7 "Reports"); paths spelled as the spec spells them. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/reports/anual-billing-by-company',
    {
      schema: {
        tags: ['reports'],
        summary: 'Faturamento (notas emitidas) dos últimos 12 meses e do ano, limite do regime e estimativa do Simples',
        security: [{ bearerAuth: [] }],
        querystring: companyIdQuerySchema,
        response: { 200: dataEnvelope(annualBillingReportSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getAnnualBillingReport(db, requireUser(request), request.query.companyId, now()),
    }),
  );

  app.get(
    '/reports/billing-by-category',
    {
      schema: {
        tags: ['reports'],
        summary: 'Movimentações bancárias por categoria no período (AAAA-MM, AAAA-Tn ou AAAA)',
        security: [{ bearerAuth: [] }],
        querystring: billingByCategoryQuerySchema,
        response: { 200: dataEnvelope(billingByCategoryReportSchema), ...errors },
      },
    },
    async (request) => ({ data: await getBillingByCategoryReport(db, requireUser(request), request.query) }),
  );
};
