import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { runBilling } from '../billing/billing-dunning.service.js';
import { createPaymentProvider } from '../billing/provider-factory.js';

/**
 * The billing job at a hand-set clock, for the browser journeys (registered only when
 * NODE_ENV=test): dunning days pass without waiting for them.
 */
export const billingClockRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig; mailer: Mailer }> = async (
  app,
  { db, config, mailer },
) => {
  const provider = createPaymentProvider(config, app.log);
  app.post(
    '/test-support/billing/run',
    {
      schema: {
        hide: true,
        body: z.object({ now: z.iso.datetime() }),
        response: { 200: z.object({ data: z.record(z.string(), z.number()) }) },
      },
    },
    async (request) => {
      const result = await runBilling(
        {
          db,
          mail: { mailer, webOrigin: config.webOrigin },
          provider,
          dunning: config.jobs.billingDunning,
          log: request.log,
        },
        new Date(request.body.now),
      );
      return { data: { ...result } };
    },
  );
};
