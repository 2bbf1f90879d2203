import { messages, type CurrentUser, type SignUpInput } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/passwords.js';
import { toCurrentUser } from '../auth/auth.service.js';
import { EmailTakenError, insertUserWithPassword } from './users.repository.js';

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
      return row;
    });
    return toCurrentUser(user);
  } catch (err) {
    if (err instanceof EmailTakenError) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    throw err;
  }
}
