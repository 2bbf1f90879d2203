import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cnaeCodeParamsSchema,
  cnaeCodeSchema,
  cnaeDetailResponseSchema,
  cnaesQuerySchema,
  cnaesResponseSchema,
  errorEnvelopeSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { validationError } from '../../lib/app-error.js';
import { findCnaes, getCnaeDetail } from './cnaes.service.js';

/**
 * The CNAE table changes only with a new dataset, that is with a deploy: browsers and CDNs
 * may keep an answer for an hour, and serve it stale for a day while they ask again.
 */
export const CNAE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

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
    async (request, reply) => {
      const found = await findCnaes(db, request.query);
      reply.header('cache-control', CNAE_CACHE_CONTROL);
      return found;
    },
  );

  const detail = {
    schema: {
      tags: ['cnaes'],
      summary:
        'Uma subclasse CNAE com tudo o que a página pública mostra: hierarquia, notas, índice de atividades, ' +
        'ocupações do MEI e Simples Nacional (código "6201501" ou "6201-5%2F01")',
      params: cnaeCodeParamsSchema,
      response: { 200: cnaeDetailResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
  };
  app.get('/cnaes/:code', detail, async (request, reply) => {
    const data = await getCnaeDetail(db, request.params.code);
    reply.header('cache-control', CNAE_CACHE_CONTROL);
    return { data };
  });

  // "6201-5/01" with its slash as written: the path has one more segment. Hidden from the
  // documentation, which names the route above.
  app.get(
    '/cnaes/:classCode/:subclass',
    {
      schema: {
        hide: true,
        params: z.object({ classCode: z.string(), subclass: z.string() }),
        response: detail.schema.response,
      },
    },
    async (request, reply) => {
      const parsed = cnaeCodeSchema.safeParse(`${request.params.classCode}/${request.params.subclass}`);
      if (!parsed.success) throw validationError({ code: parsed.error.issues[0]?.message ?? 'CNAE inválido' });
      const data = await getCnaeDetail(db, parsed.data);
      reply.header('cache-control', CNAE_CACHE_CONTROL);
      return { data };
    },
  );
};
