import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankCompanyQuerySchema,
  bankConnectionListSchema,
  bankConnectionParamsSchema,
  bankConnectionSchema,
  bankConnectionsQuerySchema,
  bankSyncResultSchema,
  coraAuthorizationSchema,
  coraCallbackQuerySchema,
  dataEnvelope,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../../access/auth-context.js';
import {
  connectCora,
  coraAuthorization,
  getConnection,
  listConnections,
  syncConnection,
  type BankConnectionsDeps,
} from './bank-connections.service.js';
import { bearerSecurity, errorResponses } from '../../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404);
const providerErrors = errorResponses(502, 503);
const tags = ['bank-statements'];

/** The Cora connection (feature flag "cora"): OAuth, connections, syncs. */
export const bankConnectionsRoutes: FastifyPluginAsyncZod<BankConnectionsDeps> = async (app, deps) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/bank-statements/connections/oauth/cora',
    {
      schema: {
        tags,
        summary: 'Endereço de autorização do Cora (com state assinado)',
        security: bearerSecurity,
        querystring: bankCompanyQuerySchema,
        response: { 200: dataEnvelope(coraAuthorizationSchema), ...errors, ...providerErrors },
      },
    },
    async (req) => ({ data: await coraAuthorization(deps, requireUser(req), req.query.companyId) }),
  );

  app.post(
    '/bank-statements/connections/oauth/cora',
    {
      schema: {
        tags,
        summary: 'Concluir a conexão com o Cora: troca o código, cria a conexão e a conta, traz as transações',
        security: bearerSecurity,
        querystring: coraCallbackQuerySchema,
        response: { 201: dataEnvelope(bankSyncResultSchema), ...errors, ...providerErrors },
      },
    },
    async (req, reply) => {
      const result = await connectCora(deps, requireUser(req), req.query, req.id);
      return reply.status(201).send({ data: result });
    },
  );

  app.get(
    '/bank-statements/connections',
    {
      schema: {
        tags,
        summary: 'Conexões bancárias da empresa',
        security: bearerSecurity,
        querystring: bankConnectionsQuerySchema,
        response: { 200: bankConnectionListSchema, ...errors },
      },
    },
    async (req) => listConnections(deps, requireUser(req), req.query),
  );

  app.get(
    '/bank-statements/connections/:id',
    {
      schema: {
        tags,
        summary: 'Uma conexão bancária',
        security: bearerSecurity,
        params: bankConnectionParamsSchema,
        querystring: bankCompanyQuerySchema,
        response: { 200: dataEnvelope(bankConnectionSchema), ...errors },
      },
    },
    async (req) => ({ data: await getConnection(deps, requireUser(req), req.query.companyId, req.params.id) }),
  );

  app.post(
    '/bank-statements/connections/:id/sync',
    {
      schema: {
        tags,
        summary: 'Trazer as transações novas da conexão',
        security: bearerSecurity,
        params: bankConnectionParamsSchema,
        querystring: bankCompanyQuerySchema,
        response: { 200: dataEnvelope(bankSyncResultSchema), ...errors, ...providerErrors },
      },
    },
    async (req) => ({ data: await syncConnection(deps, requireUser(req), req.query.companyId, req.params.id) }),
  );
};
