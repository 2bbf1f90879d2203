import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { ROLE_SYSTEM_ADMIN } from '@contabil/contracts';
import { findUserById } from '../users/users.repository.js';
import { findSession, hasActiveGrantIn } from './support-access.repository.js';

export const SUPPORT_SESSION_ENDED = 'A sessão de suporte terminou ou a autorização foi retirada';

/**
 * Every request made with a support token: the session must exist, match the token, be
 * within its time and still have a live grant (a revoked grant ends it at once), and its
 * admin must still be an active system admin: 401 otherwise. Each such request is written to the audit log with the admin as actor.
 */
async function isActiveSystemAdmin(db: Database, userId: string): Promise<boolean> {
  const actor = await findUserById(db, userId);
  return Boolean(actor && !actor.deactivatedAt && actor.roles.includes(ROLE_SYSTEM_ADMIN));
}

export const supportAccessGuard = fp<{ db: Database; now: () => Date }>(
  async (app, { db, now }) => {
    app.addHook('onRequest', async (request) => {
      const support = request.auth?.support;
      if (!support || !request.auth) return;
      const session = await findSession(db, support.sessionId);
      const at = now();
      const valid =
        session &&
        session.targetUserId === request.auth.sub &&
        session.actorUserId === support.actorUserId &&
        session.expiresAt > at &&
        (await hasActiveGrantIn(db, session.targetUserId, session.companyIds, at)) &&
        (await isActiveSystemAdmin(db, session.actorUserId));
      if (!valid) throw unauthorized(SUPPORT_SESSION_ENDED);
    });
    app.addHook('onResponse', async (request, reply) => {
      const auth = request.auth;
      if (!auth?.support) return;
      try {
        await recordAudit(db, auth.companyId, {
          actorUserId: auth.support.actorUserId,
          action: 'support.request',
          entityType: 'support_session',
          entityId: auth.support.sessionId,
          requestId: request.id,
          details: {
            targetUserId: auth.sub,
            method: request.method,
            path: request.routeOptions.url ?? request.url.split('?')[0],
            url: request.url.split('?')[0],
            status: reply.statusCode,
          },
        });
      } catch (err) {
        request.log.error({ err }, 'support: the request could not be audited');
      }
    });
  },
  { name: 'support-access-guard', dependencies: ['auth'] },
);
