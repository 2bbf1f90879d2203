import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverviewSchema,
  companyAccountStatusSchema,
  companyIdParamsSchema,
  subscriptionPlanChangeSchema,
  subscriptionSchema,
  dataEnvelope,
  paymentSchema,
  paymentsQuerySchema,
  subscriptionCheckoutQuerySchema,
  subscriptionCheckoutSchema,
} from '@contabil/contracts';
import type { AppConfig } from '../../config/env.js';
import type { JobSender, Mailer } from '../mail/mailer.js';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import {
  changePlan,
  getAccountStatus,
  getBillingOverview,
  listCompanyPayments,
  startCheckout,
} from './billing.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { billingChangesRoutes } from './billing-changes.routes.js';
import { createPaymentProvider } from './provider-factory.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403);

/**
 * Subscriptions and payments. The provider comes from config.payments: Stripe (with its
 * webhook) or the sandbox (with its checkout routes, never in production).
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** The job queue: a paid charge queues its receipt (receipts/). */
  jobs?: JobSender;
}> = async (app, { db, config, mailer, jobs }) => {
  const payments = config.payments;
  const provider: PaymentProvider = createPaymentProvider(config, app.log);
  const deps = { db, provider, webOrigin: config.webOrigin };
  await app.register(billingChangesRoutes, deps);

  app.post(
    '/subscriptions/:id',
    {
      preHandler: authenticated,
      schema: {
        tags: ['subscriptions'],
        summary: 'Assinar um plano: cria a assinatura pendente e devolve a URL de pagamento ({id} é o plano)',
        security: bearerSecurity,
        params: z.object({ id: z.uuid({ message: 'Plano inválido' }) }),
        querystring: subscriptionCheckoutQuerySchema,
        response: { 201: dataEnvelope(subscriptionCheckoutSchema), ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const checkout = await startCheckout(deps, requireUser(request), request.params.id, request.query);
      return reply.status(201).send({ data: checkout });
    },
  );

  app.get(
    '/v1/ecommerce/payments',
    {
      preHandler: authenticated,
      schema: {
        tags: ['payments'],
        summary: 'Pagamentos da empresa, do mais recente ao mais antigo',
        security: bearerSecurity,
        querystring: paymentsQuerySchema,
        response: { 200: dataEnvelope(z.array(paymentSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listCompanyPayments(db, requireUser(request), request.query.companyId) }),
  );

  app.get(
    '/billing/overview',
    {
      preHandler: authenticated,
      schema: {
        tags: ['payments'],
        summary: 'Assinatura atual, cobrança em aberto e créditos de indicação da empresa',
        security: bearerSecurity,
        querystring: paymentsQuerySchema,
        response: { 200: dataEnvelope(billingOverviewSchema), ...errors },
      },
    },
    async (request) => ({ data: await getBillingOverview(db, requireUser(request), request.query.companyId) }),
  );

  app.put(
    '/subscriptions/plan',
    {
      preHandler: authenticated,
      schema: {
        tags: ['subscriptions'],
        summary: 'Trocar o plano da assinatura ativa (o novo preço vale a partir da próxima cobrança)',
        security: bearerSecurity,
        querystring: paymentsQuerySchema,
        body: subscriptionPlanChangeSchema,
        response: { 200: dataEnvelope(subscriptionSchema), ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      data: await changePlan(deps, requireUser(request), request.query.companyId, request.body.planId, request.id),
    }),
  );

  app.get(
    '/companies/:id/account-status',
    {
      preHandler: authenticated,
      schema: {
        tags: ['companies'],
        summary: 'Situação da conta da empresa: status, motivo, cobrança em aberto e contato',
        security: bearerSecurity,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(companyAccountStatusSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await getAccountStatus(db, requireUser(request), request.params.id, {
        email: config.supportEmail,
        whatsapp: config.supportWhatsapp,
      }),
    }),
  );

  if (payments.provider === 'stripe') {
    await app.register(stripeWebhookRoutes, {
      db,
      webhookSecret: payments.webhookSecret,
      mail: { mailer, webOrigin: config.webOrigin },
      jobs,
    });
  } else if (config.env !== 'production') {
    await app.register(sandboxRoutes, {
      db,
      webOrigin: config.webOrigin,
      mailer,
      jobs,
      apiPublicUrl: config.apiPublicUrl,
      firm: config.firm,
    });
  }
};
