import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  sandboxCheckoutSessionSchema,
  subscriptionCheckoutSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import { createSandboxRenewal } from './billing.service.js';
import { getSandboxSession, settleSandboxSession } from './sandbox.service.js';

const sessionParams = z.object({ id: z.uuid({ message: 'Pagamento inválido' }) });
const subscriptionParams = z.object({ id: z.uuid({ message: 'Assinatura inválida' }) });
const sessionErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The built-in checkout of development (PAYMENT_PROVIDER=sandbox; never registered in
 * production). The web page /pagamento/sandbox/{id} reads and settles a session here.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ db: Database; webOrigin: string; mailer: Mailer }> = async (
  app,
  { db, webOrigin, mailer },
) => {
  app.get(
    '/payments/sandbox/sessions/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ambiente de testes: ver um pagamento a fazer (o id é a credencial, como numa página de checkout)',
        params: sessionParams,
        response: { 200: dataEnvelope(sandboxCheckoutSessionSchema), ...sessionErrors },
      },
    },
    async (request) => ({ data: await getSandboxSession(db, webOrigin, request.params.id) }),
  );

  for (const [action, outcome, summary] of [
    ['pay', 'paid', 'Ambiente de testes: pagar (aplica os mesmos eventos do webhook da Stripe)'],
    ['fail', 'failed', 'Ambiente de testes: recusar o pagamento (aplica os mesmos eventos do webhook da Stripe)'],
  ] as const) {
    app.post(
      `/payments/sandbox/sessions/:id/${action}`,
      {
        schema: {
          tags: ['payments'],
          summary,
          params: sessionParams,
          response: { 200: dataEnvelope(sandboxCheckoutSessionSchema), ...sessionErrors, 409: errorEnvelopeSchema },
        },
      },
      async (request) => ({
        data: await settleSandboxSession({ db, webOrigin, mailer, log: request.log }, request.params.id, outcome),
      }),
    );
  }

  app.post(
    '/payments/sandbox/subscriptions/:id/renewals',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['payments'],
        summary: 'Ambiente de testes: gerar a mensalidade do próximo período (somente administradores)',
        security: [{ bearerAuth: [] }],
        params: subscriptionParams,
        response: {
          201: dataEnvelope(subscriptionCheckoutSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const checkout = await createSandboxRenewal({ db, webOrigin }, request.params.id, {
        actorUserId: requireUser(request).sub,
        requestId: request.id,
      });
      return reply.status(201).send({ data: checkout });
    },
  );
};
