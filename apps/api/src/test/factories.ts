import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ROLE_SYSTEM_ADMIN,
  computeTrackStatus,
  partnersStepOf,
  stepPayloadSchemas,
  trackDefinitions,
  type CompanyStatus,
  type SignInResult,
  type StepId,
  type StepPayloadInputs,
  type SubscriptionStatus,
  type TrackId,
} from '@contabil/contracts';
import type { Database } from '../db/client.js';
import { plans, subscriptions } from '../db/schema/billing.js';
import { cnaeSubclasses } from '../db/schema/reference-data.js';
import { nfseServiceCodes } from '../db/schema/nfs.js';
import { hash } from '@node-rs/argon2';
import { insertUserWithPassword, listUserMemberships, type UserRow } from '../modules/users/users.repository.js';
import {
  insertCompany,
  insertMembership,
  updateCompany,
  upsertCompanyStep,
  type CompanyRow,
} from '../modules/companies/companies.repository.js';
import { insertCompanyFile } from '../modules/company-files/company-files.repository.js';
import { companyFiles } from '../db/schema/companies.js';
import { companyKey, type ObjectStorage } from '../modules/storage/index.js';
import type { App } from '../app.js';
import { createAccessTokens } from '../modules/auth/access-token.js';
import { buildClaims } from '../modules/auth/auth.service.js';
import type { TestContext } from './test-app.js';

export const FACTORY_PASSWORD = 'senha-forte-123';
let cachedHash: Promise<string> | undefined;

/**
 * The factories' users get an argon2id hash at a test cost (1 MiB, 1 pass) instead of the
 * production one (19 MiB, 2 passes: passwords.ts, checked in passwords.test.ts). Sign-in
 * verifies with the parameters stored in the hash, so every signInAs still runs the real
 * verify, at a fraction of the CPU (one verify: 692 ms → 41 ms at load 15). Hashes the API
 * itself makes (sign-up, password change) keep the production cost.
 */
const FACTORY_HASH_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
function factoryHash(password: string): Promise<string> {
  return hash(password, FACTORY_HASH_OPTIONS);
}

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

