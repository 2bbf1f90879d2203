import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdParamsSchema,
  companySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  trackSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
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
};
