import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  leadInputSchema,
  leadSchema,
  leadsQuerySchema,
  listEnvelope,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { systemAdminOnly } from '../access/auth-context.js';
import { createLead, listLeads } from './leads.service.js';

export const leadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/leads',
    {
      schema: {
        tags: ['leads'],
        summary: 'Deixar o contato para a equipe comercial (público; limitado por IP)',
        body: leadInputSchema,
        response: { 201: dataEnvelope(leadSchema), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const lead = await createLead(db, request.body, { ip: request.ip });
      return reply.status(201).send({ data: lead });
    },
  );

  app.get(
    '/leads',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['leads'],
        summary: 'Contatos recebidos, do mais recente ao mais antigo (somente administradores)',
        security: [{ bearerAuth: [] }],
        querystring: leadsQuerySchema,
        response: {
          200: listEnvelope(leadSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => listLeads(db, request.query),
  );
};
