import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema, referralsSummarySchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { getMyReferrals } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncZod<{ db: Database; webOrigin: string }> = async (
  app,
  { db, webOrigin },
) => {
  app.get(
    '/referrals/me',
    {
      preHandler: authenticated,
      schema: {
        tags: ['referrals'],
        summary: 'Meu link de indicação, as pessoas indicadas, a etapa de cada uma e o crédito ganho',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(referralsSummarySchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getMyReferrals(db, webOrigin, requireUser(request).sub) }),
  );
};
