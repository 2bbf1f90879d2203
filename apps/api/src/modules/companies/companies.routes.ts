import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companiesQuerySchema,
  companyCreateSchema,
  companyIdParamsSchema,
  companyOrderSchema,
  companyOrdersQuerySchema,
  companySchema,
  companyStatusSchema,
  companyUpdateSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  keysetListEnvelope,
  stepParamsSchema,
  trackIdSchema,
  trackSchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import type { CnpjLookupOptions } from '../cnpj-lookup/cnpj-lookup.service.js';
import type { MailContext } from '../mail/mailer.js';
import { changeCompanyStatus } from './company-status.service.js';
import { saveCompanyStep } from './company-steps.service.js';
import { listCompanyOrders } from './company-orders.service.js';
import {
  changeCompanyTrack,
  createCompany,
  getCompany,
  getCompanyTrack,
  listCompanies,
  listMyCompanies,
  updateCompanyRegistration,
} from './companies.service.js';
import { bearerSecurity, errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403);

export const companiesRoutes: FastifyPluginAsyncZod<
  { db: Database; cnpjLookup: CnpjLookupOptions } & MailContext
> = async (app, { db, cnpjLookup, mailer, webOrigin }) => {
  const mail: MailContext = { mailer, webOrigin };
  app.addHook('preHandler', authenticated);

  app.post(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Cadastrar uma empresa que já tem CNPJ (trilha de migração); userId só para administradores',
        security: bearerSecurity,
        body: companyCreateSchema,
        response: { 201: dataEnvelope(companySchema), ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(db, requireUser(request), request.body, cnpjLookup, request.id);
      return reply.status(201).send({ data: company });
    },
  );

  app.get(
    '/companies',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Listar empresas por nome, nome fantasia ou CNPJ (somente administradores)',
        security: bearerSecurity,
        querystring: companiesQuerySchema,
        response: { 200: keysetListEnvelope(companySchema), ...errors },
      },
    },
    async (request) => listCompanies(db, request.query),
  );

  app.get(
    '/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: 'As empresas do usuário',
        security: bearerSecurity,
        response: { 200: dataEnvelope(z.array(companySchema)), ...errors },
      },
    },
    async (request) => ({ data: await listMyCompanies(db, requireUser(request)) }),
  );

  app.get(
    '/companies/orders/opening-requests',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Pedidos de abertura de empresa, mais novos primeiro (somente administradores)',
        security: bearerSecurity,
        querystring: companyOrdersQuerySchema,
        response: { 200: keysetListEnvelope(companyOrderSchema), ...errors },
      },
    },
    async (request) => listCompanyOrders(db, 'create-company', request.query),
  );

  app.get(
    '/companies/orders/migration-requests',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Pedidos de migração de contabilidade, mais novos primeiro (somente administradores)',
        security: bearerSecurity,
        querystring: companyOrdersQuerySchema,
        response: { 200: keysetListEnvelope(companyOrderSchema), ...errors },
      },
    },
    async (request) => listCompanyOrders(db, 'migrate-company', request.query),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Ver uma empresa (membros e administradores do sistema)',
        security: bearerSecurity,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getCompany(db, requireUser(request), request.params.id) }),
  );

  app.put(
    '/companies/:id',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Alterar o cadastro da empresa (somente administradores)',
        security: bearerSecurity,
        params: companyIdParamsSchema,
        body: companyUpdateSchema,
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await updateCompanyRegistration(db, request.params.id, request.body, {
        actorUserId: requireUser(request).sub,
        requestId: request.id,
      }),
    }),
  );

  app.get(
    '/companies/:id/steps',
    {
      schema: {
        tags: ['companies'],
        summary: 'A trilha de etapas da empresa (abertura ou migração)',
        security: bearerSecurity,
        params: companyIdParamsSchema,
        response: { 200: dataEnvelope(trackSchema), ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getCompanyTrack(db, requireUser(request), request.params.id) }),
  );

  app.post(
    '/companies/:id/steps/:stepId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Salvar uma etapa da trilha (o corpo é o formulário da etapa); responde a trilha',
        description:
          'O corpo segue o esquema da etapa (stepPayloadSchemas nos contratos). Etapas dos contadores só para ' +
          'administradores; a assinatura é concluída pelo pagamento; as etapas anteriores precisam estar concluídas.',
        security: bearerSecurity,
        params: stepParamsSchema,
        body: z.record(z.string(), z.unknown()),
        response: { 200: dataEnvelope(trackSchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await saveCompanyStep(
        db,
        mail,
        requireUser(request),
        request.params.id,
        request.params.stepId,
        request.body,
        cnpjLookup,
        request.id,
      ),
    }),
  );

  app.put(
    '/companies/:id/track/:track',
    {
      schema: {
        tags: ['companies'],
        summary: 'Trocar a trilha entre abertura e migração (antes do pagamento da assinatura)',
        security: bearerSecurity,
        params: companyIdParamsSchema.extend({ track: trackIdSchema }),
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await changeCompanyTrack(db, requireUser(request), request.params.id, request.params.track, request.id),
    }),
  );

  app.put(
    '/companies/:id/status/:status',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['companies'],
        summary: 'Mudar o status da empresa (somente administradores; transições permitidas)',
        security: bearerSecurity,
        params: companyIdParamsSchema.extend({ status: companyStatusSchema }),
        response: { 200: dataEnvelope(companySchema), ...errors, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await changeCompanyStatus(db, mail, request.params.id, request.params.status, {
        actorUserId: requireUser(request).sub,
        requestId: request.id,
      }),
    }),
  );
};
