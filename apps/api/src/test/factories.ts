import { randomUUID } from 'node:crypto';
import { ROLE_SYSTEM_ADMIN, type CompanyStatus, type SignInResult, type TrackId } from '@contabil/contracts';
import type { Database } from '../db/client.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { insertUserWithPassword, type UserRow } from '../modules/users/users.repository.js';
import { insertCompany, insertMembership, type CompanyRow } from '../modules/companies/companies.repository.js';
import type { App } from '../app.js';

export const FACTORY_PASSWORD = 'senha-forte-123';
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

export async function createUser(
  db: Database,
  options: { email?: string; name?: string; roles?: string[]; password?: string } = {},
): Promise<UserRow> {
  const passwordHash = options.password
    ? await hashPassword(options.password)
    : await (cachedHash ??= hashPassword(FACTORY_PASSWORD));
  return db.transaction((tx) =>
    insertUserWithPassword(
      tx,
      { email: options.email ?? uniqueEmail(), name: options.name ?? 'Pessoa de Teste', roles: options.roles ?? [] },
      passwordHash,
    ),
  );
}

export function createSystemAdmin(db: Database): Promise<UserRow> {
  return createUser(db, { email: uniqueEmail('admin'), name: 'Admin de Teste', roles: [ROLE_SYSTEM_ADMIN] });
}

export async function createCompany(
  db: Database,
  options: {
    owner?: UserRow;
    name?: string;
    status?: CompanyStatus;
    trackId?: TrackId | null;
    role?: 'company-admin' | 'company-member';
  } = {},
): Promise<CompanyRow> {
  const company = await insertCompany(db, {
    name: options.name ?? `Empresa ${randomUUID().slice(0, 6)} Ltda`,
    status: options.status ?? 'active',
    trackId: options.trackId ?? null,
  });
  if (options.owner) {
    await insertMembership(db, company.id, { userId: options.owner.id, role: options.role ?? 'company-admin' });
  }
  return company;
}

/** Signs in through the real endpoint and returns the tokens. */
export async function signInAs(app: App, user: { email: string }, password = FACTORY_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: SignInResult };
  return { ...body.data, authorization: `Bearer ${body.data.accessToken}` };
}
