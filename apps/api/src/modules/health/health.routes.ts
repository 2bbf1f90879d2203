import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  healthLiveSchema,
  healthReadySchema,
  healthSchema,
} from '@contabil/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migration-status.js';
import type { ObjectStorage } from '../storage/index.js';

/** A key no file ever has (company keys start with a UUID): the storage is asked about it. */
const STORAGE_PROBE_KEY = 'health/ready-probe';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; storage: ObjectStorage }> = async (
  app,
  { database, storage },
) => {
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

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'O processo responde (liveness)',
        response: { 200: dataEnvelope(healthLiveSchema) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  const expected = expectedMigrationCount();
  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Pronto para atender: banco acessível, migrações aplicadas, armazenamento acessível (readiness)',
        response: { 200: dataEnvelope(healthReadySchema), 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const notReady = (message: string) => reply.status(503).send({ error: { code: 'internal_error', message } });
      let applied: number;
      try {
        await database.ping();
        applied = await appliedMigrationCount(database);
      } catch (err) {
        request.log.error({ err }, 'readiness: database unreachable');
        return notReady('Banco de dados indisponível');
      }
      if (applied < expected) return notReady(`Migrações pendentes: ${applied} de ${expected} aplicadas`);
      try {
        await storage.size(STORAGE_PROBE_KEY);
      } catch (err) {
        request.log.error({ err }, 'readiness: storage unreachable');
        return notReady('Armazenamento de arquivos indisponível');
      }
      return {
        data: {
          status: 'ok' as const,
          database: database.kind,
          migrations: { applied, expected },
          storage: storage.kind,
        },
      };
    },
  );
};
