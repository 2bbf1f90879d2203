import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  listEnvelope,
  shortLinkAliasParamsSchema,
  shortLinkIdParamsSchema,
  shortLinkInputSchema,
  shortLinkSchema,
  shortLinksQuerySchema,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { requireUser, systemAdminOnly } from '../access/auth-context.js';
import {
  changeShortLink,
  createShortLink,
  listShortLinks,
  removeShortLink,
  resolveShortLink,
} from './short-links.service.js';
import { errorResponses } from '../../lib/route-schema.js';

/** Every visit must reach the API to be counted, and an edited link must take effect at once. */
export const SHORT_LINK_CACHE_CONTROL = 'no-store';

export interface ShortLinksRoutesOptions {
  db: Database;
  now: () => Date;
}

/** `GET /functions/links/{alias}` (public redirect) and the system administrators' `/admin/links`. */
export const shortLinksRoutes: FastifyPluginAsyncZod<ShortLinksRoutesOptions> = async (app, { db, now }) => {
  app.get(
    '/functions/links/:alias',
    {
      schema: {
        tags: ['links'],
        summary: 'Link curto: redireciona (302) para o endereço do apelido, sem diferenciar maiúsculas (público)',
        params: shortLinkAliasParamsSchema,
        response: { 302: z.null().describe('Location: o endereço do link'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', SHORT_LINK_CACHE_CONTROL);
      const url = await resolveShortLink(db, request.params.alias, now());
      return reply.redirect(url, 302);
    },
  );

  const adminErrors = errorResponses(400, 401, 403);
  const actorOf = (request: Parameters<typeof requireUser>[0]) => ({
    actorUserId: requireUser(request).sub,
    requestId: request.id,
  });

  app.get(
    '/admin/links',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['links'],
        summary: 'Links curtos, do mais recente ao mais antigo; query busca no apelido e no endereço (administradores)',
        security: [{ bearerAuth: [] }],
        querystring: shortLinksQuerySchema,
        response: { 200: listEnvelope(shortLinkSchema), ...adminErrors },
      },
    },
    async (request) => listShortLinks(db, request.query),
  );

  app.post(
    '/admin/links',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['links'],
        summary: 'Criar um link curto: apelido (letras, números e hífens) e endereço http(s) (administradores)',
        security: [{ bearerAuth: [] }],
        body: shortLinkInputSchema,
        response: { 201: dataEnvelope(shortLinkSchema), ...adminErrors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const link = await createShortLink(db, request.body, actorOf(request));
      return reply.status(201).send({ data: link });
    },
  );

  app.put(
    '/admin/links/:id',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['links'],
        summary: 'Alterar o apelido e o endereço de um link curto (administradores)',
        security: [{ bearerAuth: [] }],
        params: shortLinkIdParamsSchema,
        body: shortLinkInputSchema,
        response: {
          200: dataEnvelope(shortLinkSchema),
          ...adminErrors,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      data: await changeShortLink(db, request.params.id, request.body, actorOf(request), now()),
    }),
  );

  app.delete(
    '/admin/links/:id',
    {
      preHandler: systemAdminOnly,
      schema: {
        tags: ['links'],
        summary: 'Apagar um link curto (administradores)',
        security: [{ bearerAuth: [] }],
        params: shortLinkIdParamsSchema,
        response: { 204: z.null(), ...adminErrors, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await removeShortLink(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
