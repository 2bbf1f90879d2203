import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import { appKeys } from '../config/keys.js';
import { loadConfig } from '../config/env.js';
import { bankConnections } from '../db/schema/bank-statements.js';
import { startFakeCora, type FakeCora } from '../modules/bank-statements/cora/fake-cora.test-support.js';
import { createObjectStorage } from '../modules/storage/index.js';
import { createCompany, createUser, signInAs } from '../test/factories.js';
import { createTestApp, testStorageConfig, type TestContext } from '../test/test-app.js';

/**
 * Rotation (issue 18): tokens, file links and bank connections made with key k1 still work
 * after k2 is put in front of it; what k2 makes carries k2; once k1 is removed its tokens
 * are refused. JWT_SECRET is the same throughout (the keys are apart from it).
 */
const JWT = 'jwt-secret-of-the-rotation-test-0123456789';
const K1 = 'k1:' + 'a'.repeat(40);
const K2 = 'k2:' + 'b'.repeat(40);
const keysWith = (list: string) =>
  appKeys({ ACCESS_TOKEN_KEYS: list, FILE_LINK_KEYS: list, OAUTH_STATE_KEYS: list, BANK_TOKEN_KEYS: list }, JWT);

let fake: FakeCora;
let before: TestContext;
let after: App;
let afterRemoval: App;
const flagged = new Set<string>();

beforeAll(async () => {
  fake = await startFakeCora({ expiresIn: 3600 });
  const storageConfig = testStorageConfig();
  const cora = {
    oauthUrl: fake.oauthUrl,
    apiUrl: fake.apiUrl,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    redirectUri: 'http://localhost:3000/app/auth/cora/callback',
  };
  const featureFlags = { panel: new Set<string>(), cora: flagged };
  const keys = keysWith(K1);
  before = await createTestApp({
    jwtSecret: JWT,
    keys,
    cora,
    featureFlags,
    storage: { ...storageConfig, signingKeys: keys.fileLinks } as typeof storageConfig,
  });
  // The same database and folder, after the rotation: k2 signs, k1 still verifies.
  const rotatedApp = async (list: string) => {
    const rotated = keysWith(list);
    const config = {
      ...before.config,
      keys: rotated,
      storage: { ...storageConfig, signingKeys: rotated.fileLinks } as typeof storageConfig,
    };
    const app = await buildApp({
      config,
      database: before.database,
      jobs: before.jobs,
      storage: createObjectStorage(config.storage),
      logger: false,
    });
    await app.ready();
    return app;
  };
  after = await rotatedApp(`${K2},${K1}`);
  afterRemoval = await rotatedApp(K2);
});
afterAll(async () => {
  await after?.close();
  await afterRemoval?.close();
  await before?.close();
  await fake?.close();
});

describe('key rotation', () => {
  test('the variables parse into keyrings whose first key signs and that keep the JWT_SECRET one to verify', () => {
    const config = loadConfig({ JWT_SECRET: JWT, ACCESS_TOKEN_KEYS: `${K2},${K1}`, DATA_DIR: '/tmp/x' });
    expect(config.keys?.accessTokens.current).toEqual({ id: 'k2', key: 'b'.repeat(40) });
    expect([...(config.keys?.accessTokens.byId.keys() ?? [])]).toEqual(['k2', 'k1', 'jwt']);
    expect(config.keys?.fileLinks.current.id).toBe('jwt');
    expect(() => loadConfig({ JWT_SECRET: JWT, FILE_LINK_KEYS: 'k1:curta', DATA_DIR: '/tmp/x' })).toThrow(
      /FILE_LINK_KEYS: a chave k1 precisa ter pelo menos 32 caracteres/,
    );
    expect(() => loadConfig({ JWT_SECRET: JWT, BANK_TOKEN_KEYS: 'sem-id', DATA_DIR: '/tmp/x' })).toThrow(
      /BANK_TOKEN_KEYS: cada chave como id:segredo/,
    );
  });

  test('an access token and a file link signed with the old key still verify after a new key is added', async () => {
    const user = await createUser(before.database.db, { email: `rot-${randomUUID().slice(0, 8)}@exemplo.com.br` });
    const { authorization, accessToken } = await signInAs(before.app, user);
    const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header(accessToken).kid).toBe('k1');
    const me = (app: App, auth: string) =>
      app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: auth } });
    expect((await me(after, authorization)).statusCode).toBe(200);
    // New tokens carry k2; once k1 is removed, its tokens are refused and k2's are not.
    const fresh = await signInAs(after, user);
    expect(header(fresh.accessToken).kid).toBe('k2');
    expect((await me(afterRemoval, fresh.authorization)).statusCode).toBe(200);
    expect((await me(afterRemoval, authorization)).statusCode).toBe(401);

    const company = await createCompany(before.database.db, { owner: user });
    const key = `${company.id}/documentos/rotacao.pdf`;
    await before.storage.put(key, Buffer.from('%PDF-1.4 rotação'), 'application/pdf');
    const link = new URL(
      await before.storage.signedDownloadUrl(key, {
        fileName: 'rotacao.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 600,
      }),
    );
    expect(link.searchParams.get('kid')).toBe('k1');
    const download = (app: App) => app.inject({ method: 'GET', url: link.pathname + link.search });
    const res = await download(after);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 rotação');
    expect((await download(afterRemoval)).statusCode).toBe(403);
  });

  test('a bank connection made before the rotation still syncs, and is sealed again with the new key', async () => {
    const email = `rot-cora-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    flagged.add(email);
    const user = await createUser(before.database.db, { email });
    const company = await createCompany(before.database.db, { owner: user });
    const { authorization } = await signInAs(before.app, user);
    const call = (app: App, method: 'GET' | 'POST', url: string, query: Record<string, string> = {}) =>
      app.inject({ method, url, query: { companyId: company.id, ...query }, headers: { authorization } });
    const start = await call(before.app, 'GET', '/bank-statements/connections/oauth/cora');
    expect(start.statusCode, start.body).toBe(200);
    const consent = await fetch(start.json().data.url as string, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') as string);
    const state = back.searchParams.get('state') as string;
    expect(state.startsWith('k1.')).toBe(true);
    // The state signed before the rotation is accepted after it (a sign-in under way).
    const connected = await call(after, 'POST', '/bank-statements/connections/oauth/cora', {
      code: back.searchParams.get('code') as string,
      state,
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const id = connected.json().data.connection.id as string;
    // Sealed with k2 by the rotated app; sealed with k1 as the app before the rotation would.
    const { encryptSecret, decryptSecret } = await import('../modules/bank-statements/cora/token-crypto.js');
    const [row] = await before.database.db.select().from(bankConnections).where(eq(bankConnections.id, id));
    const tokens = decryptSecret(keysWith(`${K2},${K1}`).bankTokens, row!.tokensEncrypted);
    const sealedWithK1 = encryptSecret(keysWith(K1).bankTokens, tokens);
    expect(sealedWithK1.startsWith('v2.k1.')).toBe(true);
    await before.database.db
      .update(bankConnections)
      .set({ tokensEncrypted: sealedWithK1 })
      .where(eq(bankConnections.id, id));

    const sync = await call(after, 'POST', `/bank-statements/connections/${id}/sync`);
    expect(sync.statusCode, sync.body).toBe(200);
    const [resealed] = await before.database.db.select().from(bankConnections).where(eq(bankConnections.id, id));
    expect(resealed!.tokensEncrypted.startsWith('v2.k2.')).toBe(true);
    expect(decryptSecret(keysWith(K2).bankTokens, resealed!.tokensEncrypted)).toBe(tokens);
  });
});
