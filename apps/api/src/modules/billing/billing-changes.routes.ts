import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  openChargeCheckoutSchema,
  paymentsQuerySchema,
  subscriptionCancellationSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { cancelSubscription, openChargeCheckout, undoCancellation } from './billing-changes.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { errorResponses } from '../../lib/route-schema.js';

// 502: the payment provider failed the call (nothing of ours changed).
const errors = errorResponses(400, 401, 403, 404, 409, 502);

/** Issue 24: the customer cancels (and undoes it), and pays the charge in the open. */
export const billingChangesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  provider: PaymentProvider;
  webOrigin: string;
}> = async (app, deps) => {
  app.post(
    '/subscriptions/cancellation',
    {
      preHandler: authenticated,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancelar a assinatura no fim do período pago, com o motivo',
        security: [{ bearerAuth: [] }],
        querystring: paymentsQuerySchema,
        body: subscriptionCancellationSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelSubscription(deps, requireUser(request), request.query.companyId, request.body, request.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/subscriptions/cancellation',
    {
      preHandler: authenticated,
      schema: {
        tags: ['subscriptions'],
        summary: 'Desfazer o cancelamento da assinatura antes do fim do período',
        security: [{ bearerAuth: [] }],
        querystring: paymentsQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await undoCancellation(deps, requireUser(request), request.query.companyId, request.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/billing/open-charge/checkout',
    {
      preHandler: authenticated,
      schema: {
        tags: ['payments'],
        summary: 'Onde pagar a mensalidade em aberto (cria um novo pagamento quando o anterior falhou)',
        security: [{ bearerAuth: [] }],
        querystring: paymentsQuerySchema,
        response: { 200: dataEnvelope(openChargeCheckoutSchema), ...errors },
      },
    },
    async (request) => ({ data: await openChargeCheckout(deps, requireUser(request), request.query.companyId) }),
  );
};
