import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type {
  PROFILE_PHOTO_TYPES,
  AdminUser,
  CurrentUser,
  EmailChangeRequest,
  PasswordChange,
  SignUpInput,
  UserUpdate,
} from '@contabil/contracts';
import {
  EMAIL_CHANGE_TTL_HOURS,
  PROFILE_PHOTO_SIZE,
  ROLE_SYSTEM_ADMIN,
  messages,
  userMessages,
} from '@contabil/contracts';
import { enforceRateLimits } from '../rate-limits/rate-limits.service.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/app-error.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { refuseSupportSession, type AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { revokeRefreshTokensOfUser } from '../auth/auth.repository.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { toCurrentUser } from '../auth/auth.service.js';
import { toAdminUser } from '../admin-users/admin-users.service.js';
import { insertCompany, insertMembership } from '../companies/companies.repository.js';
import { acceptInviteForNewUser } from '../invites/invites.service.js';
import { referrerIdFromLink } from '../referrals/referrals.service.js';
import type { Mailer } from '../mail/mailer.js';
import { welcomeMessage } from './welcome-message.js';
import type { ObjectStorage } from '../storage/index.js';
import { consumeEmailChangeToken, insertEmailChangeToken } from './email-change.repository.js';
import {
  EmailTakenError,
  deactivateUser,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertUserWithPassword,
  updatePasswordHash,
  updateUser,
  updateUserEmail,
  type UserRow,
} from './users.repository.js';

export interface UsersDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  apiPublicUrl: string;
  storage: ObjectStorage;
  now: () => Date;
  /** Sign-ups per IP and hour (each costs an argon2 hash); SIGN_UP_MAX_PER_IP. */
  signUpMaxPerIp?: number;
}

export const SIGN_UP_MAX_PER_IP = 20;
const SIGN_UP_WINDOW_SECONDS = 3600;

/** "Empresa de Ana" for Ana Souza: a placeholder until the pre-registration names it. */
export function placeholderCompanyName(personName: string): string {
  const first = personName.trim().split(/\s+/)[0] ?? '';
  return first ? `Empresa de ${first}` : 'Minha empresa';
}

/** The referrer's uid when the link's code names an active user; anything else is dropped (a bad link must not block a sign-up). */
async function validReferrer(db: Database, indicatedBy: string | undefined): Promise<string | null> {
  return referrerIdFromLink(db, indicatedBy, async (id) => {
    const referrer = await findUserById(db, id);
    return referrer && !referrer.deactivatedAt ? referrer.id : undefined;
  });
}

/**
 * Sign-up. With a trackId the person also gets their company, pending on that track, as
 * its company-admin: in the same transaction, so the first token already carries it.
 * With an inviteToken the invite is accepted in the same transaction instead (the
 * invited company is theirs; no pending company of their own).
 */