function checkDigit(values: readonly number[], weights: readonly number[]): number {
  const remainder = weights.reduce((sum, weight, i) => sum + (values[i] ?? 0) * weight, 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A fresh numeric CNPJ with the right check digits (14 digits, unmasked). */
export function randomCnpj(): string {
  const values = Array.from({ length: 12 }, () => randomInt(10));
  values.push(checkDigit(values, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  values.push(checkDigit(values, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return values.join('');
}

/** A fresh CPF with the right check digits (11 digits, unmasked). */
export function randomCpf(): string {
  const values = Array.from({ length: 9 }, () => randomInt(10));
  if (values.every((v) => v === values[0])) values[0] = (values[0]! + 1) % 10;
  values.push(checkDigit(values, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  values.push(checkDigit(values, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return values.join('');
}

export async function createUser(
  db: Database,
  options: { email?: string; name?: string; roles?: string[]; password?: string; phone?: string } = {},
): Promise<UserRow> {
  const passwordHash = options.password
    ? await factoryHash(options.password)
    : await (cachedHash ??= factoryHash(FACTORY_PASSWORD));
  return db.transaction((tx) =>
    insertUserWithPassword(
      tx,
      {
        email: options.email ?? uniqueEmail(),
        name: options.name ?? 'Pessoa de Teste',
        roles: options.roles ?? [],
        phone: options.phone ?? null,
      },
      passwordHash,
    ),
  );
}

export function createSystemAdmin(db: Database): Promise<UserRow> {
  return createUser(db, { email: uniqueEmail('admin'), name: 'Admin de Teste', roles: [ROLE_SYSTEM_ADMIN] });
}

/** CNAE codes the step tests use, put in cnae_subclasses (the full reference load is slow). */
export const TEST_CNAES = {
  /** Desenvolvimento de programas de computador sob encomenda: not for an MEI. */
  software: '6201501',
  /** Comércio varejista de artigos do vestuário e acessórios: MEI allowed. */
  clothing: '4781400',
  /** Reparação e manutenção de computadores: MEI allowed. */
  computerRepair: '9511800',
} as const;

export async function ensureTestCnaes(db: Database): Promise<void> {
  const rows = [
    { code: TEST_CNAES.software, description: 'Desenvolvimento de programas de computador sob encomenda', mei: false },
    { code: TEST_CNAES.clothing, description: 'Comércio varejista de artigos do vestuário e acessórios', mei: true },
    { code: TEST_CNAES.computerRepair, description: 'Reparação e manutenção de computadores', mei: true },
  ];
  await db
    .insert(cnaeSubclasses)
    .values(
      rows.map((row) => ({
        code: row.code,
        formattedCode: `${row.code.slice(0, 4)}-${row.code.slice(4, 5)}/${row.code.slice(5)}`,
        description: row.description,
        classCode: row.code.slice(0, 5),
        classDescription: row.description,
        groupCode: row.code.slice(0, 3),
        groupDescription: row.description,
        divisionCode: row.code.slice(0, 2),
        divisionDescription: row.description,
        sectionCode: 'X',
        sectionDescription: 'Seção de teste',
        notes: { includes: [], alsoIncludes: [], excludes: [], remarks: [] },
        simplesSituation: 'allowed' as const,
        simplesLegalBasis: 'teste',
        simplesAnnexSource: 'teste',
        isAllowedMei: row.mei,
      })),
    )
    .onConflictDoNothing();
}

/** Codes of the national service list (cTribNac) the NFS tests use. */
export const TEST_SERVICE_CODES = {
  /** Análise e desenvolvimento de sistemas. */
  software: '010101',
  /** Contabilidade, inclusive serviços técnicos e auxiliares. */
  accounting: '171901',
} as const;

/** The test database has no reference data: the service codes NFS requests point at. */
export async function ensureTestServiceCodes(db: Database): Promise<void> {
  await db
    .insert(nfseServiceCodes)
    .values([
      {
        code: TEST_SERVICE_CODES.software,
        description: 'Análise e desenvolvimento de sistemas.',
        itemDescription: 'Serviços de Informática e congêneres.',
        searchText: '010101 01.01 analise e desenvolvimento de sistemas. servicos de informatica e congeneres.',
      },
      {
        code: TEST_SERVICE_CODES.accounting,
        description: 'Contabilidade, inclusive serviços técnicos e auxiliares.',
        itemDescription: 'Serviços de apoio técnico, administrativo, jurídico, contábil, comercial e congêneres.',
        searchText: '171901 17.19 contabilidade, inclusive servicos tecnicos e auxiliares.',
      },
    ])
    .onConflictDoNothing();
}

function shares(count: number): number[] {
  const share = Math.floor(10000 / count) / 100;
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? Math.round((100 - share * (count - 1)) * 100) / 100 : share,
  );
}

/** `count` partners as the opening asks for them; shares add up to 100, the first is the administrator. */
export function partnersInput(count = 1) {
  return shares(count).map((sharePercent, i) => ({
    name: `Sócia ${String.fromCharCode(65 + i)} da Silva`,
    cpf: randomCpf(),
    email: uniqueEmail('socia'),
    phone: '(11) 91234-5678',
    birthDate: '1988-04-12',
    sharePercent,
    isAdministrator: i === 0,
  }));
}

/** `count` partners as the migration asks for them. */
export function basicPartnersInput(count = 1) {
  return shares(count).map((sharePercent, i) => ({
    name: `Sócio ${String.fromCharCode(65 + i)} de Souza`,
    cpf: randomCpf(),
    sharePercent,
    isAdministrator: i === 0,
  }));
}

/** A valid body for POST /companies/{id}/steps/{stepId} (inputs, masked as people type them). */
export function stepPayloadInput<K extends Exclude<StepId, 'subscription'>>(
  stepId: K,
  options: { partners?: number; cnpj?: string; receiptFileId?: string } = {},
): StepPayloadInputs[K] {
  const payloads: { [S in Exclude<StepId, 'subscription'>]: StepPayloadInputs[S] } = {
    'partner-registration': { partners: partnersInput(options.partners ?? 1) },
    'partner-registration-basic': { partners: basicPartnersInput(options.partners ?? 1) },
    'pre-registration': {
      nameOptions: ['Código Certo Tecnologia', 'Código Certo Sistemas'],
      alias: 'Código Certo',
      legalNature: (options.partners ?? 1) > 1 ? 'limited_liability' : 'private_limited',
      size: 'ME',
      mainCnae: '6201-5/01',
      secondaryCnaes: ['9511-8/00'],
      shareCapital: 10_000,
      activityDescription: 'Desenvolvimento de sistemas sob encomenda para pequenas empresas',
    },
    'select-fiscal-address': {
      address: {
        zipCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 12',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        ibgeCode: 3550308,
      },
      propertyUse: 'virtual_office',
    },
    'awaiting-guide': {
      description: 'Taxa de registro da Junta Comercial',
      amount: 185,
      dueDate: '2030-03-10',
      barcode: '85890000001 8 50000000000 0 00000000000 0 12345678901 2',
      instructions: 'Pague em qualquer banco até o vencimento.',
    },
    'upload-guide-receipt': { receiptFileId: options.receiptFileId ?? randomUUID(), paidAt: '2025-03-05' },
    'download-company-info': {
      cnpj: options.cnpj ?? randomCnpj(),
      legalName: 'Código Certo Tecnologia Ltda',
      openedAt: '2025-03-20',
      municipalInscription: '1.234.567-8',
    },
    'migrate-accountant': {
      cnpj: options.cnpj ?? randomCnpj(),
      currentAccountant: { name: 'Contabilidade Antiga Ltda', email: 'contato@antiga.com.br' },
      taxRegime: 'simples_nacional',
      hasEmployees: false,
    },
  };
  return payloads[stepId] as StepPayloadInputs[K];
}

export async function createCompany(
  db: Database,
  options: {
    owner?: UserRow;
    name?: string;
    status?: CompanyStatus;
    trackId?: TrackId | null;
    role?: 'company-admin' | 'company-member';
    cnpj?: string | null;
    /** Steps of the track saved done with valid payloads (the subscription paid); 'all' for every one. */
    stepsDone?: readonly StepId[] | 'all';
    /** Partners listed by the partners step, when it is done (default 1). */
    partners?: number;
  } = {},
): Promise<CompanyRow> {
  const trackId = options.trackId ?? null;
  let company = await insertCompany(db, {
    name: options.name ?? `Empresa ${randomUUID().slice(0, 6)} Ltda`,
    status: options.status ?? 'active',
    trackId,
    cnpj: options.cnpj ?? null,
  });
  if (options.owner) {
    await insertMembership(db, company.id, { userId: options.owner.id, role: options.role ?? 'company-admin' });
  }
  if (trackId && options.stepsDone) {
    const stepIds =
      options.stepsDone === 'all' ? trackDefinitions[trackId].map((step) => step.stepId) : options.stepsDone;
    const steps = [];
    let partners: { name: string; cpf: string; sharePercent: number; isAdministrator: boolean }[] = [];
    for (const stepId of stepIds) {
      const payload =
        stepId === 'subscription'
          ? { planId: randomUUID(), subscriptionId: randomUUID(), paidAt: new Date().toISOString() }
          : stepPayloadSchemas[stepId].parse(stepPayloadInput(stepId, { partners: options.partners }));
      if (stepId === partnersStepOf[trackId] && 'partners' in payload) {
        partners = payload.partners.map(({ name, cpf, sharePercent, isAdministrator }) => ({
          name,
          cpf,
          sharePercent,
          isAdministrator,
        }));
      }
      await upsertCompanyStep(db, company.id, { stepId, status: 'done', payload });
      steps.push({ stepId, status: 'done' as const });
    }
    company =
      (await updateCompany(db, company.id, { trackStatus: computeTrackStatus(trackId, steps), partners })) ?? company;
  }
  return company;
}

/** A subscription of the company to the seeded plan `planSlug` (mei, servicos, comercio). */
export async function createSubscription(
  db: Database,
  companyId: string,
  options: { planSlug?: string; status?: SubscriptionStatus; createdAt?: Date } = {},
) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.slug, options.planSlug ?? 'mei'))
    .limit(1);
  if (!plan) throw new Error(`plan ${options.planSlug} not seeded`);
  const [row] = await db
    .insert(subscriptions)
    .values({
      companyId,
      planId: plan.id,
      priceCents: plan.priceCents,
      status: options.status ?? 'active',
      provider: 'sandbox',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return { subscription: row!, plan };
}

/** The smallest PDF header: enough for the type check by magic bytes. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * A company file holding SAMPLE_PDF: in `storage` (under a fresh key of the company) when
 * given, else a legacy row with the bytes in the database (as files were before object storage).
 */
export async function createCompanyFile(
  db: Database,
  companyId: string,
  uploadedBy: string | null = null,
  storage?: ObjectStorage,
  file: { fileName?: string; contentType?: string; content?: Buffer } = {},
) {
  const fileName = file.fileName ?? 'comprovante.pdf';
  const contentType = file.contentType ?? 'application/pdf';
  const content = file.content ?? SAMPLE_PDF;
  if (!storage) {
    const [row] = await db
      .insert(companyFiles)
      .values({ companyId, fileName, contentType, size: content.length, content, uploadedBy })
      .returning();
    return row!;
  }
  const objectKey = companyKey(companyId, fileName);
  await storage.put(objectKey, content, contentType);
  return insertCompanyFile(db, companyId, { fileName, contentType, size: content.length, objectKey, uploadedBy });
}

/**
 * A Bearer token with the claims sign-in gives, minted directly with the app's secret: for the
 * files that sign in more people than the per-IP sign-in limit allows (signInAs covers the endpoint).
 */
export async function mintedBearer(ctx: TestContext, user: UserRow): Promise<string> {
  const tokens = createAccessTokens(ctx.config.jwtSecret);
  const claims = buildClaims(user, await listUserMemberships(ctx.database.db, user.id));
  return `Bearer ${await tokens.sign({ sub: user.id, email: user.email, ...claims })}`;
}

/** A company, its owner (company-admin) and the owner's minted Bearer token (mintedBearer). */
export interface MintedTenant {
  owner: UserRow;
  company: CompanyRow;
  authorization: string;
}

/** An active company (createCompany with `company`) owned by a new user (createUser with `owner`), signed in by mintedBearer. */
export async function mintedTenant(
  ctx: TestContext,
  owner: Parameters<typeof createUser>[1],
  company: Omit<Parameters<typeof createCompany>[1], 'owner'> = {},
): Promise<MintedTenant> {
  const user = await createUser(ctx.database.db, owner);
  const created = await createCompany(ctx.database.db, { owner: user, status: 'active', ...company });
  return { owner: user, company: created, authorization: await mintedBearer(ctx, user) };
}

/** Signs in through the real endpoint and returns the tokens. */
export async function signInAs(app: App, user: { email: string }, password = FACTORY_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: SignInResult };
  return { ...body.data, authorization: `Bearer ${body.data.accessToken}` };
}
