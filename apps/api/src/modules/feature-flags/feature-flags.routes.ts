import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema, featureFlagsSchema } from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { featureFlagsFor, type FeatureFlagLists } from './feature-flags.service.js';

/**
 * `configured`: the integrations the server is set up for. A feature whose integration is
 * not configured (Cora without CORA_*) is off for everyone, listed or not: the screen then
 * never offers a button whose calls would answer 503.
 */
export const featureFlagsRoutes: FastifyPluginAsyncZod<{
  lists: FeatureFlagLists;
  configured: { cora: boolean };
}> = async (app, { lists, configured }) => {
  app.get(
    '/config/feature-flags',
    {
      preHandler: authenticated,
      schema: {
        tags: ['config'],
        summary: 'Funcionalidades ligadas para o usuário (listas de e-mail; integrações configuradas)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(featureFlagsSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const flags = featureFlagsFor(lists, requireUser(request).email);
      return { data: { ...flags, cora: flags.cora && configured.cora } };
    },
  );
};
