import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  listEnvelope,
  paginationQuerySchema,
  partnerCompanyQuerySchema,
  partnerDetailSchema,
  partnerEnrolmentCreateSchema,
  partnerEnrolmentDecisionSchema,
  partnerEnrolmentQuerySchema,
  partnerEnrolmentSchema,
  partnerEnrolmentStatusSchema,
  partnerProgramSchema,
  partnerSlugParamsSchema,
  partnerUpsertSchema,
} from '@contabil/contracts';
import { authenticated, requireUser, systemAdminOnly } from '../access/auth-context.js';
import {
  createPartner,
  decidePartnerEnrolment,
  enrol,
  getPartnerDetail,
  listPartnerEnrolments,
  listVisiblePartners,
  replacePartner,
  type PartnersDeps,
} from './partners.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const partnersRoutes: FastifyPluginAsyncZod<PartnersDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/partners',
    {
      preHandler: authenticated,
      schema: {
        tags: ['partners'],
        summary: 'Parceiros ativos (administradores do sistema: todos)',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(z.array(partnerProgramSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listVisiblePartners(db, requireUser(request)) }),
  );

  app.get(
    '/partners/:slug',
    {
      preHandler: authenticated,
      schema: {
        tags: ['partners'],
        summary: 'Um parceiro e, com companyId, a adesão da empresa',
        security: [{ bearerAuth: [] }],
        params: partnerSlugParamsSchema,
        querystring: partnerCompanyQuerySchema,
        response: { 200: dataEnvelope(partnerDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getPartnerDetail(db, requireUser(request), request.params.slug, request.query.companyId),
    }),
  );

  app.post(
    '/partners/:slug/enrolments',
    {
      preHandler: authenticated,
      schema: {
        tags: ['partners'],
        summary: 'Enviar a adesão da empresa ao parceiro com os dados que ele pede',
        security: [{ bearerAuth: [] }],
        params: partnerSlugParamsSchema,
        querystring: partnerEnrolmentQuerySchema,
        body: partnerEnrolmentCreateSchema,
        response: { 201: dataEnvelope(partnerEnrolmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const enrolment = await enrol(
        db,
        requireUser(request),
        request.params.slug,
        request.query.companyId,
        request.body.data,
        request.id,
      );
      return reply.status(201).send({ data: enrolment });
    },
  );

  app.post(
    '/admin/partners',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Cadastrar um parceiro',
        security: [{ bearerAuth: [] }],
        body: partnerUpsertSchema,
        response: { 201: dataEnvelope(partnerProgramSchema), ...errors },
      },
    },
    async (request, reply) => {
      const partner = await createPartner(db, requireUser(request), request.body, request.id);
      return reply.status(201).send({ data: partner });
    },
  );

  app.put(
    '/admin/partners/:slug',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Alterar um parceiro (todos os campos)',
        security: [{ bearerAuth: [] }],
        params: partnerSlugParamsSchema,
        body: partnerUpsertSchema,
        response: { 200: dataEnvelope(partnerProgramSchema), ...errors },
      },
    },
    async (request) => ({
      data: await replacePartner(db, requireUser(request), request.params.slug, request.body, request.id),
    }),
  );

  app.get(
    '/admin/partners/:slug/enrolments',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Adesões ao parceiro, da mais recente à mais antiga',
        security: [{ bearerAuth: [] }],
        params: partnerSlugParamsSchema,
        querystring: paginationQuerySchema().extend({ status: partnerEnrolmentStatusSchema.optional() }),
        response: { 200: listEnvelope(partnerEnrolmentSchema), ...errors },
      },
    },
    async (request) => listPartnerEnrolments(db, request.params.slug, request.query),
  );

  app.put(
    '/admin/partner-enrolments/:id/status/:status',
    {
      onRequest: systemAdminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Aceitar ou recusar uma adesão enviada (a empresa recebe um e-mail)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid({ error: 'Adesão inválida' }), status: partnerEnrolmentStatusSchema }),
        body: partnerEnrolmentDecisionSchema.nullish(),
        response: { 200: dataEnvelope(partnerEnrolmentSchema), ...errors },
      },
    },
    async (request) => ({
      data: await decidePartnerEnrolment(
        deps,
        requireUser(request),
        request.params.id,
        request.params.status,
        request.body?.reason || undefined,
        request.id,
      ),
    }),
  );
};
