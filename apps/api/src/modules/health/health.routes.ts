import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema, healthSchema } from '@contabil/contracts';
import type { DatabaseHandle } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Saúde do serviço (consulta o banco de dados)',
        response: { 200: dataEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ error: { code: 'internal_error', message: 'Banco de dados indisponível' } });
      }
      return { data: { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) } };
    },
  );
};
