import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema, featureFlagsSchema } from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { featureFlagsFor, type FeatureFlagLists } from './feature-flags.service.js';

export const featureFlagsRoutes: FastifyPluginAsyncZod<{ lists: FeatureFlagLists }> = async (app, { lists }) => {
  app.get(
    '/config/feature-flags',
    {
      preHandler: authenticated,
      schema: {
        tags: ['config'],
        summary: 'Funcionalidades ligadas para o usuário (listas de e-mail)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(featureFlagsSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: featureFlagsFor(lists, requireUser(request).email) }),
  );
};
