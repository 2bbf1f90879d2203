import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdParamsSchema,
  companySchema,
  companyStatusSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  trackSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser, systemAdminOnly } from '../../plugins/auth.js';
import { changeCompanyStatus } from './company-status.service.js';
import { getCompany, getCompanyTrack, listMyCompanies } from './companies.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const companiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: 'As empresas do usuário',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.array(companySchema)), ...errors },
      },
    },
    async (request) => ({ data: await listMyCompanies(db, requireUser(request)) }),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Ver uma empresa (membros e administradores do sistema)',
        security: [{ bearerAuth: [] }],
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getCompany(db, requireUser(request), request.params.id) }),
  );

  app.get(
    '/companies/:id/steps',
    {
      schema: {
        tags: ['companies'],
        summary: 'A trilha de etapas da empresa (abertura ou migração)',
        security: [{ bearerAuth: [] }],
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(trackSchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getCompanyTrack(db, requireUser(request), request.params.id) }),
  );

  app.put(
    '/companies/:id/status/:status',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Mudar o status da empresa (somente administradores; transições permitidas)',
        security: [{ bearerAuth: [] }],
        params: companyIdParamsSchema.extend({ status: companyStatusSchema }),
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await changeCompanyStatus(db, request.params.id, request.params.status, {
        actorUserId: requireUser(request).sub,
        requestId: request.id,
      }),
    }),
  );
};
