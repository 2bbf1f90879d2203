import { afterAll, beforeAll, expect, vi } from 'vitest';
import { formatCnpj, nfsRequestSchema, type NfsRequest, type NfsRequestInput } from '@contabil/contracts';
import type { NfseConfig } from '../../../config/nfse.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  signInAs,
  uniqueEmail,
} from '../../../test/factories.js';
import { quickRetries, workDefinition } from '../../../test/jobs.js';
import { TEST_WEB_ORIGIN, createTestApp, silentJobLog, type TestContext } from '../../../test/test-app.js';
import { createMailer } from '../../mail/mailer.js';
import { createTestA1, createTestCa, type TestCa } from '../certificates/test-certificates.test-support.js';
import { nfseDeliveryJob } from '../delivery/nfse-delivery.job.js';
import { startFakeSefin, type FakeSefin } from '../sefin/fake-sefin.test-support.js';
import type { NationalEmissionDeps } from './national-emission.service.js';
import { nfseEmissionJob } from './nfse-emission.job.js';

// Shared by the tests that emit through the fake Sefin (emission, its failures, the firm's fee note).

/** The API's NFS-e settings against a fake Sefin (its address and CA); `keyByte` fills the vault's key. */
function fakeSefinNfseConfig(sefin: { url: string; caPem: string }, keyByte: number): NfseConfig {
  return {
    environment: 'restricted',
    apiUrl: sefin.url,
    // Long enough for the fake to validate and sign under load; the timeout case waits it out.
    timeoutMs: 4000,
    certificatesKey: Buffer.alloc(32, keyByte),
    trustedCas: [sefin.caPem],
  };
}

/** A test file's app against a fake Sefin (fakeSefinSuite): set once the file's beforeAll ran. */
export interface FakeSefinSuite {
  ca: TestCa;
  /** The fake Sefin (with `down`: only once startSefin ran). */
  fake: FakeSefin;
  ctx: TestContext;
  national: NationalEmissionDeps;
  /** A system admin's Authorization header. */
  accountant: string;
  /** With `down`: starts the fake Sefin where the app looks for it. */
  startSefin(): Promise<void>;
  /** emittingCompany on this app, its A1 from this test CA. */
  emittingCompany(options?: EmittingCompanyOptions): Promise<EmittingCompany>;
  /** noteRequests on this app. */
  noteRequests(input: NoteInput): ReturnType<typeof noteRequests>;
}

/**
 * Registers the file's beforeAll and afterAll: the test CA, a fake Sefin, the app calling it
 * (fakeSefinNfseConfig with `keyByte`), the test service codes, the NFS-e send and delivery
 * jobs worked by this process with quick retries (1 s) and a system admin signed in; the app
 * and the fake are closed after the file. `down`: the fake's port is taken, then the fake
 * stopped, so the Sefin is unreachable until startSefin. `emissionRetryLimit` and `delivery`
 * make the jobs give up sooner than the real policy (10 tries over hours).
 */
export function fakeSefinSuite(options: {
  keyByte: number;
  down?: boolean;
  emissionRetryLimit?: number;
  delivery?: { retryLimit: number; failFirst: number };
}): FakeSefinSuite {
  let port = 0;
  const suite = {
    async startSefin() {
      suite.fake = await startFakeSefin({ ca: suite.ca, port });
    },
    emittingCompany: (companyOptions) => emittingCompany(suite.ctx, suite.ca, companyOptions),
    noteRequests: (input) => noteRequests(() => suite.ctx, input),
  } as FakeSefinSuite;
  beforeAll(async () => {
    suite.ca = createTestCa();
    const fake = await startFakeSefin({ ca: suite.ca });
    if (options.down) {
      port = Number(new URL(fake.url).port);
      await fake.close();
    } else {
      suite.fake = fake;
    }
    const ctx = await createTestApp({ nfse: fakeSefinNfseConfig(fake, options.keyByte) });
    suite.ctx = ctx;
    await ensureTestServiceCodes(ctx.database.db);
    suite.national = { nfse: ctx.config.nfse, jobs: ctx.jobs, now: () => new Date() };
    const worked = {
      db: ctx.database.db,
      mailer: createMailer(ctx.jobs),
      webOrigin: TEST_WEB_ORIGIN,
      log: silentJobLog,
    };
    // The delivery job (DANFSe, vault, e-mails) is worked too: the path runs to the customer's inbox.
    const delivery = quickRetries(nfseDeliveryJob({ ...worked, storage: ctx.storage }), {
      failFirst: options.delivery?.failFirst ?? 0,
    });
    const emission = quickRetries(nfseEmissionJob({ ...suite.national, ...worked }));
    await workDefinition(ctx.jobs, withRetryLimit(delivery, options.delivery?.retryLimit) as never);
    await workDefinition(ctx.jobs, withRetryLimit(emission, options.emissionRetryLimit) as never);
    suite.accountant = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
  }, 60_000);
  afterAll(async () => {
    await suite.ctx?.close();
    await suite.fake?.close();
  });
  return suite;
}

