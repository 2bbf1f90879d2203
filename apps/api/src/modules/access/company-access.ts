import { messages, userMessages } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import { findMembershipOfActiveUser } from './access.repository.js';
import type { AuthContext } from './auth-context.js';

/**
 * The role a read's token check already answered for its company (auth-context.ts: one
 * statement for the token holder and the role), kept only for that request's caller.
 */
const rolesAnswered = new WeakMap<AuthContext, { companyId: string; role: string | null }>();

/** The token check of this request read the caller's role in `companyId` (null: no membership). */
export function rememberRole(auth: AuthContext, companyId: string, role: string | null): void {
  rolesAnswered.set(auth, { companyId, role });
}

/**
 * The caller's role in the company, checked in the database (so a membership removed a
 * minute ago counts at once); undefined for a system administrator, who may act in any
 * company. A deactivated account is refused (401) even while its access token lives; a
 * support session reaches only the companies its grants named; no membership: 403.
 */
async function roleInCompany(db: Database, auth: AuthContext, companyId: string): Promise<string | undefined> {
  if (auth.isSystemAdmin) return undefined;
  if (auth.support && !auth.companies.includes(companyId)) throw forbidden(messages.companyForbidden);
  const answered = rolesAnswered.get(auth);
  // Answered in this request by the token check, which also refused a deactivated account.
  const found =
    answered?.companyId === companyId
      ? { deactivatedAt: null, role: answered.role }
      : await findMembershipOfActiveUser(db, companyId, auth.sub);
  if (!found || found.deactivatedAt) throw unauthorized(userMessages.deactivated);
  if (!found.role) throw forbidden(messages.companyForbidden);
  return found.role;
}

/** The caller must belong to the company or be a system administrator: 403 otherwise (see roleInCompany). */
export async function assertCompanyAccess(db: Database, auth: AuthContext, companyId: string): Promise<void> {
  await roleInCompany(db, auth, companyId);
}

/** assertCompanyAccess, and the caller must be a company-admin of it (or a system administrator): 403 otherwise. */
export async function assertCompanyAdmin(
  db: Database,
  auth: AuthContext,
  companyId: string,
  refusal: string = messages.forbidden,
): Promise<void> {
  const role = await roleInCompany(db, auth, companyId);
  if (role !== undefined && role !== 'company-admin') throw forbidden(refusal);
}

/**
 * assertCompanyAccess, answering whether the caller may change the company's settings:
 * a company-admin or a system administrator (our accountants); a member only reads.
 */
export async function canAdministerCompany(db: Database, auth: AuthContext, companyId: string): Promise<boolean> {
  const role = await roleInCompany(db, auth, companyId);
  return role === undefined || role === 'company-admin';
}
