import { randomBytes } from 'node:crypto';
import { ROLE_SYSTEM_ADMIN } from '@contabil/contracts';
import type { Database } from '../client.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { countUsers, insertUserWithPassword } from '../../modules/users/users.repository.js';
import { insertCompany, insertMembership } from '../../modules/companies/companies.repository.js';
import { recordAudit } from '../../modules/audit/audit.repository.js';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

function demoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * On an empty development database: a system administrator and a company user with
 * an active company. Passwords are random and returned once, for the console only.
 * Returns [] when the database already has users.
 */
export async function seedDemo(db: Database): Promise<DemoAccount[]> {
  if ((await countUsers(db)) > 0) return [];
  const admin = { role: 'Administrador do sistema', email: 'admin@demo.contabil.local', password: demoPassword() };
  const owner = {
    role: 'Empresa (Padaria Pão Quente Ltda)',
    email: 'empresa@demo.contabil.local',
    password: demoPassword(),
  };
  const [adminHash, ownerHash] = await Promise.all([hashPassword(admin.password), hashPassword(owner.password)]);
  await db.transaction(async (tx) => {
    await insertUserWithPassword(
      tx,
      { email: admin.email, name: 'Administrador Demo', roles: [ROLE_SYSTEM_ADMIN] },
      adminHash,
    );
    const user = await insertUserWithPassword(
      tx,
      { email: owner.email, name: 'Maria Demo', phone: '(11) 98765-4321' },
      ownerHash,
    );
    const company = await insertCompany(tx, {
      name: 'Padaria Pão Quente Ltda',
      alias: 'Pão Quente',
      status: 'active',
      trackId: 'create-company',
      trackStatus: 'done',
      address: {
        zipCode: '01310-100',
        state: 'SP',
        city: 'São Paulo',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
      },
    });
    await insertMembership(tx, company.id, { userId: user.id, role: 'company-admin' });
    await recordAudit(tx, company.id, {
      actorUserId: null,
      action: 'demo.seeded',
      entityType: 'company',
      entityId: company.id,
    });
  });
  return [admin, owner];
}

export function formatDemoAccounts(accounts: DemoAccount[], webOrigin: string): string {
  const lines = [
    '',
    '  Dados de demonstração criados (mostrados só desta vez):',
    ...accounts.map((a) => `    ${a.role}: ${a.email}  senha: ${a.password}`),
    `  Entre em ${webOrigin}/app/login`,
    '',
  ];
  return lines.join('\n');
}
