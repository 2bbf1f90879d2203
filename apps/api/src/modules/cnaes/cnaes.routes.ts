import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cnaesQuerySchema, cnaesResponseSchema, errorEnvelopeSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { findCnaes } from './cnaes.service.js';

export const cnaesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/cnaes',
    {
      schema: {
        tags: ['cnaes'],
        summary: 'Buscar atividades (CNAE) pelo código ou por palavras, sem acentos nem maiúsculas',
        querystring: cnaesQuerySchema,
        response: { 200: cnaesResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => findCnaes(db, request.query),
  );
};
