import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdQuerySchema,
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
  nfsActiveSchedulesQuerySchema,
  nfsScheduleInputSchema,
  nfsScheduleParamsSchema,
  nfsScheduleSchema,
  nfsSchedulesQuerySchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import {
  changeSchedule,
  createSchedule,
  listActiveSchedules,
  listSchedules,
  removeSchedule,
} from './nfs-schedules.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

export interface NfsSchedulesRoutesOptions {
  db: Database;
  /** The clock that decides today's Brasília day (nextRunOn); tests pass a fixed one. */
  now?: () => Date;
}

/** Monthly NFS requests (spec section 7 "NFS": /nfs/schedulers). The job that runs them is nfs-scheduler.job.ts. */
export const nfsSchedulesRoutes: FastifyPluginAsyncZod<NfsSchedulesRoutesOptions> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.addHook('preHandler', authenticated);
  const actorOf = (request: FastifyRequest) => ({
    auth: requireUser(request),
    requestId: request.id,
    now: now(),
  });

  // Registered before the /:id routes; find-my-way prefers the static segment anyway.
  app.get(
    '/nfs/schedulers/active',
    {
      schema: {
        tags: ['nfs'],
        summary:
          'Agendamentos ativos, do próximo a rodar ao último (companyId obrigatório, exceto para administradores)',
        security: [{ bearerAuth: [] }],
        querystring: nfsActiveSchedulesQuerySchema,
        response: { 200: listEnvelope(nfsScheduleSchema), ...errors },
      },
    },
    async (request) => listActiveSchedules(db, actorOf(request), request.query),
  );

  app.get(
    '/nfs/schedulers',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Agendamentos de notas da empresa, do mais recente ao mais antigo',
        security: [{ bearerAuth: [] }],
        querystring: nfsSchedulesQuerySchema,
        response: { 200: listEnvelope(nfsScheduleSchema), ...errors },
      },
    },
    async (request) => listSchedules(db, actorOf(request), request.query),
  );

  app.post(
    '/nfs/schedulers',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Agendar um pedido de nota por mês (dia 1 a 12)',
        security: [{ bearerAuth: [] }],
        querystring: companyIdQuerySchema,
        body: nfsScheduleInputSchema,
        response: { 201: dataEnvelope(nfsScheduleSchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(db, actorOf(request), request.query.companyId, request.body);
      return reply.status(201).send({ data: schedule });
    },
  );

  app.put(
    '/nfs/schedulers/:id',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Alterar um agendamento (todos os campos; active false pausa, true retoma)',
        security: [{ bearerAuth: [] }],
        params: nfsScheduleParamsSchema,
        querystring: companyIdQuerySchema,
        body: nfsScheduleInputSchema,
        response: { 200: dataEnvelope(nfsScheduleSchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await changeSchedule(db, actorOf(request), request.query.companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/nfs/schedulers/:id',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Excluir um agendamento (os pedidos que ele criou ficam)',
        security: [{ bearerAuth: [] }],
        params: nfsScheduleParamsSchema,
        querystring: companyIdQuerySchema,
        response: { 204: z.null().describe('Excluído'), ...errors },
      },
    },
    async (request, reply) => {
      await removeSchedule(db, actorOf(request), request.query.companyId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
