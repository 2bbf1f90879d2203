import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorEnvelopeSchema,
  meSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshInputSchema,
  signInInputSchema,
  signInResultSchema,
  signOutInputSchema,
  tokenPairSchema,
  messages,
} from '@contabil/contracts';
import { authenticated, requireUser } from '../access/auth-context.js';
import { unauthorized } from '../../lib/app-error.js';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  confirmPasswordReset,
  getMe,
  refreshSession,
  requestPasswordReset,
  signIn,
  signOut,
  type AuthDeps,
} from './auth.service.js';
import { errorResponses } from '../../lib/route-schema.js';

export const REFRESH_COOKIE = 'refresh_token';

const errors = errorResponses(400, 401, 429);

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; secureCookies: boolean }> = async (
  app,
  { deps, secureCookies },
) => {
  const cookieOptions = {
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax' as const,
    path: '/auth',
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  };
  const ctx = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Entrar com e-mail e senha',
        body: signInInputSchema,
        response: { 200: dataEnvelope(signInResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn(deps, request.body, ctx(request));
      reply.setCookie(REFRESH_COOKIE, result.refreshToken, cookieOptions);
      return { data: result };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trocar o refresh token por um novo par de tokens',
        description:
          'O refresh token vem no corpo ou no cookie httpOnly `refresh_token`; ele é rotacionado a cada uso.',
        body: refreshInputSchema.nullish(),
        response: { 200: dataEnvelope(tokenPairSchema), ...errors },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized(messages.tokenNotFound);
      try {
        const pair = await refreshSession(deps, token, ctx(request));
        reply.setCookie(REFRESH_COOKIE, pair.refreshToken, cookieOptions);
        return { data: pair };
      } catch (err) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
        throw err;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sair (revoga o refresh token e a sua família)',
        body: signOutInputSchema.nullish(),
        response: { 204: z.null().describe('Sem conteúdo'), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await signOut(deps, request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'O usuário do token e suas claims',
        security: [{ bearerAuth: [] }],
        response: { 200: dataEnvelope(meSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getMe(deps, requireUser(request)) }),
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Pedir um link de redefinição de senha por e-mail',
        body: passwordResetRequestSchema,
        response: { 202: z.null().describe('Aceito'), ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, ctx(request));
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Definir a nova senha com o token do e-mail',
        body: passwordResetConfirmSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errors },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body, ctx(request));
      return reply.status(204).send(null);
    },
  );
};
