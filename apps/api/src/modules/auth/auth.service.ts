import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ROLE_SYSTEM_ADMIN,
  SET_PASSWORD_TTL_HOURS,
  messages,
  userMessages,
  type Claims,
  type CurrentUser,
  type Me,
  type SignInResult,
  type TokenPair,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { unauthorized, validationError } from '../../lib/app-error.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { enforceRateLimits } from '../rate-limits/rate-limits.service.js';
import {
  findPasswordHash,
  findUserByEmail,
  findUserById,
  findUserWithMemberships,
  listUserMemberships,
  updatePasswordHash,
  type MembershipRow,
  type UserRow,
} from '../users/users.repository.js';
import type { AccessTokenPayload, AccessTokens } from './access-token.js';
import {
  consumePasswordResetToken,
  findRefreshTokenByHash,
  insertPasswordResetToken,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
  revokeRefreshTokensOfUser,
} from './auth.repository.js';
import { hashPassword, timingSafeDummyCheck, verifyPassword } from './passwords.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;

const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const SIGN_IN_MAX_PER_EMAIL = 10;
/** Sign-ins per IP in the window, unless SIGN_IN_MAX_PER_IP says otherwise (offices behind one IP, test runs). */
export const SIGN_IN_MAX_PER_IP = 50;
const RESET_WINDOW_SECONDS = 3600;
const RESET_MAX_PER_EMAIL = 5;
const RESET_MAX_PER_IP = 20;
/** Confirmations (each an argon2 hash) per IP and hour: guessing tokens, or buying CPU. */
const RESET_CONFIRM_MAX_PER_IP = 30;

export interface AuthDeps {
  db: Database;
  tokens: AccessTokens;
  mailer: Mailer;
  webOrigin: string;
  /** Defaults to SIGN_IN_MAX_PER_IP. */
  signInMaxPerIp?: number;
}

export interface RequestContext {
  ip: string;
  requestId: string;
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    photoUrl: user.photoUrl,
    phoneNumber: user.phone,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Claims come from the database at every issue, never from the previous token. */
export function buildClaims(user: UserRow, memberships: MembershipRow[]): Claims {
  const roles = new Set(user.roles);
  for (const m of memberships) if (m.role === 'company-admin') roles.add('company-admin');
  const isSystemAdmin = roles.has(ROLE_SYSTEM_ADMIN);
  return {
    roles: [...roles],
    companies: memberships.map((m) => m.companyId),
    companyId: isSystemAdmin ? null : (memberships[0]?.companyId ?? null),
  };
}

async function issueTokens(deps: AuthDeps, user: UserRow, familyId: string): Promise<TokenPair> {
  const refreshToken = newSecureToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return pairFor(deps, user, familyId, refreshToken);
}

async function pairFor(deps: AuthDeps, user: UserRow, familyId: string, refreshToken: string): Promise<TokenPair> {
  const claims = buildClaims(user, await listUserMemberships(deps.db, user.id));
  const accessToken = await deps.tokens.sign({ sub: user.id, email: user.email, sid: familyId, ...claims });
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, claims };
}

export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string },
  ctx: RequestContext,
): Promise<SignInResult> {
  await enforceRateLimits(deps.db, [
    { key: `sign-in:email:${input.email}`, max: SIGN_IN_MAX_PER_EMAIL, windowSeconds: SIGN_IN_WINDOW_SECONDS },
    {
      key: `sign-in:ip:${ctx.ip}`,
      max: deps.signInMaxPerIp ?? SIGN_IN_MAX_PER_IP,
      windowSeconds: SIGN_IN_WINDOW_SECONDS,
    },
  ]);
  const user = await findUserByEmail(deps.db, input.email);
  const passwordHash = user ? await findPasswordHash(deps.db, user.id) : undefined;
  const ok = passwordHash
    ? await verifyPassword(passwordHash, input.password)
    : await timingSafeDummyCheck(input.password);
  if (!user || !ok) throw unauthorized(messages.invalidCredentials);
  if (user.deactivatedAt) throw unauthorized(userMessages.deactivated);
  const pair = await issueTokens(deps, user, randomUUID());
  return { ...pair, user: toCurrentUser(user) };
}

