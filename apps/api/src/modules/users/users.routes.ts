import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, dataEnvelope, errorEnvelopeSchema, signUpInputSchema } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { signUp } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Criar conta (cadastro público)',
        body: signUpInputSchema,
        response: { 201: dataEnvelope(currentUserSchema), 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const user = await signUp(db, request.body, request.id);
      return reply.status(201).send({ data: user });
    },
  );
};