export async function signUp(
  deps: Pick<UsersDeps, 'db' | 'now' | 'signUpMaxPerIp' | 'mailer' | 'webOrigin'>,
  input: SignUpInput,
  requestId: string,
  ip?: string,
): Promise<CurrentUser> {
  const { db } = deps;
  // Before the hash: a flood of sign-ups from one address must not buy argon2 time.
  if (ip !== undefined) {
    await enforceRateLimits(db, [
      {
        key: `sign-up:ip:${ip}`,
        max: deps.signUpMaxPerIp ?? SIGN_UP_MAX_PER_IP,
        windowSeconds: SIGN_UP_WINDOW_SECONDS,
      },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  const indicatedBy = await validReferrer(db, input.indicatedBy);
  try {
    const user = await db.transaction(async (tx) => {
      const row = await insertUserWithPassword(
        tx,
        {
          email: input.email,
          name: input.name,
          phone: input.phone,
          indicatedBy,
          // The proof of consent (LGPD art. 8º): which terms and policy, and when.
          acceptedLegalVersion: input.acceptedLegalVersion,
          legalAcceptedAt: deps.now(),
        },
        passwordHash,
      );
      await recordAudit(tx, null, {
        actorUserId: row.id,
        action: 'user.signed_up',
        entityType: 'user',
        entityId: row.id,
        requestId,
        details: {
          trackId: input.trackId ?? null,
          indicatedBy,
          invite: Boolean(input.inviteToken),
          acceptedLegalVersion: input.acceptedLegalVersion,
        },
      });
      if (input.inviteToken) {
        await acceptInviteForNewUser(tx, input.inviteToken, row, { now: deps.now(), requestId });
      } else if (input.trackId) {
        const company = await insertCompany(tx, {
          name: placeholderCompanyName(input.name),
          status: 'pending',
          trackId: input.trackId,
          trackStatus: 'pending',
        });
        await insertMembership(tx, company.id, { userId: row.id, role: 'company-admin' });
        await recordAudit(tx, company.id, {
          actorUserId: row.id,
          action: 'company.created',
          entityType: 'company',
          entityId: company.id,
          requestId,
          details: { trackId: input.trackId, ownerUserId: row.id },
        });
      }
      // The welcome, with the screen to go on from, commits with the account.
      await deps.mailer.send(
        tx,
        welcomeMessage(row, input.trackId ?? null, Boolean(input.inviteToken), deps.webOrigin),
      );
      return row;
    });
    return toCurrentUser(user);
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw err;
  }
}

/** The user themself, or a system admin (any user): 403 otherwise; unknown 404. */
async function userForEdit(db: Database, auth: AuthContext, userId: string): Promise<UserRow> {
  if (!auth.isSystemAdmin && auth.sub !== userId) throw forbidden(userMessages.onlyOwnProfile);
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userMessages.userNotFound);
  return user;
}

/** The user themself only (e-mail, password): a support session never. */
async function ownAccount(db: Database, auth: AuthContext, userId: string): Promise<UserRow> {
  refuseSupportSession(auth);
  if (auth.sub !== userId) throw forbidden(userMessages.onlyOwnProfile);
  const user = await findUserById(db, userId);
  if (!user) throw notFound(userMessages.userNotFound);
  return user;
}

/** `PATCH /users/{id}`: name and phone; roles by system admins only (audited, effective at the next refresh). */
export async function updateProfile(
  db: Database,
  auth: AuthContext,
  userId: string,
  input: UserUpdate,
  requestId: string,
): Promise<AdminUser> {
  const before = await userForEdit(db, auth, userId);
  if (input.roles !== undefined && !auth.isSystemAdmin) throw forbidden(userMessages.rolesByAdmins);
  const roles = input.roles === undefined ? undefined : [...new Set(input.roles)];
  const updated = await db.transaction(async (tx) => {
    const row = await updateUser(tx, userId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone ? input.phone : null } : {}),
      ...(roles !== undefined ? { roles } : {}),
    });
    if (!row) throw notFound(userMessages.userNotFound);
    await recordAudit(tx, null, {
      actorUserId: auth.sub,
      action: 'user.updated',
      entityType: 'user',
      entityId: userId,
      requestId,
      details: {
        ...(auth.support ? { supportSessionId: auth.support.sessionId, supportActor: auth.support.actorUserId } : {}),
        changed: Object.keys(input),
      },
    });
    if (roles !== undefined && !sameSet(roles, before.roles)) {
      await recordAudit(tx, null, {
        actorUserId: auth.sub,
        action: 'user.roles_changed',
        entityType: 'user',
        entityId: userId,
        requestId,
        details: { before: before.roles, after: roles },
      });
    }
    return row;
  });
  return toAdminUser(db, updated);
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * `DELETE /users/{id}`: deactivates (the row and the audit trail stay) and revokes every
 * refresh token at once, in one transaction. A system admin cannot deactivate themself
 * (someone must be left to reactivate accounts).
 */
