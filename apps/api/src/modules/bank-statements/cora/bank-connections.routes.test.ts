import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankStatementMessages, messages, type BankConnection, type BankSyncResult } from '@contabil/contracts';
import { bankConnections } from '../../../db/schema/bank-statements.js';
import { createCompany, createUser, signInAs } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { buildApp, type App } from '../../../app.js';
import { createTestApp, testConfig, type TestContext } from '../../../test/test-app.js';
import { buildOfx } from '../ofx-files.test-support.js';
import { startFakeCora, type FakeCora } from './fake-cora.test-support.js';
import { bankTokensKey, decryptSecret } from './token-crypto.js';

/** The "cora" flag's e-mail list: each test user is added as it is created. */
const flagged = new Set<string>();
let fake: FakeCora;
let ctx: TestContext;
/** The same database behind an app without CORA_* (no second migration: test machines are slow). */
let unconfigured: App;

beforeAll(async () => {
  // Tokens last 30 s: within the refresh margin, so every sync refreshes first.
  fake = await startFakeCora({ expiresIn: 30 });
  const featureFlags = { panel: new Set<string>(), cora: flagged };
  ctx = await createTestApp({
    featureFlags,
    cora: {
      oauthUrl: fake.oauthUrl,
      apiUrl: fake.apiUrl,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      redirectUri: 'http://localhost:3000/app/auth/cora/callback',
    },
  });
  unconfigured = await buildApp({
    config: testConfig({ featureFlags }),
    database: ctx.database,
    jobs: ctx.jobs,
    logger: false,
  });
  await unconfigured.ready();
});
afterAll(async () => {
  await unconfigured?.close();
  await ctx?.close();
  await fake?.close();
});

type UserRow = Awaited<ReturnType<typeof createUser>>;
interface Tenant {
  companyId: string;
  authorization: string;
  user: UserRow;
}

