import {
  INVITE_TTL_DAYS,
  inviteMessages,
  membershipRoleLabels,
  messages,
  type Invite,
  type InviteAccepted,
  type InviteCreate,
  type InvitePreview,
  type InviteStatus,
  type InvitesQuery,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, gone, notFound } from '../../lib/app-error.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { refuseSupportSession, type AuthContext } from '../access/auth-context.js';
import { assertCompanyAdmin } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany, findMembership, insertMembership } from '../companies/companies.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository.js';
import {
  findInvite,
  findInviteByTokenHash,
  findInviteCompanyId,
  findPendingInviteForEmail,
  insertInvite,
  listInvites,
  markInviteAccepted,
  markInviteRevoked,
  renewInviteToken,
  type InviteRow,
  type InviteWithNames,
} from './invites.repository.js';

export interface InvitesDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
  now: () => Date;
}

const DAY_MS = 24 * 3600 * 1000;

export function inviteStatus(invite: InviteRow, at: Date): InviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt <= at ? 'expired' : 'pending';
}

export function inviteLink(webOrigin: string, token: string): string {
  return `${webOrigin}/app/convite/${encodeURIComponent(token)}`;
}

function toInvite(row: InviteWithNames, at: Date): Invite {
  const { invite } = row;
  return {
    id: invite.id,
    companyId: invite.companyId,
    companyName: row.companyName,
    email: invite.email,
    role: invite.role,
    status: inviteStatus(invite, at),
    invitedBy: { uid: invite.invitedBy, name: row.inviterName ?? 'Conta removida' },
    acceptedAt: invite.acceptedAt?.toISOString() ?? null,
    revokedAt: invite.revokedAt?.toISOString() ?? null,
    expiresAt: invite.expiresAt.toISOString(),
    lastSentAt: invite.lastSentAt.toISOString(),
    resentCount: invite.resentCount,
    createdAt: invite.createdAt.toISOString(),
  };
}

/** Queues the invite's e-mail inside `tx`, the transaction that writes its token. */
async function sendInviteMail(
  tx: Database,
  deps: InvitesDeps,
  invite: InviteRow,
  names: { companyName: string; inviterName: string },
  token: string,
) {
  await deps.mailer.send(tx, {
    to: invite.email,
    subject: `Convite para a empresa ${names.companyName} no Contábil Online`,
    text: [
      'Olá.',
      '',
      `${names.inviterName} convidou você para a empresa ${names.companyName} no Contábil Online, como ${membershipRoleLabels[invite.role].toLowerCase()}.`,
      'Para aceitar, acesse o link abaixo, crie sua conta ou entre com este e-mail:',
      inviteLink(deps.webOrigin, token),
      '',
      `O convite vale por ${INVITE_TTL_DAYS} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore este e-mail.`,
    ].join('\n'),
  });
}

/** `POST /companies/{id}/invites`: company-admins of that company and system admins. */
export async function createInvite(
  deps: InvitesDeps,
  auth: AuthContext,
  companyId: string,
  input: InviteCreate,
  requestId: string,
): Promise<Invite> {
  const { db } = deps;
  refuseSupportSession(auth);
  await assertCompanyAdmin(db, auth, companyId, inviteMessages.companyAdminsOnly);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.notFound);
  const at = deps.now();
  const existing = await findUserByEmail(db, input.email);
  if (existing && (await findMembership(db, companyId, existing.id))) {
    throw conflict(inviteMessages.alreadyMember, { email: inviteMessages.alreadyMember });
  }
  if (await findPendingInviteForEmail(db, companyId, input.email, at)) {
    throw conflict(inviteMessages.pendingExists, { email: inviteMessages.pendingExists });
  }
  const inviter = await findUserById(db, auth.sub);
  const names = { companyName: company.name, inviterName: inviter?.name ?? 'Alguém' };
  const token = newSecureToken();
  const invite = await db.transaction(async (tx) => {
    const row = await insertInvite(tx, companyId, {
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS),
      invitedBy: auth.sub,
      at,
    });
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'invite.created',
      entityType: 'invite',
      entityId: row.id,
      requestId,
      details: { email: input.email, role: input.role },
    });
    await sendInviteMail(tx, deps, row, names, token);
    return row;
  });
  return toInvite({ invite, ...names }, at);
}

/** `GET /companies/{id}/invites`. */
export async function listCompanyInvites(deps: InvitesDeps, auth: AuthContext, companyId: string, query: InvitesQuery) {
  await assertCompanyAdmin(deps.db, auth, companyId, inviteMessages.companyAdminsOnly);
  const at = deps.now();
  const { rows, total } = await listInvites(deps.db, companyId, { ...query, at });
  return { data: rows.map((r) => toInvite(r, at)), total, limit: query.limit, offset: query.offset };
}

/** The invite of an id for a caller who administers its company: unknown or another company's 404. */
async function inviteForAdmin(deps: InvitesDeps, auth: AuthContext, inviteId: string): Promise<InviteWithNames> {
  const companyId = await findInviteCompanyId(deps.db, inviteId);
  if (!companyId) throw notFound(inviteMessages.inviteNotFound);
  try {
    await assertCompanyAdmin(deps.db, auth, companyId, inviteMessages.companyAdminsOnly);
  } catch (err) {
    // Someone else's invite: as if it did not exist.
    if (err instanceof Error && 'status' in err && err.status === 403) throw notFound(inviteMessages.inviteNotFound);
    throw err;
  }
  const row = await findInvite(deps.db, companyId, inviteId);
  if (!row) throw notFound(inviteMessages.inviteNotFound);
  return row;
}

