import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  lucaAliasSuggestResponseSchema,
  lucaCnaeMatchInputSchema,
  lucaCnaeMatchResponseSchema,
  lucaIntentInputSchema,
} from '@contabil/contracts';
import type { LucaConfig } from '../../config/luca.js';
import type { Database } from '../../db/client.js';
import { optionalUser } from '../access/auth-context.js';
import { createLlmReranker, type Reranker } from './luca.reranker.js';
import { matchCnaes, suggestAliases } from './luca.service.js';

export interface LucaRoutesOptions {
  db: Database;
  luca: LucaConfig;
}

/**
 * Luca, under the functions API (`/functions/luca/...`). Public, because the public
 * `/tools/cnae` page uses it too; rate limited per IP, and per user when a Bearer token
 * comes along (a bad token is a 401, never taken as anonymous).
 */
export const lucaRoutes: FastifyPluginAsyncZod<LucaRoutesOptions> = async (app, { db, luca }) => {
  const reranker: Reranker | null = luca.llm
    ? createLlmReranker(luca.llm, {
        onError: (error) => app.log.warn({ err: error }, 'Luca: modelo de linguagem indisponível; resposta local'),
      })
    : null;
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema };

  app.post(
    '/functions/luca/cnaes/match',
    {
      schema: {
        tags: ['luca'],
        summary:
          'Luca: atividades (CNAE) para a descrição do negócio, com os motivos, a confiança e, quando a descrição não basta, uma pergunta (público; limitado por IP)',
        body: lucaCnaeMatchInputSchema,
        response: { 200: lucaCnaeMatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = { ip: request.ip, userId: optionalUser(request)?.sub ?? null };
      return { data: await matchCnaes(db, request.body, caller, reranker) };
    },
  );

  app.post(
    '/functions/luca/companies/alias-suggest',
    {
      schema: {
        tags: ['luca'],
        summary: 'Luca: sugestões de nome fantasia para a descrição do negócio (público; limitado por IP)',
        body: lucaIntentInputSchema,
        response: { 200: lucaAliasSuggestResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = { ip: request.ip, userId: optionalUser(request)?.sub ?? null };
      return { data: await suggestAliases(db, request.body, caller) };
    },
  );
};