export async function deactivateAccount(
  deps: Pick<UsersDeps, 'db' | 'now'>,
  auth: AuthContext,
  userId: string,
  requestId: string,
) {
  const { db } = deps;
  const user = await userForEdit(db, auth, userId);
  refuseSupportSession(auth);
  if (user.deactivatedAt) throw conflict(userMessages.alreadyDeactivated);
  if (auth.sub === userId && user.roles.includes(ROLE_SYSTEM_ADMIN)) {
    throw conflict(userMessages.cannotDeactivateSelfAdmin);
  }
  const at = deps.now();
  await db.transaction(async (tx) => {
    const row = await deactivateUser(tx, userId, at);
    if (!row) throw conflict(userMessages.alreadyDeactivated);
    await revokeRefreshTokensOfUser(tx, userId, at);
    await recordAudit(tx, null, {
      actorUserId: auth.sub,
      action: 'user.deactivated',
      entityType: 'user',
      entityId: userId,
      requestId,
      details: { self: auth.sub === userId },
    });
  });
}

async function checkCurrentPassword(db: Database, userId: string, password: string): Promise<void> {
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw validationError({ currentPassword: userMessages.currentPasswordWrong });
  }
}

/** `POST /users/{id}/email-change`: the link goes to the NEW address; the current password proves it is the owner. */
export async function requestEmailChange(
  deps: UsersDeps,
  auth: AuthContext,
  userId: string,
  input: EmailChangeRequest,
  requestId: string,
): Promise<void> {
  const { db } = deps;
  const user = await ownAccount(db, auth, userId);
  await checkCurrentPassword(db, userId, input.currentPassword);
  if (input.email === user.email) throw validationError({ email: userMessages.sameEmail });
  if (await findUserByEmail(db, input.email)) throw conflict(messages.emailTaken, { email: messages.emailTaken });
  const token = newSecureToken();
  await db.transaction(async (tx) => {
    await insertEmailChangeToken(tx, {
      userId,
      newEmail: input.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.now().getTime() + EMAIL_CHANGE_TTL_HOURS * 3600 * 1000),
    });
    await recordAudit(tx, null, {
      actorUserId: userId,
      action: 'user.email_change_requested',
      entityType: 'user',
      entityId: userId,
      requestId,
      details: { from: user.email, to: input.email },
    });
    // The token and both e-mails commit together.
    const link = `${deps.webOrigin}/app/login?confirmarEmail=${encodeURIComponent(token)}`;
    await deps.mailer.send(tx, {
      to: input.email,
      subject: 'Confirme seu novo e-mail',
      text: [
        `Olá, ${user.name}.`,
        '',
        'Recebemos um pedido para trocar o e-mail da sua conta no Contábil Online para este endereço. Para confirmar, acesse:',
        link,
        '',
        `O link vale por ${EMAIL_CHANGE_TTL_HOURS} horas e só pode ser usado uma vez. Se você não pediu a troca, ignore este e-mail.`,
      ].join('\n'),
    });
    // The old address hears of it too, so a stolen session cannot move the account silently.
    await deps.mailer.send(tx, {
      to: user.email,
      subject: 'Pedido de troca de e-mail',
      text: [
        `Olá, ${user.name}.`,
        '',
        `Foi pedida a troca do e-mail da sua conta para ${input.email}. A troca só acontece quando o novo endereço confirmar.`,
        'Se não foi você, troque sua senha e fale com o suporte.',
      ].join('\n'),
    });
  });
}

/** `POST /users/email-change/confirm`: the address is the token's; every session ends (sign in again with the new e-mail). */
export async function confirmEmailChange(
  deps: Pick<UsersDeps, 'db' | 'now'>,
  token: string,
  requestId: string,
): Promise<CurrentUser> {
  const at = deps.now();
  try {
    const user = await deps.db.transaction(async (tx) => {
      const spent = await consumeEmailChangeToken(tx, hashToken(token), at);
      if (!spent) throw validationError({ token: userMessages.emailChangeInvalid });
      const before = await findUserById(tx, spent.userId);
      const row = await updateUserEmail(tx, spent.userId, spent.newEmail);
      if (!row || !before) throw validationError({ token: userMessages.emailChangeInvalid });
      await revokeRefreshTokensOfUser(tx, spent.userId, at);
      await recordAudit(tx, null, {
        actorUserId: spent.userId,
        action: 'user.email_changed',
        entityType: 'user',
        entityId: spent.userId,
        requestId,
        details: { from: before.email, to: row.email },
      });
      return row;
    });
    return toCurrentUser(user);
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(messages.emailTaken, { token: messages.emailTaken });
    throw err;
  }
}

