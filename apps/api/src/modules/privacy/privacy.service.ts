import {
  LEGAL_RETENTION_RULES,
  legalMessages,
  userMessages,
  type DeletionRequest,
  type PersonalDataExport,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { refuseSupportSession, type AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { findUserById } from '../users/users.repository.js';
import { listAccountHistory, listMembershipsForExport, markDeletionRequested } from './privacy.repository.js';

export interface PrivacyDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** Where the firm receives the requests it must handle (SUPPORT_EMAIL). */
  supportEmail: string;
  webOrigin: string;
}

async function ownAccount(db: Database, auth: AuthContext) {
  // The person's own rights: never exercised by someone looking through a support session.
  refuseSupportSession(auth);
  const user = await findUserById(db, auth.sub);
  if (!user) throw notFound(userMessages.userNotFound);
  return user;
}

/** `GET /users/me/personal-data`: the account, its companies and its history (LGPD art. 18, II and V). */
export async function exportPersonalData(
  deps: Pick<PrivacyDeps, 'db' | 'now'>,
  auth: AuthContext,
  requestId: string,
): Promise<PersonalDataExport> {
  const user = await ownAccount(deps.db, auth);
  const [memberships, history] = await Promise.all([
    listMembershipsForExport(deps.db, user.id),
    listAccountHistory(deps.db, user.id),
  ]);
  await recordAudit(deps.db, null, {
    actorUserId: user.id,
    action: 'user.personal_data_exported',
    entityType: 'user',
    entityId: user.id,
    requestId,
  });
  return {
    exportedAt: deps.now().toISOString(),
    account: {
      uid: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      hasPhoto: user.photoKey !== null,
      roles: user.roles,
      createdAt: user.createdAt.toISOString(),
      acceptedLegalVersion: user.acceptedLegalVersion,
      legalAcceptedAt: user.legalAcceptedAt?.toISOString() ?? null,
      deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
      deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
      cameThroughReferral: user.indicatedBy !== null,
    },
    memberships: memberships.map((m) => ({
      companyId: m.companyId,
      companyName: m.companyName,
      cnpj: m.cnpj,
      role: m.role,
      since: m.since.toISOString(),
    })),
    accountHistory: history.map((entry) => ({ action: entry.action, at: entry.at.toISOString() })),
  };
}

/**
 * `POST /users/me/deletion-request` (LGPD art. 18, VI): recorded once, audited, and sent to
 * the firm, which deletes what it may and keeps what the law requires (LEGAL_RETENTION_RULES).
 * Asking again answers the first request.
 */
export async function requestAccountDeletion(
  deps: PrivacyDeps,
  auth: AuthContext,
  requestId: string,
): Promise<DeletionRequest> {
  const user = await ownAccount(deps.db, auth);
  const at = deps.now();
  const requestedAt = await deps.db.transaction(async (tx) => {
    const isNew = await markDeletionRequested(tx, user.id, at);
    if (!isNew) return user.deletionRequestedAt ?? at;
    await recordAudit(tx, null, {
      actorUserId: user.id,
      action: 'user.deletion_requested',
      entityType: 'user',
      entityId: user.id,
      requestId,
    });
    const retained = LEGAL_RETENTION_RULES.map((rule) => `- ${rule.what}: ${rule.period} (${rule.basis})`);
    await deps.mailer.send(tx, {
      to: deps.supportEmail,
      subject: `Pedido de exclusão de conta: ${user.email}`,
      text: [
        `${user.name} <${user.email}> pediu a exclusão da conta (LGPD, art. 18, VI) em ${at.toISOString()}.`,
        '',
        'Responda em até 15 dias. Exclua ou anonimize o que não precisa ser guardado e guarde o que a lei exige:',
        ...retained,
        '',
        `Usuário: ${deps.webOrigin}/app/admin/users/${user.id}`,
      ].join('\n'),
    });
    await deps.mailer.send(tx, {
      to: user.email,
      subject: 'Recebemos o seu pedido de exclusão de conta',
      text: [
        `Olá, ${user.name}.`,
        '',
        'Recebemos o seu pedido para excluir a sua conta. A nossa equipe responde em até 15 dias por este e-mail.',
        'Excluímos os seus dados pessoais, exceto os que a lei nos obriga a guardar, pelo prazo que ela determina:',
        ...retained,
        '',
        `Política de privacidade: ${deps.webOrigin}/privacidade`,
      ].join('\n'),
    });
    return at;
  });
  return {
    requestedAt: requestedAt.toISOString(),
    message: legalMessages.deletionRequested,
    retained: LEGAL_RETENTION_RULES.map((rule) => ({ ...rule })),
  };
}
