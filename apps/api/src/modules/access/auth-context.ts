import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_SYSTEM_ADMIN, messages, userMessages } from '@contabil/contracts';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import type { AccessTokenPayload, AccessTokens } from '../auth/access-token.js';
import type { Database } from '../../db/client.js';
import { isUuidText } from '../../lib/uuid-text.js';
import { findTokenHolderState } from './access.repository.js';
import { rememberRole } from './company-access.js';

export interface AuthContext extends AccessTokenPayload {
  isSystemAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid Bearer token; null when there is none or it is bad. */
    auth: AuthContext | null;
    /** Why `auth` is null when a token was sent: so the 401 says the right thing. */
    authFailure: AuthFailure;
  }
}

/**
 * `missing`: no Authorization header; `invalid`: forged, expired or malformed; `deactivated`:
 * a valid token of an account deactivated since; `revoked`: its session (refresh-token
 * family) was ended (sign-out, refresh-token reuse, password reset).
 */
export type AuthFailure = 'missing' | 'invalid' | 'deactivated' | 'revoked';

/**
 * Reads the Bearer token of every request. A valid signature is not enough: the token's
 * user must exist and be active, and its session must not be revoked, checked in the
 * database on every request (one indexed query), so a deactivation or a revocation takes
 * effect at once on every replica.
 */
export const authPlugin = fp<{ tokens: AccessTokens; db: Database }>(
  async (app, { tokens, db }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authFailure', 'missing');
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const payload = match?.[1] ? await tokens.verify(match[1]) : null;
      if (!payload) {
        request.authFailure = 'invalid';
        return;
      }
      const companyId = companyOfRead(request);
      const holder = await findTokenHolderState(db, payload.sub, payload.sid ?? null, companyId);
      if (!holder) {
        request.authFailure = 'invalid';
        return;
      }
      if (holder.deactivated) {
        request.authFailure = 'deactivated';
        return;
      }
      if (holder.sessionRevoked) {
        request.authFailure = 'revoked';
        return;
      }
      // A support session never carries a system admin's powers, whatever its claims say.
      request.auth = { ...payload, isSystemAdmin: !payload.support && payload.roles.includes(ROLE_SYSTEM_ADMIN) };
      if (companyId !== null) rememberRole(request.auth, companyId, holder.role);
    });
  },
  { name: 'auth' },
);

/**
 * The company a read (GET, HEAD) names in its path or query string, asked with the token
 * check so the company guard needs no second round trip. Reads only: a write's handler
 * runs after its body arrives (an upload may take a while), and its guard reads the
 * membership then, as every request did before. Not a uuid: no company (the guard asks).
 */
function companyOfRead(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const companyId = params?.companyId ?? query?.companyId;
  return isUuidText(companyId) ? companyId : null;
}

const failureMessages: Record<AuthFailure, string> = {
  missing: messages.tokenNotFound,
  invalid: messages.invalidToken,
  deactivated: userMessages.deactivated,
  revoked: messages.sessionExpired,
};

/** The signed-in caller, or 401. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (request.auth) return request.auth;
  throw unauthorized(failureMessages[request.authFailure]);
}

/**
 * For routes that also serve anonymous callers: the caller, null when no token came, and
 * 401 when a token came but is not good (forged, expired, deactivated, revoked): a bad
 * token is never taken as "anonymous".
 */
export function optionalUser(request: FastifyRequest): AuthContext | null {
  if (request.auth) return request.auth;
  if (request.authFailure === 'missing') return null;
  throw unauthorized(failureMessages[request.authFailure]);
}

/** preHandler: any signed-in user. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  requireUser(request);
}

/** preHandler: system administrators only (401 without a user, 403 for everyone else). */
export async function systemAdminOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const auth = requireUser(request);
  if (!auth.isSystemAdmin) throw forbidden(messages.adminOnly);
}

/** 403 for a support session (decision 009): what consent does not cover (grants, e-mail, password, invites). */
export function refuseSupportSession(auth: AuthContext): void {
  if (auth.support) throw forbidden(userMessages.notDuringSupport);
}