/** `PUT /users/{id}/password`: the current password first (sessions stay; a reset ends them). */
export async function changePassword(
  deps: Pick<UsersDeps, 'db' | 'now'>,
  auth: AuthContext,
  userId: string,
  input: PasswordChange,
  requestId: string,
): Promise<void> {
  const { db } = deps;
  await ownAccount(db, auth, userId);
  await checkCurrentPassword(db, userId, input.currentPassword);
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, hash);
    await recordAudit(tx, null, {
      actorUserId: userId,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: userId,
      requestId,
    });
  });
}

export interface PhotoUpload {
  content: Buffer;
}

const PHOTO_FORMATS: Record<string, (typeof PROFILE_PHOTO_TYPES)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function photoKey(userId: string, version: string): string {
  return `users/${userId}/photo-${version}.jpg`;
}

/**
 * `PUT /users/{id}/photo`: the bytes must be a JPEG, PNG or WebP (told by sharp reading
 * them, not by the name); kept as a 256×256 JPEG under a fresh key; the old one removed.
 */
export async function replacePhoto(
  deps: UsersDeps,
  auth: AuthContext,
  userId: string,
  readFile: () => Promise<PhotoUpload | undefined>,
  requestId: string,
): Promise<CurrentUser> {
  const { db, storage } = deps;
  const user = await userForEdit(db, auth, userId);
  const file = await readFile();
  if (!file || file.content.length === 0) throw validationError({ file: userMessages.photoMissing });
  let format: string | undefined;
  try {
    format = (await sharp(file.content).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !PHOTO_FORMATS[format]) {
    throw new AppError('unsupported_media_type', 415, userMessages.photoType, { file: userMessages.photoType });
  }
  let resized: Buffer;
  try {
    resized = await sharp(file.content, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw validationError({ file: userMessages.photoUnreadable });
  }
  const version = randomUUID();
  const key = photoKey(userId, version);
  await storage.put(key, resized, 'image/jpeg');
  const photo = { photoKey: key, photoUrl: `${deps.apiPublicUrl}/users/${userId}/photo/${version}` };
  return setPhoto(deps, auth, user, photo, 'user.photo_changed', requestId);
}

/** `DELETE /users/{id}/photo`. */
export async function removePhoto(deps: UsersDeps, auth: AuthContext, userId: string, requestId: string) {
  const user = await userForEdit(deps.db, auth, userId);
  return setPhoto(deps, auth, user, { photoKey: null, photoUrl: null }, 'user.photo_removed', requestId);
}

/** The user's photo becomes `photo` (null: none), audited; the previous picture's object is deleted after. */
async function setPhoto(
  deps: UsersDeps,
  auth: AuthContext,
  user: UserRow,
  photo: Pick<UserRow, 'photoKey' | 'photoUrl'>,
  action: 'user.photo_changed' | 'user.photo_removed',
  requestId: string,
): Promise<CurrentUser> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, photo);
    await recordAudit(tx, null, { actorUserId: auth.sub, action, entityType: 'user', entityId: user.id, requestId });
    return row;
  });
  if (user.photoKey) await deps.storage.delete(user.photoKey).catch(() => undefined);
  return toCurrentUser(updated ?? user);
}

/** `GET /users/{id}/photo/{version}`: public, the version is unguessable; only the current one answers. */
export async function readPhoto(deps: Pick<UsersDeps, 'db' | 'storage'>, userId: string, version: string) {
  const user = await findUserById(deps.db, userId);
  if (!user?.photoKey || user.photoKey !== photoKey(userId, version)) throw notFound(messages.notFound);
  const object = await deps.storage.get(user.photoKey);
  if (!object) throw notFound(messages.notFound);
  return object;
}
