import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cnpjLookupSchema, dataEnvelope, errorEnvelopeSchema } from '@contabil/contracts';
import { authenticated } from '../access/auth-context.js';
import { checkCnpj, type CnpjLookupOptions } from './cnpj-lookup.service.js';

export const cnpjLookupRoutes: FastifyPluginAsyncZod<{ lookup: CnpjLookupOptions }> = async (app, { lookup }) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/cnpjs/:cnpj',
    {
      schema: {
        tags: ['companies'],
        summary: 'Consultar um CNPJ: se existe e os dados da Receita (usado pelo /api/cnpj-exists do site)',
        security: [{ bearerAuth: [] }],
        params: z.object({ cnpj: z.string().trim().max(32, 'CNPJ inválido') }),
        response: { 200: dataEnvelope(cnpjLookupSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await checkCnpj(lookup, request.params.cnpj) }),
  );
};
