import { messages, type CurrentUser, type SignUpInput } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/passwords.js';
import { toCurrentUser } from '../auth/auth.service.js';
import { insertCompany, insertMembership } from '../companies/companies.repository.js';
import { EmailTakenError, insertUserWithPassword } from './users.repository.js';

/** "Empresa de Ana" for Ana Souza: a placeholder until the pre-registration names it. */
export function placeholderCompanyName(personName: string): string {
  const first = personName.trim().split(/\s+/)[0] ?? '';
  return first ? `Empresa de ${first}` : 'Minha empresa';
}

/**
 * Sign-up. With a trackId the person also gets their company, pending on that track, as
 * its company-admin: in the same transaction, so the first token already carries it.
 */
export async function signUp(db: Database, input: SignUpInput, requestId: string): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const row = await insertUserWithPassword(
        tx,
        { email: input.email, name: input.name, phone: input.phone, indicatedBy: input.indicatedBy },
        passwordHash,
      );
      await recordAudit(tx, null, {
        actorUserId: row.id,
        action: 'user.signed_up',
        entityType: 'user',
        entityId: row.id,
        requestId,
        details: { trackId: input.trackId ?? null, indicatedBy: input.indicatedBy ?? null },
      });
      if (input.trackId) {
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
      return row;
    });
    return toCurrentUser(user);
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw err;
  }
}
