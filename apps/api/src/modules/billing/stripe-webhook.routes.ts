import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import type { JobSender, MailContext } from '../mail/mailer.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.service.js';

/**
 * `POST /payments/webhooks/stripe`. The signature covers the exact bytes Stripe sent, so
 * this plugin (and only this one: Fastify scopes the parser to it) keeps JSON bodies as
 * the raw Buffer.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  webhookSecret: string;
  mail: MailContext;
  jobs?: JobSender | undefined;
}> = async (app, { db, webhookSecret, mail, jobs }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Webhook da Stripe: pagamentos da assinatura e das renovações (assinado; idempotente)',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const event = verifyStripeEvent(request.body, request.headers['stripe-signature'], webhookSecret);
      const outcome = await handleStripeEvent({ db, mail, jobs, log: request.log }, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    },
  );
};
