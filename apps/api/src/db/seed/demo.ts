import { randomBytes } from 'node:crypto';
import { ROLE_SYSTEM_ADMIN, trackDefinitions, type StepId } from '@contabil/contracts';
import type { Database } from '../client.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { countUsers, insertUserWithPassword } from '../../modules/users/users.repository.js';
import { insertCompany, insertMembership, upsertCompanyStep } from '../../modules/companies/companies.repository.js';
import { recordAudit } from '../../modules/audit/audit.repository.js';
import {
  activateSubscription,
  insertPayment,
  insertSubscription,
  settlePayment,
} from '../../modules/billing/billing.repository.js';
import { listPlans } from '../../modules/plans/plans.repository.js';
import type { ObjectStorage } from '../../modules/storage/object-storage.js';
import { seedDemoMonth } from './demo-month.js';

/** The demo company's plan: a bakery sells goods. */
const DEMO_PLAN_SLUG = 'comercio';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const DEMO_PARTNER = { name: 'Maria Demo', cpf: '52998224725', sharePercent: 100, isAdministrator: true };
const DEMO_ADDRESS = {
  zipCode: '01310100',
  state: 'SP',
  city: 'São Paulo',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  ibgeCode: 3550308,
};

/** The demo company's opening, every step done, as the wizard and our accountants would have saved it. */
const DEMO_STEPS: Record<StepId, Record<string, unknown> | null> = {
  'partner-registration': {
    partners: [
      { ...DEMO_PARTNER, email: 'empresa@demo.contabil.local', phone: '11987654321', birthDate: '1985-06-15' },
    ],
  },
  'partner-registration-basic': null,
  'pre-registration': {
    nameOptions: ['Padaria Pão Quente'],
    alias: 'Pão Quente',
    legalNature: 'private_limited',
    size: 'ME',
    branchType: 'matriz',
    mainCnae: '1091102',
    secondaryCnaes: [],
    shareCapital: 20_000,
    activityDescription: 'Padaria e confeitaria com produção própria e venda no balcão.',
  },
  'select-fiscal-address': { address: DEMO_ADDRESS, propertyUse: 'commercial' },
  // Written by seedDemo with the demo's paid subscription.
  subscription: null,
  'awaiting-guide': null,
  'upload-guide-receipt': null,
  'download-company-info': {
    cnpj: '11222333000181',
    legalName: 'Padaria Pão Quente Ltda',
    openedAt: '2024-03-01',
  },
  'migrate-accountant': null,
};

function demoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * On an empty development database: a system administrator and a company user with
 * an active company and, given the storage, a month of its paperwork (demo-month.ts).
 * Passwords are random and returned once, for the console only. Returns [] when the
 * database already has users.
 */
export async function seedDemo(
  db: Database,
  options: { storage?: ObjectStorage; now?: Date } = {},
): Promise<DemoAccount[]> {
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
      cnpj: '11222333000181',
      status: 'active',
      trackId: 'create-company',
      trackStatus: 'done',
      address: DEMO_ADDRESS,
      legalNature: 'private_limited',
      size: 'ME',
      branchType: 'matriz',
      mainCnae: '1091102',
      partners: [DEMO_PARTNER],
    });
    // A plan, paid for this month, so the billing page and the panel are not empty.
    const plan = (await listPlans(tx, { includeInactive: false })).find((p) => p.slug === DEMO_PLAN_SLUG);
    let subscriptionPayload: Record<string, unknown> | null = null;
    if (plan) {
      const now = new Date();
      const subscription = await insertSubscription(tx, company.id, {
        planId: plan.id,
        priceCents: plan.priceCents,
        provider: 'sandbox',
      });
      const payment = await insertPayment(tx, company.id, {
        subscriptionId: subscription.id,
        description: `Assinatura ${plan.name}`,
        amountCents: plan.priceCents,
        provider: 'sandbox',
        providerReference: `demo-${subscription.id}`,
      });
      await settlePayment(tx, company.id, payment.id, { from: ['pending'], to: 'paid', at: now });
      const periodEnd = new Date(now.getTime());
      periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
      await activateSubscription(tx, company.id, subscription.id, { currentPeriodEnd: periodEnd });
      subscriptionPayload = { planId: plan.id, subscriptionId: subscription.id, paidAt: now.toISOString() };
    }
    for (const { stepId } of trackDefinitions['create-company']) {
      const payload = stepId === 'subscription' ? subscriptionPayload : DEMO_STEPS[stepId];
      await upsertCompanyStep(tx, company.id, { stepId, status: 'done', payload });
    }
    await insertMembership(tx, company.id, { userId: user.id, role: 'company-admin' });
    if (options.storage) {
      await seedDemoMonth(tx, options.storage, {
        companyId: company.id,
        companyName: 'Padaria Pão Quente Ltda',
        cnpj: '11.222.333/0001-81',
        ownerId: user.id,
        now: options.now ?? new Date(),
      });
    }
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
