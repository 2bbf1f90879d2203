import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, deletionRequestSchema, personalDataExportSchema } from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { exportPersonalData, requestAccountDeletion, type PrivacyDeps } from './privacy.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(401, 403, 404);

/** The data subject's rights of LGPD art. 18 that the product serves itself: access and deletion requests. */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyDeps> = async (app, deps) => {
  app.get(
    '/users/me/personal-data',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Baixar os meus dados (LGPD): conta, empresas e histórico da conta',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(personalDataExportSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Personal data: never kept by a browser or a proxy.
      void reply.header('Cache-Control', 'no-store');
      return { data: await exportPersonalData(deps, requireUser(request), request.id) };
    },
  );

  app.post(
    '/users/me/deletion-request',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Pedir a exclusão da conta (LGPD): o escritório atende e guarda o que a lei exige',
        security: [{ bearerAuth: [] }],
        response: { 202: dataEnvelope(deletionRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const answer = await requestAccountDeletion(deps, requireUser(request), request.id);
      return reply.status(202).send({ data: answer });
    },
  );
};
