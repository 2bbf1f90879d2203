import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema, workQueueSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, systemAdminOnly } from '../access/auth-context.js';
import { workQueue } from './work-queue.service.js';

/** The firm's work queue: the administrators' home (issue 27, item 10). */
export const workQueueRoutes: FastifyPluginAsyncZod<{ db: Database; now?: () => Date }> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  app.addHook('preHandler', authenticated);

  app.get(
    '/admin/work-queue',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'O que espera o escritório: NFS-e a emitir, aberturas e migrações no passo dos contadores, documentos a revisar, pagamentos que falharam, empresas inadimplentes (contagem e desde quando)',
        security: [{ bearerAuth: [] }],
        response: {
          200: dataEnvelope(workQueueSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => ({ data: await workQueue(db, now()) }),
  );
};
