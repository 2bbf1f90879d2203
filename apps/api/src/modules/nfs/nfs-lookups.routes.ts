import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  listEnvelope,
  nfsSavedTakerSchema,
  nfsServiceCodeSchema,
  nfsServiceCodesQuerySchema,
  nfsTakersQuerySchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser } from '../access/auth-context.js';
import { listSavedTakers, listServiceCodes } from './nfs-lookups.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** What the request form offers: the company's earlier takers and the national service list. */
export const nfsLookupsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', authenticated);

  app.get(
    '/nfs/takers',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Tomadores que a empresa já usou, do mais recente ao mais antigo',
        description: '`query` procura no nome ou no documento (CNPJ ou CPF).',
        security: [{ bearerAuth: [] }],
        querystring: nfsTakersQuerySchema,
        response: { 200: listEnvelope(nfsSavedTakerSchema), ...errors, 403: errorEnvelopeSchema },
      },
    },
    async (request) => listSavedTakers(db, requireUser(request), request.query),
  );

  app.get(
    '/nfs/service-codes',
    {
      schema: {
        tags: ['nfs'],
        summary: 'Lista nacional de serviços (cTribNac), por código ou palavras, sem acentos',
        security: [{ bearerAuth: [] }],
        querystring: nfsServiceCodesQuerySchema,
        response: { 200: listEnvelope(nfsServiceCodeSchema), ...errors },
      },
    },
    async (request) => listServiceCodes(db, request.query),
  );
};
