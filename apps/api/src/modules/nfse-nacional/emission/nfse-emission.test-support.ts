import { expect, vi } from 'vitest';
import { formatCnpj, nfsRequestSchema, type NfsRequest, type NfsRequestInput } from '@contabil/contracts';
import type { NfseConfig } from '../../../config/nfse.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createUser,
  randomCnpj,
  signInAs,
  uniqueEmail,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';
import { createTestA1, type TestCa } from '../certificates/test-certificates.test-support.js';

// Shared by the tests that emit through the fake Sefin (emission, its failures, the firm's fee note).

/** The API's NFS-e settings against a fake Sefin (its address and CA); `keyByte` fills the vault's key. */
export function fakeSefinNfseConfig(sefin: { url: string; caPem: string }, keyByte: number): NfseConfig {
  return {
    environment: 'restricted',
    apiUrl: sefin.url,
    // Long enough for the fake to validate and sign under load; the timeout case waits it out.
    timeoutMs: 4000,
    certificatesKey: Buffer.alloc(32, keyByte),
    trustedCas: [sefin.caPem],
  };
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

/**
 * An active company with a fresh CNPJ, its owner signed in, its fiscal profile saved
 * (TEST_FISCAL_PROFILE, NBS 115022000, then `profile`) and, unless `certificate` is false,
 * its A1 from the test CA `ca`.
 */
export async function emittingCompany(
  ctx: TestContext,
  ca: TestCa,
  options: {
    profile?: Record<string, unknown>;
    certificate?: boolean;
    ownerEmailPrefix?: string;
    companyName?: string;
  } = {},
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
export function noteRequests(
  context: () => TestContext,
  input: (overrides?: Partial<NfsRequestInput>) => NfsRequestInput,
) {
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
