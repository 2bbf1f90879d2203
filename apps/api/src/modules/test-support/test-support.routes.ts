import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companySchema,
  companyStatusSchema,
  cnpjSchema,
  companySizeSchema,
  isoDateSchema,
  computeTrackStatus,
  dataEnvelope,
  emailSchema,
  passwordSchema,
  errorEnvelopeSchema,
  messages,
  stepIdSchema,
  trackDefinitions,
  trackIdSchema,
  trackStatusSchema,
  type StepId,
  type TrackId,
  type TrackStatus,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findUserByEmail } from '../users/users.repository.js';
import { insertCompany, insertMembership, upsertCompanyStep } from '../companies/companies.repository.js';
import { companyView } from '../companies/company-view.js';
import { createSystemAdmin } from '../admin-users/create-system-admin.js';
import { listOutboxMessagesTo } from '../mail/mail.repository.js';

/** Steps done so that the computed track status is `status`: none, the first, or all. */
function stepsFor(trackId: TrackId, status: TrackStatus): StepId[] {
  const steps = trackDefinitions[trackId].map((step) => step.stepId);
  if (status === 'done') return steps;
  return status === 'in_progress' ? steps.slice(0, 1) : [];
}

/**
 * Seeding for the browser journeys, registered only when NODE_ENV=test (app.ts):
 * companies in any state without going through the wizards. The steps are written
 * (done, without payloads) so that the track status computed from them is the one asked.
 */
export const testSupportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** The e-mails sent to an address, newest first: the journeys open the links in them. */
  app.get(
    '/test-support/mail',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: emailSchema }),
        response: {
          200: dataEnvelope(
            z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.iso.datetime() })),
          ),
        },
      },
    },
    async (request) => {
      const rows = await listOutboxMessagesTo(db, request.query.to, 20);
      return {
        data: rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })),
      };
    },
  );

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
          /** Exactly these steps done, instead of the ones trackStatus implies. */
          stepsDone: z.array(stepIdSchema).optional(),
          /** A company that can ask for invoices needs a CNPJ; the reports read the size, main CNAE and opening day. */
          cnpj: cnpjSchema.optional(),
          size: companySizeSchema.optional(),
          mainCnae: z
            .string()
            .regex(/^\d{7}$/)
            .optional(),
          openedOn: isoDateSchema.optional(),
        }),
        response: { 201: dataEnvelope(companySchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { ownerEmail, stepsDone, ...company } = request.body;
      const owner = await findUserByEmail(db, ownerEmail);
      if (!owner) throw notFound(messages.notFound);
      const row = await db.transaction(async (tx) => {
        const steps = company.trackId ? (stepsDone ?? stepsFor(company.trackId, company.trackStatus)) : [];
        const trackStatus = company.trackId
          ? computeTrackStatus(
              company.trackId,
              steps.map((stepId) => ({ stepId, status: 'done' as const })),
            )
          : company.trackStatus;
        const created = await insertCompany(tx, { ...company, trackStatus });
        for (const stepId of steps) await upsertCompanyStep(tx, created.id, { stepId, status: 'done', payload: null });
        await insertMembership(tx, created.id, { userId: owner.id, role: 'company-admin' });
        return created;
      });
      return reply.status(201).send({ data: await companyView(db, row) });
    },
  );

  /** A system administrator for the admin journeys (`npm run create-admin` cannot reach the running API's PGlite). */
  app.post(
    '/test-support/system-admins',
    {
      schema: {
        hide: true,
        body: z.object({ name: z.string().min(1), email: emailSchema, password: passwordSchema }),
        response: { 201: z.object({ data: z.object({ email: z.string() }) }) },
      },
    },
    async (request, reply) => {
      await createSystemAdmin(db, request.body);
      return reply.status(201).send({ data: { email: request.body.email } });
    },
  );
};
