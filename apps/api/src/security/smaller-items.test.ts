import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignJWT } from 'jose';
import { messages } from '@contabil/contracts';
import { loadConfig } from '../config/env.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { createCompany, createUser, randomCnpj, signInAs } from '../test/factories.js';
import { brasilApiCompany, startFakeCnpjLookup, type FakeCnpjLookup } from '../test/fake-cnpj-lookup.js';
import { multipart } from '../test/multipart.js';
import { buildOfx } from '../modules/bank-statements/ofx-files.test-support.js';

/**
 * Issue 19, item 8 (the claims of the access token are in modules/auth/refresh-race.test.ts,
 * "reach fields limit" in malformed-input.test.ts).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a bad token on an endpoint that also serves anonymous callers (Luca)', () => {
  const match = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/functions/luca/cnaes/match',
      headers,
      payload: { intent: 'padaria artesanal' },
    });

  test('anonymous is served; a forged, expired or foreign token is 401, never taken as anonymous', async () => {
    expect((await match({})).statusCode).toBe(200);
    const user = await createUser(ctx.database.db);
    expect((await match({ authorization: (await signInAs(ctx.app, user)).authorization })).statusCode).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const base = () =>
      new SignJWT({ email: user.email, roles: [], companies: [], companyId: null })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('contabil-online')
        .setAudience('contabil-online-api')
        .setIssuedAt(now - 7200);
    const forged = await base()
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('outra-chave-que-nao-e-a-nossa-000000000'));
    const expired = await base()
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    for (const token of [forged, expired, 'nao.e.um.jwt']) {
      const res = await match({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: messages.invalidToken } });
    }
    expect((await match({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });
});

describe('API_DOCS', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'docs-'));
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' };

  test('off by default in production, public elsewhere; the variable decides', () => {
    expect(loadConfig({ ...production, DATA_DIR: dir() }).apiDocs).toBe('off');
    expect(loadConfig({ ...production, DATA_DIR: dir(), API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ DATA_DIR: dir() }).apiDocs).toBe('public');
    expect(loadConfig({ DATA_DIR: dir(), API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ DATA_DIR: dir(), API_DOCS: 'sim' })).toThrow(/API_DOCS/);
  });

  test('off: /docs and /openapi.json answer 404 in the envelope; public: they are served', async () => {
    const off = await createTestApp({ env: 'production', apiDocs: 'off' });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/openapi.json']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    } finally {
      await off.close();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('CSV exports neutralise formula cells', () => {
  test('a description or FITID starting with =, +, -, @ is exported as text', async () => {
    const user = await createUser(ctx.database.db);
    const company = await createCompany(ctx.database.db, { owner: user });
    const { authorization } = await signInAs(ctx.app, user);
    const file = buildOfx([
      {
        accountId: '4321-0',
        transactions: [
          {
            fitId: '+5511999',
            postedOn: '2026-03-02',
            amountCents: -4590,
            memo: '=HYPERLINK("http://mal.example","x")',
          },
          { fitId: '@SUM(1)', postedOn: '2026-03-03', amountCents: 10000, memo: '+CMD|calc' },
          { fitId: 'F3', postedOn: '2026-03-04', amountCents: 500, memo: '-2+3' },
          { fitId: 'F4', postedOn: '2026-03-05', amountCents: 700, memo: '@SOMA(A1)' },
          { fitId: 'F5', postedOn: '2026-03-06', amountCents: 900, memo: 'PIX RECEBIDO' },
        ],
      },
    ]);
    const body = multipart([{ field: 'file', fileName: 'x.ofx', type: 'application/x-ofx', content: file }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/bank-statements/ofx/upload?companyId=${company.id}`,
      headers: { ...body.headers, authorization },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const accountId = up.json().data.accounts[0].accountId as string;
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/bank-statements/accounts/${accountId}/exports/csv?companyId=${company.id}&date=2026-03`,
      headers: { authorization },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const cells = lines.map((line) => line.split(';'));
    // Every text cell that could start a formula begins with an apostrophe.
    for (const row of cells) {
      for (const [i, cell] of row.entries()) {
        if (i === 2) continue; // the amount, our own signed number
        expect(cell.replace(/^"/, ''), row.join(';')).not.toMatch(/^[=+\-@]/);
      }
    }
    expect(csv.body).toContain(`"'=HYPERLINK(""http://mal.example"",""x"")"`);
    expect(csv.body).toContain("'+5511999");
    expect(csv.body).toContain("'@SUM(1)");
    expect(csv.body).toContain("'-2+3");
    expect(csv.body).toContain(';-45,90;');
    expect(csv.body).toContain('PIX RECEBIDO');
  });
});

describe('GET /cnpjs/{cnpj} answers only what the public lookup says', () => {
  let fake: FakeCnpjLookup;
  let required: TestContext;
  const KNOWN = '19131243000197';
  beforeAll(async () => {
    fake = await startFakeCnpjLookup({ [KNOWN]: brasilApiCompany(KNOWN) });
    required = await createTestApp({ cnpjLookup: { mode: 'required', url: fake.url, timeoutMs: 300 } });
  });
  afterAll(async () => {
    await required.close();
    await fake.close();
  });

  test('another company of ours is indistinguishable from a stranger', async () => {
    const customerCnpj = randomCnpj();
    const owner = await createUser(required.database.db);
    await createCompany(required.database.db, { owner, cnpj: customerCnpj });
    const snoop = (await signInAs(required.app, await createUser(required.database.db))).authorization;
    const ask = (cnpj: string) =>
      required.app.inject({ method: 'GET', url: `/cnpjs/${cnpj}`, headers: { authorization: snoop } });
    // Our customer, unknown to the lookup: the same answer as any unknown CNPJ.
    const customer = await ask(customerCnpj);
    const stranger = await ask(randomCnpj());
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual(stranger.json());
    expect(customer.json()).toEqual({ data: { exists: false, company: null, checkedWith: 'receita' } });
    // Known to the lookup: its public data, and nothing about us.
    const known = await ask(KNOWN);
    expect(Object.keys(known.json().data).sort()).toEqual(['checkedWith', 'company', 'exists']);
    expect(known.json().data.exists).toBe(true);
  });
});