async function newTenant(): Promise<Tenant> {
  const email = `cora-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  flagged.add(email);
  const user = await createUser(ctx.database.db, { email });
  const company = await createCompany(ctx.database.db, { owner: user });
  return { companyId: company.id, authorization: (await signInAs(ctx.app, user)).authorization, user };
}

function call(
  tenant: { companyId: string; authorization: string } | null,
  method: 'GET' | 'POST',
  url: string,
  query: Record<string, string> = {},
  app: App = ctx.app,
) {
  return app.inject({
    method,
    url,
    query: { ...(tenant ? { companyId: tenant.companyId } : {}), ...query },
    headers: tenant ? { authorization: tenant.authorization } : {},
  });
}

/** What the browser does: ask the URL, let the (fake) Cora consent, come back with code and state. */
async function authorise(tenant: Tenant): Promise<{ code: string; state: string }> {
  const res = await call(tenant, 'GET', '/bank-statements/connections/oauth/cora');
  expect(res.statusCode, res.body).toBe(200);
  const consent = await fetch(res.json().data.url as string, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') as string);
  expect(back.pathname).toBe('/app/auth/cora/callback');
  return { code: back.searchParams.get('code') as string, state: back.searchParams.get('state') as string };
}

async function connect(tenant: Tenant): Promise<BankSyncResult> {
  const { code, state } = await authorise(tenant);
  const res = await call(tenant, 'POST', '/bank-statements/connections/oauth/cora', { code, state });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as BankSyncResult;
}

function uploadOfx(tenant: Tenant, content: Buffer) {
  const body = multipart([{ field: 'file', fileName: 'cora.ofx', type: 'application/x-ofx', content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId: tenant.companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization: tenant.authorization },
  });
}

/** Cora's own OFX export of the fake's account: FITID = the entry's id. */
function coraOfx(ids: string[]) {
  return buildOfx([
    {
      bankId: '403',
      branchId: '1',
      accountId: '12345678',
      transactions: fake.entries
        .filter((entry) => ids.includes(entry.id))
        .map((entry) => ({
          fitId: entry.id,
          postedOn: entry.createdAt.slice(0, 10),
          amountCents: entry.type === 'DEBIT' ? -entry.amount : entry.amount,
          memo: `${entry.description} ${entry.counterParty ?? ''}`.trim(),
        })),
    },
  ]);
}

describe('Cora connection', () => {
  test('authorization URL, callback, connection with its account and transactions; tokens kept encrypted', async () => {
    const tenant = await newTenant();
    const auth = await call(tenant, 'GET', '/bank-statements/connections/oauth/cora');
    const url = new URL(auth.json().data.url as string);
    expect(url.origin + url.pathname).toBe(`${fake.oauthUrl}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/app/auth/cora/callback');
    expect(url.searchParams.get('client_id')).toBe(fake.clientId);

    const result = await connect(tenant);
    expect(result).toMatchObject({ imported: 4, skippedDuplicates: 0, flagged: 0 });
    expect(result.connection).toMatchObject({ provider: 'cora', status: 'active', lastError: null });
    expect(result.connection.accounts).toEqual([
      expect.objectContaining({ name: 'Cora · ag. 0001 · c/c 1234567-8', kind: 'bank', balance: 12345.6 }),
    ]);

    const [row] = await ctx.database.db
      .select()
      .from(bankConnections)
      .where(eq(bankConnections.companyId, tenant.companyId));
    expect(row?.tokensEncrypted.startsWith('v1.')).toBe(true);
    const tokens = JSON.parse(
      decryptSecret(bankTokensKey(ctx.config.jwtSecret, undefined), row?.tokensEncrypted ?? ''),
    );
    expect(row?.tokensEncrypted).not.toContain(tokens.accessToken);
    expect(row?.tokensEncrypted).not.toContain(tokens.refreshToken);

    const list = await call(tenant, 'GET', '/bank-statements/connections');
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: result.connection.id }] });
    const one = await call(tenant, 'GET', `/bank-statements/connections/${result.connection.id}`);
    expect((one.json().data as BankConnection).accounts).toHaveLength(1);
    const transactions = await call(tenant, 'GET', '/bank-statements/transactions');
    expect(transactions.json()).toMatchObject({ total: 4, totals: { credits: 4700, debits: -1945.8 } });
    expect(transactions.json().data[0]).toMatchObject({ source: 'cora' });
  });

  test('a state that was changed, expired, of another company or another user is refused; a code works once', async () => {
    const tenant = await newTenant();
    const other = await newTenant();
    const { code, state } = await authorise(tenant);
    const post = (who: Tenant, query: Record<string, string>) =>
      call(who, 'POST', '/bank-statements/connections/oauth/cora', query);

    const tampered = `${state.slice(0, -2)}${state.endsWith('A') ? 'B' : 'A'}A`;
    const bad = await post(tenant, { code, state: tampered });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(bankStatementMessages.coraInvalidState);
    // The other user's own company with this user's state.
    expect((await post(other, { code, state })).statusCode).toBe(400);
    // The right user naming another company of theirs is refused too.
    const second = await createCompany(ctx.database.db, { owner: tenant.user });
    expect((await post({ ...tenant, companyId: second.id }, { code, state })).statusCode).toBe(400);
    expect(await post(tenant, { code, state }).then((res) => res.statusCode)).toBe(201);
    const reused = await post(tenant, { code, state });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(bankStatementMessages.coraRefused);
    const missing = await call(tenant, 'POST', '/bank-statements/connections/oauth/cora', { state });
    expect(missing.statusCode).toBe(400);
  });

  test('OFX first, then the connection: the same transactions are not doubled (and the other way round)', async () => {
    const first = await newTenant();
    const upload = await uploadOfx(first, coraOfx(['cora-e1', 'cora-e2']));
    expect(upload.statusCode, upload.body).toBe(201);
    const result = await connect(first);
    expect(result).toMatchObject({ imported: 2, skippedDuplicates: 2 });
    const accounts = await call(first, 'GET', '/bank-statements/accounts');
    expect(accounts.json()).toMatchObject({
      total: 1,
      data: [{ transactionCount: 4, connectionId: result.connection.id }],
    });

    const second = await newTenant();
    await connect(second);
    const again = await uploadOfx(second, coraOfx(['cora-e1', 'cora-e2', 'cora-e3', 'cora-e4']));
    expect(again.json().data).toMatchObject({ imported: 0, skippedDuplicates: 4, flagged: 0 });
    expect((await call(second, 'GET', '/bank-statements/transactions')).json().total).toBe(4);
  });

  test('sync: refreshes the token, brings only the new; Cora down is a 502 kept in lastError; a revoked access token is replaced through the refresh token; revoked access expires the connection', async () => {
    const tenant = await newTenant();
    const { connection } = await connect(tenant);
    const refreshes = fake.calls.refreshes;
    fake.entries.push({
      id: `cora-new-${randomUUID()}`,
      type: 'DEBIT',
      amount: 990,
      createdAt: new Date().toISOString(),
      description: 'Tarifa',
    });
    const sync = await call(tenant, 'POST', `/bank-statements/connections/${connection.id}/sync`);
    expect(sync.statusCode, sync.body).toBe(200);
    // The window starts 3 days before the last sync: the new entry and the one 2 days old.
    expect(sync.json().data).toMatchObject({ imported: 1, skippedDuplicates: 1 });
    expect(fake.calls.refreshes).toBe(refreshes + 1);
    // Later syncs start a few days before the last one, not from the beginning.
    const lastStart = fake.calls.statements.at(-1)?.get('start') ?? '';
    expect(lastStart >= new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10)).toBe(true);

    fake.setDown(true);
    try {
      const down = await call(tenant, 'POST', `/bank-statements/connections/${connection.id}/sync`);
      expect(down.statusCode).toBe(502);
      expect(down.json().error.message).toBe(bankStatementMessages.coraUnavailable);
    } finally {
      fake.setDown(false);
    }
    const failed = await call(tenant, 'GET', `/bank-statements/connections/${connection.id}`);
    expect(failed.json().data).toMatchObject({ status: 'error', lastError: bankStatementMessages.coraUnavailable });

    fake.revokeAccessTokens();
    // A refresh still works (new access token): the sync succeeds and the status is back to active.
    const recovered = await call(tenant, 'POST', `/bank-statements/connections/${connection.id}/sync`);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json().data.connection).toMatchObject({ status: 'active', lastError: null });

    // Access revoked at Cora: the connection expires and says so.
    fake.revokeAccessTokens();
    fake.revokeRefreshTokens();
    const revoked = await call(tenant, 'POST', `/bank-statements/connections/${connection.id}/sync`);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().error.message).toBe(bankStatementMessages.coraRefused);
    const expired = await call(tenant, 'GET', `/bank-statements/connections/${connection.id}`);
    expect(expired.json().data).toMatchObject({ status: 'expired', lastError: bankStatementMessages.coraRefused });
  });
});

