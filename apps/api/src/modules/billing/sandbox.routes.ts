import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  sandboxCheckoutSessionSchema,
  sandboxMethodChoiceSchema,
  subscriptionCheckoutSchema,
} from '@contabil/contracts';
import type { FirmDetails } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { JobSender, Mailer } from '../mail/mailer.js';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import { createSandboxRenewal } from './billing.service.js';
import { chooseSandboxMethod, sandboxBoletoPdf } from './sandbox-methods.service.js';
import { getSandboxSession, settleSandboxSession } from './sandbox.service.js';

const sessionParams = z.object({ id: z.uuid({ message: 'Pagamento inválido' }) });
const subscriptionParams = z.object({ id: z.uuid({ message: 'Assinatura inválida' }) });
const sessionErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The built-in checkout of development (PAYMENT_PROVIDER=sandbox; never registered in
 * production). The web page /pagamento/sandbox/{id} reads and settles a session here.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  webOrigin: string;
  mailer: Mailer;
  jobs?: JobSender | undefined;
  apiPublicUrl: string;
  firm: FirmDetails;
}> = async (app, { db, webOrigin, mailer, jobs, apiPublicUrl, firm }) => {
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
    ['expire', 'expired', 'Ambiente de testes: deixar o Pix ou o boleto expirar sem pagamento'],
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
        data: await settleSandboxSession({ db, webOrigin, mailer, jobs, log: request.log }, request.params.id, outcome),
      }),
    );
  }

  app.post(
    '/payments/sandbox/sessions/:id/method',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ambiente de testes: escolher como pagar (cartão, Pix com QR code ou boleto com linha e PDF)',
        params: sessionParams,
        body: sandboxMethodChoiceSchema,
        response: { 200: dataEnvelope(sandboxCheckoutSessionSchema), ...sessionErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await chooseSandboxMethod({ db, webOrigin, apiPublicUrl }, request.params.id, request.body.method),
    }),
  );

  app.get(
    '/payments/sandbox/sessions/:id/boleto.pdf',
    {
      schema: {
        tags: ['payments'],
        summary: 'Ambiente de testes: o PDF do boleto simulado (sem valor)',
        params: sessionParams,
        response: {
          200: z.unknown().describe('O PDF do boleto, marcado como ambiente de testes'),
          ...sessionErrors,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const pdf = await sandboxBoletoPdf(db, firm, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="boleto-ambiente-de-testes.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

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
