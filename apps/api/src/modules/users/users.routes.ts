import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  PROFILE_PHOTO_MAX_BYTES,
  adminUserSchema,
  currentUserSchema,
  dataEnvelope,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  errorEnvelopeSchema,
  passwordChangeSchema,
  signUpInputSchema,
  userIdParamsSchema,
  userMessages,
  userUpdateSchema,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { multipartFileReader } from '../../lib/multipart-file-reader.js';
import {
  changePassword,
  confirmEmailChange,
  deactivateAccount,
  readPhoto,
  removePhoto,
  replacePhoto,
  requestEmailChange,
  signUp,
  updateProfile,
  type UsersDeps,
} from './users.service.js';
import { errorResponses } from '../../lib/route-schema.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const noContent = z.null().describe('Sem conteúdo');

export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  const { db } = deps;
  // Scoped to this plugin: the photo upload is its only multipart body.
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Criar conta (cadastro público; com inviteToken, aceita o convite)',
        body: signUpInputSchema,
        response: {
          201: dataEnvelope(currentUserSchema),
          ...errors,
          410: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signUp(deps, request.body, request.id, request.ip);
      return reply.status(201).send({ data: user });
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Alterar nome e celular (o próprio usuário) ou também papéis (administradores do sistema)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: dataEnvelope(adminUserSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateProfile(db, requireUser(request), request.params.id, request.body, request.id),
    }),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Desativar a conta (o histórico fica; todas as sessões terminam)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deactivateAccount(deps, requireUser(request), request.params.id, request.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:id/email-change',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Pedir a troca de e-mail: o link de confirmação vai para o novo endereço',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: emailChangeRequestSchema,
        response: { 202: z.null().describe('Aceito'), ...errors },
      },
    },
    async (request, reply) => {
      await requestEmailChange(deps, requireUser(request), request.params.id, request.body, request.id);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/users/email-change/confirm',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirmar o novo e-mail com o token do link',
        body: emailChangeConfirmSchema,
        response: { 200: dataEnvelope(currentUserSchema), ...errors },
      },
    },
    async (request) => ({ data: await confirmEmailChange(deps, request.body.token, request.id) }),
  );

  app.put(
    '/users/:id/password',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Trocar a senha (pede a senha atual)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        body: passwordChangeSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(deps, requireUser(request), request.params.id, request.body, request.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/:id/photo',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Enviar a foto (multipart, campo file: JPG, PNG ou WebP até 5 MB; guardada em 256×256)',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: dataEnvelope(currentUserSchema),
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const read = multipartFileReader(request, {
        tooLarge: userMessages.photoTooLarge,
        missing: userMessages.photoMissing,
      });
      return { data: await replacePhoto(deps, requireUser(request), request.params.id, read, request.id) };
    },
  );

  app.delete(
    '/users/:id/photo',
    {
      preHandler: authenticated,
      schema: {
        tags: ['users'],
        summary: 'Remover a foto',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        response: { 200: dataEnvelope(currentUserSchema), ...errors },
      },
    },
    async (request) => ({ data: await removePhoto(deps, requireUser(request), request.params.id, request.id) }),
  );

  app.get(
    '/users/:id/photo/:version',
    {
      schema: {
        tags: ['users'],
        summary: 'A foto do usuário (endereço público e imprevisível: o photoUrl)',
        produces: ['image/jpeg'],
        params: z.object({
          id: z.uuid({ error: userMessages.invalidUser }),
          version: z.uuid({ error: userMessages.invalidUser }),
        }),
      },
    },
    async (request, reply) => {
      const object = await readPhoto(deps, request.params.id, request.params.version);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(object.body);
    },
  );
};
