import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapCitiesResponseSchema, sitemapCnaesResponseSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { listSitemapCities, listSitemapCnaes } from './sitemap.service.js';

/**
 * Reference data: it changes only with a new dataset, that is with a deploy. Browsers and
 * CDNs may keep an answer for an hour and serve it stale for a day while they ask again.
 */
export const SITEMAP_DATA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** `GET /sitemap/cities` and `GET /sitemap/cnaes` (public): what the web's sitemaps list. */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/sitemap/cities',
    {
      schema: {
        tags: ['sitemap'],
        summary:
          'Todos os municípios (slug e UF) para as páginas /contabilidade-em e /contador-em do sitemap (público)',
        response: { 200: sitemapCitiesResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await listSitemapCities(db);
      reply.header('cache-control', SITEMAP_DATA_CACHE_CONTROL);
      return { data };
    },
  );

  app.get(
    '/sitemap/cnaes',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'Todas as subclasses CNAE ativas (código e slug da página /tools/cnae) para o sitemap (público)',
        response: { 200: sitemapCnaesResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await listSitemapCnaes(db);
      reply.header('cache-control', SITEMAP_DATA_CACHE_CONTROL);
      return { data };
    },
  );
};
