import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companySchema,
  companyStatusSchema,
  dataEnvelope,
  emailSchema,
  errorEnvelopeSchema,
  messages,
  trackIdSchema,
  trackStatusSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findUserByEmail } from '../users/users.repository.js';
import { insertCompany, insertMembership } from '../companies/companies.repository.js';
import { toCompany } from '../companies/company-view.js';

/**
 * Seeding for the browser journeys, registered only when NODE_ENV=test (app.ts):
 * companies in any state, before the company wizards exist to make them.
 */
export const testSupportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/test-support/companies',
    {
      schema: {
        hide: true,
        body: z.object({
          ownerEmail: emailSchema,
          name: z.string().min(1).default('Empresa de Teste Ltda'),
          status: companyStatusSchema,
          trackId: trackIdSchema.nullable().default(null),
          trackStatus: trackStatusSchema.default('done'),
        }),
        response: { 201: dataEnvelope(companySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { ownerEmail, ...company } = request.body;
      const owner = await findUserByEmail(db, ownerEmail);
      if (!owner) throw notFound(messages.notFound);
      const row = await db.transaction(async (tx) => {
        const created = await insertCompany(tx, company);
        await insertMembership(tx, created.id, { userId: owner.id, role: 'company-admin' });
        return created;
      });
      return reply.status(201).send({ data: toCompany(row) });
    },
  );
};
