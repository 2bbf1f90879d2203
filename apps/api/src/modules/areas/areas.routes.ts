import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  areaDetailResponseSchema,
  areaListResponseSchema,
  areaSlugParamsSchema,
  errorEnvelopeSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { getArea, listAreas } from './areas.service.js';

/** The catalog and the CNAE table change only with a deploy: a CDN may keep an answer for an hour. */
export const AREAS_CACHE_CONTROL = 'public, max-age=3600';

/** Pages per professional area, under the functions API (`/functions/areas/...`). Public. */
export const areasRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/functions/areas',
    {
      schema: {
        tags: ['areas'],
        summary: 'Áreas profissionais com página própria: slug, nome e chamada (público)',
        response: { 200: areaListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', AREAS_CACHE_CONTROL);
      return { data: listAreas() };
    },
  );

  app.get(
    '/functions/areas/:slug',
    {
      schema: {
        tags: ['areas'],
        summary:
          'Uma área profissional: orientações, perguntas frequentes e os CNAEs típicos com MEI, anexo do Simples e Fator R (público)',
        params: areaSlugParamsSchema,
        response: { 200: areaDetailResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await getArea(db, request.params.slug);
      reply.header('cache-control', AREAS_CACHE_CONTROL);
      return { data };
    },
  );
};