function withRetryLimit<D extends { queue: object }>(definition: D, retryLimit: number | undefined): D {
  return retryLimit === undefined ? definition : { ...definition, queue: { ...definition.queue, retryLimit } };
}

/** A fiscal profile in São Paulo, Simples Nacional, series 1 (`PUT /nfse/profile`, without NBS nor mode). */
export const TEST_FISCAL_PROFILE = {
  municipalRegistration: '12345678',
  municipalityCode: '3550308',
  simplesOption: '3',
  simplesApuration: '1',
  specialRegime: '0',
  dpsSeries: '1',
};

export interface CompanyCaller {
  companyId: string;
  authorization: string;
}

/** Calls the API as `who` (its authorization), for its company (`companyId` in the query) unless another is given. */
export function companyCaller(context: () => TestContext) {
  return (
    who: CompanyCaller,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    companyId = who.companyId,
  ) =>
    context().app.inject({
      method,
      url,
      query: { companyId },
      headers: { authorization: who.authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export interface EmittingCompany extends CompanyCaller {
  cnpj: string;
  ownerEmail: string;
}

interface EmittingCompanyOptions {
  profile?: Record<string, unknown>;
  certificate?: boolean;
  ownerEmailPrefix?: string;
  companyName?: string;
}

type NoteInput = (overrides?: Partial<NfsRequestInput>) => NfsRequestInput;

/**
 * An active company with a fresh CNPJ, its owner signed in, its fiscal profile saved
 * (TEST_FISCAL_PROFILE, NBS 115022000, then `profile`) and, unless `certificate` is false,
 * its A1 from the test CA `ca`.
 */
async function emittingCompany(
  ctx: TestContext,
  ca: TestCa,
  options: EmittingCompanyOptions = {},
): Promise<EmittingCompany> {
  const owner = await createUser(ctx.database.db, { email: uniqueEmail(options.ownerEmailPrefix ?? 'dona') });
  const cnpj = randomCnpj();
  const company = await createCompany(ctx.database.db, {
    owner,
    status: 'active',
    cnpj,
    ...(options.companyName ? { name: options.companyName } : {}),
  });
  const who = {
    companyId: company.id,
    cnpj,
    authorization: (await signInAs(ctx.app, owner)).authorization,
    ownerEmail: owner.email,
  };
  const call = companyCaller(() => ctx);
  const profile = await call(who, 'PUT', '/nfse/profile', {
    ...TEST_FISCAL_PROFILE,
    defaultNbs: '115022000',
    ...options.profile,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  if (options.certificate !== false) {
    const a1 = createTestA1(ca, { cnpj });
    const upload = await call(who, 'PUT', '/nfse/profile/certificate', {
      certificate: a1.pkcs12.toString('base64'),
      password: a1.password,
    });
    expect(upload.statusCode, upload.body).toBe(200);
  }
  return who;
}

/** A note of R$ 1.500,00 to a company (CNPJ 11.444.777/0001-61) for software made to order, in 11/2026. */
export function noteInput(overrides: Partial<NfsRequestInput> = {}): NfsRequestInput {
  return {
    emissionType: 'cnpj',
    cnpj: formatCnpj('11444777000161'),
    totalValue: 1500,
    taker: { name: 'Tomador Exemplo Ltda', email: 'financeiro@tomador.com.br' },
    serviceCode: TEST_SERVICE_CODES.software,
    serviceDescription: 'Desenvolvimento de sistema sob encomenda',
    competenceDate: '2026-11-20',
    ...overrides,
  };
}

/**
 * The company's calls on its note requests: ask for one (`input` with the overrides, 201),
 * read one (200), and read one again until `done` says it is.
 */
function noteRequests(context: () => TestContext, input: NoteInput) {
  const call = companyCaller(context);
  async function createRequest(who: CompanyCaller, overrides: Partial<NfsRequestInput> = {}): Promise<NfsRequest> {
    const res = await call(who, 'POST', '/nfs/requests', input(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return nfsRequestSchema.parse(res.json().data);
  }
  async function read(who: CompanyCaller, id: string): Promise<NfsRequest> {
    const res = await call(who, 'GET', `/nfs/requests/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return nfsRequestSchema.parse(res.json().data);
  }
  async function readUntil(who: CompanyCaller, id: string, done: (request: NfsRequest) => boolean) {
    let request: NfsRequest | undefined;
    await vi.waitFor(
      async () => {
        request = await read(who, id);
        if (!done(request)) throw new Error(`not yet: ${request.status}`);
      },
      { timeout: 30_000, interval: 200 },
    );
    return request!;
  }
  return { call, createRequest, read, readUntil };
}
