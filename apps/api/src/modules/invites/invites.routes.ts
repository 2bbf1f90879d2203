import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  inviteAcceptedSchema,
  inviteCreateSchema,
  inviteIdParamsSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParamsSchema,
  invitesQuerySchema,
  listEnvelope,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import {
  acceptInvite,
  createInvite,
  listCompanyInvites,
  previewInvite,
  resendInvite,
  revokeInvite,
  type InvitesDeps,
} from './invites.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const invitesRoutes: FastifyPluginAsyncZod<InvitesDeps> = async (app, deps) => {
  app.post(
    '/companies/:id/invites',
    {
      preHandler: authenticated,
      schema: {
        tags: ['invites'],
        summary: 'Convidar uma pessoa por e-mail para a empresa, com um papel',
        security: [{ bearerAuth: [] }],
        params: companyIdParamsSchema,
        body: inviteCreateSchema,
        response: { 201: dataEnvelope(inviteSchema), ...errors },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(deps, requireUser(request), request.params.id, request.body, request.id);
      return reply.status(201).send({ data: invite });
    },
  );

  app.get(
    '/companies/:id/invites',
    {
      preHandler: authenticated,
      schema: {
        tags: ['invites'],
        summary: 'Convites da empresa, do mais recente ao mais antigo, com o status',
        security: [{ bearerAuth: [] }],
        params: companyIdParamsSchema,
        querystring: invitesQuerySchema,
        response: { 200: listEnvelope(inviteSchema), ...errors },
      },
    },
    async (request) => listCompanyInvites(deps, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/invites/:id/resend',
    {
      preHandler: authenticated,
      schema: {
        tags: ['invites'],
        summary: 'Reenviar o convite: novo link (o anterior deixa de valer) e mais 7 dias',
        security: [{ bearerAuth: [] }],
        params: inviteIdParamsSchema,
        response: { 200: dataEnvelope(inviteSchema), ...errors },
      },
    },
    async (request) => ({ data: await resendInvite(deps, requireUser(request), request.params.id, request.id) }),
  );

  app.delete(
    '/invites/:id',
    {
      preHandler: authenticated,
      schema: {
        tags: ['invites'],
        summary: 'Cancelar um convite pendente',
        security: [{ bearerAuth: [] }],
        params: inviteIdParamsSchema,
        response: { 200: dataEnvelope(inviteSchema), ...errors },
      },
    },
    async (request) => ({ data: await revokeInvite(deps, requireUser(request), request.params.id, request.id) }),
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        tags: ['invites'],
        summary: 'O convite do link (público): empresa, quem convidou, e-mail, status',
        params: inviteTokenParamsSchema,
        response: { 200: dataEnvelope(invitePreviewSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await previewInvite(deps, request.params.token) }),
  );

  app.post(
    '/invites/:token/accept',
    {
      preHandler: authenticated,
      schema: {
        tags: ['invites'],
        summary: 'Aceitar o convite (com o e-mail convidado): entra na empresa',
        security: [{ bearerAuth: [] }],
        params: inviteTokenParamsSchema,
        response: { 200: dataEnvelope(inviteAcceptedSchema), ...errors, 410: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await acceptInvite(deps, requireUser(request), request.params.token, request.id) }),
  );
};
