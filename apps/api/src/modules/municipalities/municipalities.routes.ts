import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityPageResponseSchema,
  citySearchQuerySchema,
  citySearchResponseSchema,
  citySlugParamsSchema,
  errorEnvelopeSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { getCityPage, searchCities } from './municipalities.service.js';

/** The IBGE table changes only with a deploy: a CDN may keep a city for an hour. */
export const CITY_PAGE_CACHE_CONTROL = 'public, max-age=3600';

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

  app.get(
    '/municipalities/by-slug/:citySlug',
    {
      schema: {
        tags: ['municipalities'],
        summary:
          'Um município pelo endereço das páginas de cidade ("sao-paulo-sp"): estado, região, códigos, capital e cidades vizinhas (público)',
        params: citySlugParamsSchema,
        response: { 200: cityPageResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await getCityPage(db, request.params.citySlug);
      reply.header('cache-control', CITY_PAGE_CACHE_CONTROL);
      return { data };
    },
  );
};
