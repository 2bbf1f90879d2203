import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  competenceSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  simplesConfirmParamsSchema,
  simplesGuideInputSchema,
  simplesGuideSchema,
  simplesMonthParamsSchema,
  simplesPayrollEntrySchema,
  simplesPayrollInputSchema,
} from '@contabil/contracts';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import { documentsDeps, type DocumentsRoutesOptions } from '../documents/documents.service.js';
import { createSimplesGuide } from './simples-guide.service.js';
import { confirmPayroll, listPayrollEntries, submitPayroll } from './simples-payroll.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['simples-nacional'];

/** From the confirmed month to the DAS guide, and the payroll the company sends (decision 014). */
export const simplesWorkflowRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, options) => {
  const deps = documentsDeps(options);
  const { db } = deps;
  app.addHook('preHandler', authenticated);

  app.post(
    '/companies/:companyId/simples/guides/:period',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary:
          'Gerar a guia do DAS do mês confirmado: com a linha digitável (o produto escreve o PDF) ou com o PDF da Receita já enviado (somente contadores)',
        description:
          'Valor, competência e vencimento vêm da apuração confirmada. A guia entra em "Guias a pagar" e os administradores da empresa recebem o e-mail.',
        security: bearerSecurity,
        params: simplesConfirmParamsSchema,
        body: simplesGuideInputSchema,
        response: {
          201: dataEnvelope(simplesGuideSchema),
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const guide = await createSimplesGuide(deps, requireUser(request), request.params, request.body, {
        requestId: request.id,
        log: request.log,
      });
      return reply.status(201).send({ data: guide });
    },
  );

  app.get(
    '/companies/:companyId/simples/payroll',
    {
      schema: {
        tags,
        summary: 'Folha dos 12 meses até `until`: enviada pela empresa (aguardando a contabilidade) ou confirmada',
        security: bearerSecurity,
        params: z.object({ companyId: z.uuid() }),
        querystring: z.object({ until: competenceSchema }),
        response: { 200: dataEnvelope(z.array(simplesPayrollEntrySchema)), ...errors },
      },
    },
    async (request) => ({
      data: await listPayrollEntries(db, requireUser(request), request.params.companyId, request.query.until),
    }),
  );

  app.put(
    '/companies/:companyId/simples/payroll/:month/submission',
    {
      schema: {
        tags,
        summary:
          'A empresa envia a folha do mês (pró-labore, salários, encargos); conta no Fator R depois que a contabilidade confirma',
        security: bearerSecurity,
        params: simplesMonthParamsSchema,
        body: simplesPayrollInputSchema,
        response: { 200: dataEnvelope(simplesPayrollEntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await submitPayroll(
        db,
        requireUser(request),
        request.id,
        request.params.companyId,
        request.params.month,
        request.body,
      ),
    }),
  );

  app.post(
    '/companies/:companyId/simples/payroll/:month/confirmation',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags,
        summary: 'Confirmar a folha que a empresa enviou (somente contadores)',
        security: bearerSecurity,
        params: simplesMonthParamsSchema,
        response: { 200: dataEnvelope(simplesPayrollEntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await confirmPayroll(
        db,
        { actorUserId: requireUser(request).sub, requestId: request.id },
        request.params.companyId,
        request.params.month,
      ),
    }),
  );
};