export async function refreshSession(deps: AuthDeps, refreshToken: string, ctx: RequestContext): Promise<TokenPair> {
  const now = new Date();
  const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
  if (!row || row.revokedAt) throw unauthorized(messages.sessionExpired);
  const reused = async () => {
    // A spent token came back: someone holds a copy. End every session of this family,
    // including a successor issued a moment ago in the same race (the rotation is one
    // statement, committed before this revocation reads the family).
    await revokeRefreshTokenFamily(deps.db, row.familyId, new Date());
    await recordAudit(deps.db, null, {
      actorUserId: row.userId,
      action: 'auth.refresh_token_reused',
      entityType: 'user',
      entityId: row.userId,
      requestId: ctx.requestId,
      details: { familyId: row.familyId, ip: ctx.ip },
    });
    return unauthorized(messages.refreshTokenReused);
  };
  if (row.rotatedAt) throw await reused();
  if (row.expiresAt <= now) throw unauthorized(messages.sessionExpired);
  // Roles, memberships and the active flag are read again here: a change made since the
  // last token (a role removed, the account deactivated) holds from this refresh on.
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  if (user.deactivatedAt) {
    await revokeRefreshTokensOfUser(deps.db, user.id, now);
    throw unauthorized(userMessages.deactivated);
  }
  const next = newSecureToken();
  const rotated = await rotateRefreshToken(
    deps.db,
    { id: row.id, at: now },
    {
      userId: user.id,
      familyId: row.familyId,
      tokenHash: hashToken(next),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    },
  );
  if (!rotated) {
    // Spent (or revoked) between the read above and the rotation: another request won.
    const again = await findRefreshTokenByHash(deps.db, row.tokenHash);
    if (again?.rotatedAt) throw await reused();
    throw unauthorized(messages.sessionExpired);
  }
  return pairFor(deps, user, row.familyId, next);
}

export async function signOut(deps: AuthDeps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
  if (row) await revokeRefreshTokenFamily(deps.db, row.familyId, new Date());
}

/** A support session's claims are its token's (the granted companies only); anyone else's come from the database. */
export async function getMe(deps: AuthDeps, auth: AccessTokenPayload): Promise<Me> {
  const found = await findUserWithMemberships(deps.db, auth.sub);
  if (!found) throw unauthorized(messages.invalidToken);
  if (found.user.deactivatedAt) throw unauthorized(userMessages.deactivated);
  if (auth.support) {
    const { roles, companies, companyId, support } = auth;
    return { user: toCurrentUser(found.user), claims: { roles, companies, companyId, support } };
  }
  return { user: toCurrentUser(found.user), claims: buildClaims(found.user, found.memberships) };
}

/** Always succeeds from the caller's point of view, so it cannot tell which e-mails exist. */
export async function requestPasswordReset(deps: AuthDeps, email: string, ctx: RequestContext): Promise<void> {
  await enforceRateLimits(deps.db, [
    { key: `reset:email:${email}`, max: RESET_MAX_PER_EMAIL, windowSeconds: RESET_WINDOW_SECONDS },
    { key: `reset:ip:${ctx.ip}`, max: RESET_MAX_PER_IP, windowSeconds: RESET_WINDOW_SECONDS },
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.deactivatedAt) return;
  const token = newSecureToken();
  const link = `${deps.webOrigin}/app/login?reset=${encodeURIComponent(token)}`;
  // The token and its e-mail commit together: no token without its e-mail, no e-mail without its token.
  await deps.db.transaction(async (tx) => {
    await insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
    });
    await deps.mailer.send(tx, {
      to: user.email,
      subject: 'Redefinição de senha',
      text: [
        `Olá, ${user.name}.`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, acesse:',
        link,
        '',
        'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail.',
      ].join('\n'),
    });
  });
}

/**
 * An account an admin created has no password: its person gets a "definir senha" link
 * (a reset token that lives SET_PASSWORD_TTL_HOURS, single use), confirmed by the same
 * `POST /auth/password-reset/confirm`. No password ever travels in e-mail.
 */
export async function sendSetPasswordLink(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'webOrigin'>,
  user: { id: string; email: string; name: string },
  invitedBy: string,
): Promise<void> {
  const token = newSecureToken();
  await insertPasswordResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_HOURS * 3600 * 1000),
  });
  const link = `${deps.webOrigin}/app/login?reset=${encodeURIComponent(token)}&definir=1`;
  // deps.db is the caller's transaction when the account is created in one (admin-users).
  await deps.mailer.send(deps.db, {
    to: user.email,
    subject: 'Sua conta no Contábil Online: defina sua senha',
    text: [
      `Olá, ${user.name}.`,
      '',
      `${invitedBy} criou uma conta para você no Contábil Online. Para definir sua senha e entrar, acesse:`,
      link,
      '',
      `O link vale por ${SET_PASSWORD_TTL_HOURS} horas e só pode ser usado uma vez. Se ele expirar, use "Esqueci minha senha" na página de login.`,
    ].join('\n'),
  });
}

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { token: string; password: string },
  ctx: RequestContext,
): Promise<void> {
  await enforceRateLimits(deps.db, [
    { key: `reset-confirm:ip:${ctx.ip}`, max: RESET_CONFIRM_MAX_PER_IP, windowSeconds: RESET_WINDOW_SECONDS },
  ]);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    const spent = await consumePasswordResetToken(tx, hashToken(input.token), now);
    if (!spent) throw validationError({ token: messages.resetTokenInvalid });
    await updatePasswordHash(tx, spent.userId, passwordHash);
    await revokeRefreshTokensOfUser(tx, spent.userId, now);
    await recordAudit(tx, null, {
      actorUserId: spent.userId,
      action: 'auth.password_reset',
      entityType: 'user',
      entityId: spent.userId,
      requestId: ctx.requestId,
    });
  });
}