describe('configuration, feature flag and tenant isolation', () => {
  test('without CORA_* the authorization answers 503; without the flag 403', async () => {
    const tenant = await newTenant();
    const res = await call(tenant, 'GET', '/bank-statements/connections/oauth/cora', {}, unconfigured);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(bankStatementMessages.coraNotConfigured);

    const user = await createUser(ctx.database.db, { email: `sem-flag-${randomUUID().slice(0, 6)}@exemplo.com.br` });
    const company = await createCompany(ctx.database.db, { owner: user });
    const unflagged = { companyId: company.id, authorization: (await signInAs(ctx.app, user)).authorization };
    for (const url of ['/bank-statements/connections/oauth/cora', '/bank-statements/connections']) {
      const refused = await call(unflagged, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(bankStatementMessages.coraNotEnabled);
    }
  });

  test('the feature flags say cora only when the user is listed and CORA_* are configured (the screen offers the button then)', async () => {
    const tenant = await newTenant();
    const flags = (app: App) => call(tenant, 'GET', '/config/feature-flags', {}, app);
    expect((await flags(ctx.app)).json().data).toMatchObject({ cora: true });
    // Listed, but the server has no Cora configuration: off, so no "Conectar Cora" and no 503s.
    expect((await flags(unconfigured)).json().data).toMatchObject({ cora: false });

    const user = await createUser(ctx.database.db, { email: `nao-listado-${randomUUID().slice(0, 6)}@exemplo.com.br` });
    const { authorization } = await signInAs(ctx.app, user);
    const unlisted = await ctx.app.inject({ method: 'GET', url: '/config/feature-flags', headers: { authorization } });
    expect(unlisted.json().data).toMatchObject({ cora: false });
  });

  test("401 without a token, 403 for a company of someone else, 404 for another company's connection", async () => {
    const owner = await newTenant();
    const stranger = await newTenant();
    const { connection } = await connect(owner);
    const { code, state } = await authorise(owner);
    const intruder = { companyId: owner.companyId, authorization: stranger.authorization };
    const routes: { method: 'GET' | 'POST'; url: string; query?: Record<string, string>; foreignId?: boolean }[] = [
      { method: 'GET', url: '/bank-statements/connections/oauth/cora' },
      { method: 'POST', url: '/bank-statements/connections/oauth/cora', query: { code, state } },
      { method: 'GET', url: '/bank-statements/connections' },
      { method: 'GET', url: `/bank-statements/connections/${connection.id}`, foreignId: true },
      { method: 'POST', url: `/bank-statements/connections/${connection.id}/sync`, foreignId: true },
    ];
    for (const route of routes) {
      const anonymous = await ctx.app.inject({
        method: route.method,
        url: route.url,
        query: { companyId: owner.companyId, ...route.query },
      });
      expect(anonymous.statusCode, `${route.method} ${route.url} without token`).toBe(401);
      const forbidden = await call(intruder, route.method, route.url, route.query);
      expect(forbidden.statusCode, `${route.method} ${route.url} other company`).toBe(403);
      expect(forbidden.json().error.message).toBe(messages.companyForbidden);
      if (route.foreignId) {
        const foreign = await call(stranger, route.method, route.url, route.query);
        expect(foreign.statusCode, `${route.method} ${route.url} foreign id`).toBe(404);
        expect(foreign.json().error.message).toBe(bankStatementMessages.connectionNotFound);
      }
    }
    expect(testConfig().cora).toBeNull();
  });
});