/** `POST /invites/{id}/resend`: a new token (the old link dies) and 7 new days. */
export async function resendInvite(
  deps: InvitesDeps,
  auth: AuthContext,
  inviteId: string,
  requestId: string,
): Promise<Invite> {
  refuseSupportSession(auth);
  const found = await inviteForAdmin(deps, auth, inviteId);
  const at = deps.now();
  const status = inviteStatus(found.invite, at);
  if (status === 'accepted' || status === 'revoked') throw conflict(inviteMessages.onlyPending);
  const token = newSecureToken();
  const names = { companyName: found.companyName, inviterName: found.inviterName ?? 'Alguém' };
  const renewed = await deps.db.transaction(async (tx) => {
    const row = await renewInviteToken(tx, found.invite.companyId, inviteId, {
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS),
      at,
    });
    if (!row) throw conflict(inviteMessages.onlyPending);
    await recordAudit(tx, row.companyId, {
      actorUserId: auth.sub,
      action: 'invite.resent',
      entityType: 'invite',
      entityId: row.id,
      requestId,
    });
    await sendInviteMail(tx, deps, row, names, token);
    return row;
  });
  return toInvite({ invite: renewed, ...names }, at);
}

/** `DELETE /invites/{id}`: revoked; only a pending one. */
export async function revokeInvite(
  deps: InvitesDeps,
  auth: AuthContext,
  inviteId: string,
  requestId: string,
): Promise<Invite> {
  const found = await inviteForAdmin(deps, auth, inviteId);
  const at = deps.now();
  const revoked = await deps.db.transaction(async (tx) => {
    const row = await markInviteRevoked(tx, found.invite.companyId, inviteId, at);
    if (!row) throw conflict(inviteMessages.onlyPending);
    await recordAudit(tx, row.companyId, {
      actorUserId: auth.sub,
      action: 'invite.revoked',
      entityType: 'invite',
      entityId: row.id,
      requestId,
    });
    return row;
  });
  return toInvite({ invite: revoked, companyName: found.companyName, inviterName: found.inviterName }, at);
}

/** `GET /invites/{token}` (public). */
export async function previewInvite(deps: InvitesDeps, token: string): Promise<InvitePreview> {
  const found = await findInviteByTokenHash(deps.db, hashToken(token));
  if (!found) throw notFound(inviteMessages.inviteNotFound);
  const { invite } = found;
  return {
    companyName: found.companyName,
    inviterName: found.inviterName ?? 'Alguém',
    email: invite.email,
    role: invite.role,
    status: inviteStatus(invite, deps.now()),
    expiresAt: invite.expiresAt.toISOString(),
    hasAccount: Boolean(await findUserByEmail(deps.db, invite.email)),
  };
}

/**
 * Spends the invite for `user` and adds the membership, inside the caller's transaction.
 * Refusals: unknown 404; revoked or used 409; expired 410; another e-mail 403; already a member 409.
 */
async function acceptInTx(
  tx: Database,
  token: string,
  user: Pick<UserRow, 'id' | 'email'>,
  ctx: { now: Date; requestId: string },
): Promise<InviteAccepted> {
  const found = await findInviteByTokenHash(tx, hashToken(token));
  if (!found) throw notFound(inviteMessages.inviteNotFound);
  const { invite } = found;
  const status = inviteStatus(invite, ctx.now);
  if (status === 'accepted') throw conflict(inviteMessages.alreadyAccepted);
  if (status === 'revoked') throw conflict(inviteMessages.revoked);
  if (status === 'expired') throw gone(inviteMessages.expired);
  if (invite.email !== user.email) throw forbidden(inviteMessages.emailMismatch);
  if (await findMembership(tx, invite.companyId, user.id)) throw conflict(inviteMessages.youAreAlreadyMember);
  const spent = await markInviteAccepted(tx, invite.companyId, invite.id, user.id, ctx.now);
  if (!spent) throw conflict(inviteMessages.alreadyAccepted);
  await insertMembership(tx, invite.companyId, { userId: user.id, role: invite.role });
  await recordAudit(tx, invite.companyId, {
    actorUserId: user.id,
    action: 'invite.accepted',
    entityType: 'invite',
    entityId: invite.id,
    requestId: ctx.requestId,
    details: { role: invite.role },
  });
  return { companyId: invite.companyId, companyName: found.companyName, role: invite.role };
}

/** Sign-up with an invite token: the same acceptance inside the sign-up's transaction. */
export async function acceptInviteForNewUser(
  tx: Database,
  token: string,
  user: Pick<UserRow, 'id' | 'email'>,
  ctx: { now: Date; requestId: string },
): Promise<InviteAccepted> {
  return acceptInTx(tx, token, user, ctx);
}

/** `POST /invites/{token}/accept`: signed in with the invited e-mail. */
export async function acceptInvite(
  deps: InvitesDeps,
  auth: AuthContext,
  token: string,
  requestId: string,
): Promise<InviteAccepted> {
  refuseSupportSession(auth);
  const user = await findUserById(deps.db, auth.sub);
  if (!user || user.deactivatedAt) throw forbidden(messages.forbidden);
  return deps.db.transaction((tx) => acceptInTx(tx, token, user, { now: deps.now(), requestId }));
}
