import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citySearchQuerySchema, citySearchResponseSchema, errorEnvelopeSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { searchCities } from './municipalities.service.js';

export const municipalitiesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/municipalities/search',
    {
      schema: {
        tags: ['municipalities'],
        summary: 'Buscar municípios do IBGE pelo nome (sem acentos nem maiúsculas; aceita "São Paulo - SP")',
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await searchCities(db, request.query) }),
  );
};
