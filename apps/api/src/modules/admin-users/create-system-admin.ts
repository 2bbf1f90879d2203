import { ROLE_SYSTEM_ADMIN } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/passwords.js';
import {
  findUserByEmail,
  insertUserWithPassword,
  setUserRoles,
  updatePasswordHash,
} from '../users/users.repository.js';

/**
 * Used by `npm run create-admin`: creates the administrator, or promotes an existing
 * user and sets the given password, in one transaction.
 */
export async function createSystemAdmin(
  db: Database,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      await setUserRoles(tx, existing.id, [...new Set([...existing.roles, ROLE_SYSTEM_ADMIN])]);
      await updatePasswordHash(tx, existing.id, passwordHash);
      await recordAudit(tx, null, {
        actorUserId: null,
        action: 'user.promoted_to_system_admin',
        entityType: 'user',
        entityId: existing.id,
      });
      return 'promoted';
    }
    const user = await insertUserWithPassword(
      tx,
      { email: input.email, name: input.name, roles: [ROLE_SYSTEM_ADMIN] },
      passwordHash,
    );
    await recordAudit(tx, null, {
      actorUserId: null,
      action: 'user.created_system_admin',
      entityType: 'user',
      entityId: user.id,
    });
    return 'created';
  });
}
