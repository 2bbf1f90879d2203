import {
  ROLE_SYSTEM_ADMIN,
  SUPPORT_SESSION_TTL_SECONDS,
  messages,
  supportAccessMessages,
  type SupportGrant,
  type SupportGrantCreate,
  type SupportSession,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { refuseSupportSession, type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AccessTokens } from '../auth/access-token.js';
import { buildClaims, toCurrentUser } from '../auth/auth.service.js';
import { findUserWithMemberships } from '../users/users.repository.js';
import {
  findActiveGrant,
  findGrantOfUser,
  insertGrant,
  insertSession,
  listActiveGrants,
  listActiveGrantsOfUser,
  revokeActiveGrants,
  revokeGrant,
  type SupportGrantView,
} from './support-access.repository.js';

export interface SupportAccessDeps {
  db: Database;
  tokens: AccessTokens;
  now: () => Date;
}

function toGrant(view: SupportGrantView): SupportGrant {
  return {
    id: view.grant.id,
    userId: view.grant.userId,
    userName: view.userName,
    userEmail: view.userEmail,
    companyId: view.grant.companyId,
    companyName: view.companyName,
    expiresAt: view.grant.expiresAt.toISOString(),
    createdAt: view.grant.createdAt.toISOString(),
  };
}

/** `POST /support-access/grants`: the caller consents, for their view of this company, for `hours`. */
export async function grantSupportAccess(
  deps: SupportAccessDeps,
  auth: AuthContext,
  input: SupportGrantCreate,
  requestId: string,
): Promise<SupportGrant> {
  const { db } = deps;
  refuseSupportSession(auth);
  if (auth.isSystemAdmin) throw conflict(supportAccessMessages.notForAdmins);
  await assertCompanyAccess(db, auth, input.companyId);
  const at = deps.now();
  const grant = await db.transaction(async (tx) => {
    await revokeActiveGrants(tx, input.companyId, auth.sub, at);
    const row = await insertGrant(tx, input.companyId, {
      userId: auth.sub,
      expiresAt: new Date(at.getTime() + input.hours * 3600 * 1000),
      at,
    });
    await recordAudit(tx, input.companyId, {
      actorUserId: auth.sub,
      action: 'support.access_granted',
      entityType: 'support_grant',
      entityId: row.id,
      requestId,
      details: { hours: input.hours, expiresAt: row.expiresAt.toISOString() },
    });
    return row;
  });
  const view = await findActiveGrant(db, input.companyId, auth.sub, at);
  if (!view || view.grant.id !== grant.id) throw new Error('support grant vanished');
  return toGrant(view);
}

/** `GET /support-access/grants?companyId=`. */
export async function currentGrant(deps: SupportAccessDeps, auth: AuthContext, companyId: string) {
  await assertCompanyAccess(deps.db, auth, companyId);
  const view = await findActiveGrant(deps.db, companyId, auth.sub, deps.now());
  return view ? toGrant(view) : null;
}

/** `DELETE /support-access/grants/{id}`: only the user who granted it; the sessions it fed end at once. */
export async function revokeSupportAccess(
  deps: SupportAccessDeps,
  auth: AuthContext,
  grantId: string,
  requestId: string,
) {
  refuseSupportSession(auth);
  const grant = await findGrantOfUser(deps.db, auth.sub, grantId);
  if (!grant) throw notFound(supportAccessMessages.grantNotFound);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await revokeGrant(tx, auth.sub, grantId, at))) return;
    await recordAudit(tx, grant.companyId, {
      actorUserId: auth.sub,
      action: 'support.access_revoked',
      entityType: 'support_grant',
      entityId: grantId,
      requestId,
    });
  });
}

/** `GET /admin/support-access/grants`. */
export async function listGrantsForAdmins(deps: SupportAccessDeps): Promise<SupportGrant[]> {
  return (await listActiveGrants(deps.db, deps.now())).map(toGrant);
}

/**
 * `POST /admin/support-access/sessions`: only with the user's active grant (403 and an
 * audit row otherwise). The token acts as the user in the granted companies only, lives
 * 30 minutes at most and never past the grant, and has no refresh token.
 */
export async function openSupportSession(
  deps: SupportAccessDeps,
  auth: AuthContext,
  userId: string,
  requestId: string,
): Promise<SupportSession> {
  const { db } = deps;
  if (!auth.isSystemAdmin || auth.support) throw forbidden(supportAccessMessages.notForSupport);
  const at = deps.now();
  const found = await findUserWithMemberships(db, userId);
  if (!found) throw notFound(messages.notFound);
  const { user, memberships } = found;
  if (user.deactivatedAt) throw conflict(supportAccessMessages.userDeactivated);
  const memberOf = new Set(memberships.map((m) => m.companyId));
  const grants = user.roles.includes(ROLE_SYSTEM_ADMIN)
    ? []
    : (await listActiveGrantsOfUser(db, userId, at)).filter((g) => memberOf.has(g.companyId));
  if (grants.length === 0) {
    await recordAudit(db, null, {
      actorUserId: auth.sub,
      action: 'support.session_refused',
      entityType: 'user',
      entityId: userId,
      requestId,
      details: { reason: 'no_consent' },
    });
    throw forbidden(supportAccessMessages.noConsent);
  }
  const companyIds = [...new Set(grants.map((g) => g.companyId))];
  const grantEnds = Math.min(...grants.map((g) => g.expiresAt.getTime()));
  const expiresAt = new Date(Math.min(at.getTime() + SUPPORT_SESSION_TTL_SECONDS * 1000, grantEnds));
  const session = await db.transaction(async (tx) => {
    const row = await insertSession(tx, { actorUserId: auth.sub, targetUserId: userId, companyIds, expiresAt, at });
    for (const companyId of companyIds) {
      await recordAudit(tx, companyId, {
        actorUserId: auth.sub,
        action: 'support.session_started',
        entityType: 'support_session',
        entityId: row.id,
        requestId,
        details: { targetUserId: userId, expiresAt: expiresAt.toISOString() },
      });
    }
    return row;
  });
  const base = buildClaims(
    user,
    memberships.filter((m) => companyIds.includes(m.companyId)),
  );
  const support = {
    sessionId: session.id,
    actorUserId: auth.sub,
    actorEmail: auth.email,
    expiresAt: expiresAt.toISOString(),
  };
  const claims = { ...base, companyId: companyIds[0] ?? null, support };
  const ttlSeconds = Math.max(1, Math.floor((expiresAt.getTime() - at.getTime()) / 1000));
  const accessToken = await deps.tokens.sign(
    { sub: user.id, email: user.email, ...claims },
    Math.floor(Date.now() / 1000),
    ttlSeconds,
  );
  return {
    sessionId: session.id,
    accessToken,
    expiresIn: ttlSeconds,
    expiresAt: expiresAt.toISOString(),
    user: toCurrentUser(user),
    claims,
  };
}
