import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages, paginationMessages, userMessages, type BankTransactionList } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema/users.js';
import { createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createAccessTokens } from '../auth/access-token.js';
import { SUPPORT_SESSION_ENDED } from '../support-access/support-access.guard.js';
import { listUnfilteredPage, type PageReader } from './bank-statements.repository.js';
import { buildOfx, manyTransactions } from './ofx-files.test-support.js';

// GET /bank-statements/transactions reads its caller's token holder itself (the route's
// `readsTokenHolder`): the unfiltered page in the page's own statement, gated so that no row
// of the company is read unless the holder is admitted (decisions 003 and 017). Every
// refusal must be the one the auth hook and the company guard answer on the other routes.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function uploadOfx(companyId: string, authorization: string, count: number) {
  const body = multipart([
    {
      field: 'file',
      fileName: 'extrato.ofx',
      type: 'application/x-ofx',
      content: buildOfx([{ accountId: '333-3', transactions: manyTransactions(count, '2026-02-01') }]),
    },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/bank-statements/ofx/upload',
    query: { companyId },
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function ownerWithTransactions(count = 30) {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner });
  const session = await signInAs(ctx.app, owner);
  await uploadOfx(company.id, session.authorization, count);
  return { owner, company, session };
}

const get = (url: string, companyId: string, authorization: string | null, query: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url,
    query: { companyId, ...query },
    headers: authorization ? { authorization } : {},
  });

/**
 * The list's answer for each kind of page (first, by cursor, by offset: the statement's three
 * forms; a filtered page: the token check's own statement), each beside the answer of a route
 * the auth hook still checks (the accounts of the same company).
 */
async function answers(companyId: string, authorization: string | null, cursor: string) {
  const list = (query: Record<string, string>) => get('/bank-statements/transactions', companyId, authorization, query);
  const out = [];
  for (const res of [
    await list({ limit: '5' }),
    await list({ limit: '5', cursor }),
    await list({ limit: '5', offset: '3' }),
    await list({ limit: '5', search: 'PIX' }),
    // A cursor that is no cursor: the caller's refusal first, then 400.
    await list({ limit: '5', cursor: 'bm9uZQ' }),
    await get('/bank-statements/accounts', companyId, authorization),
  ])
    out.push({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.json() });
  return out;
}

const sameEverywhere = (status: number, message: string) =>
  Array.from({ length: 6 }, () => ({ status, body: { error: { code: expect.any(String), message } } }));

/** Admitted: every page, and the bad cursor's 400. */
const admitted = [
  ...Array.from({ length: 4 }, () => ({ status: 200, body: 'ok' })),
  { status: 400, body: { error: expect.objectContaining({ fields: { cursor: paginationMessages.invalidCursor } }) } },
  { status: 200, body: 'ok' },
];

describe('GET /bank-statements/transactions reads the token holder in its own statement', () => {
  test('refuses each caller as the hook does on the other routes, on every kind of page', async () => {
    const { owner, company, session } = await ownerWithTransactions();
    const first = (await get('/bank-statements/transactions', company.id, session.authorization, { limit: '5' })).json()
      .nextCursor as string;
    expect(first).toEqual(expect.any(String));
    const tokens = createAccessTokens(ctx.config.jwtSecret);

    // Admitted: the owner, and a system administrator who is no member.
    expect(await answers(company.id, session.authorization, first)).toEqual(admitted);
    const admin = await signInAs(ctx.app, await createSystemAdmin(ctx.database.db));
    expect(await answers(company.id, admin.authorization, first)).toEqual(admitted);

    // No token; an expired one; one with a forged signature; one of a user that does not exist.
    expect(await answers(company.id, null, first)).toEqual(sameEverywhere(401, messages.tokenNotFound));
    const claims = { email: owner.email, roles: [], companies: [company.id], companyId: company.id };
    const expired = await tokens.sign({ sub: owner.id, ...claims }, Math.floor(Date.now() / 1000) - 7200);
    expect(await answers(company.id, `Bearer ${expired}`, first)).toEqual(sameEverywhere(401, messages.invalidToken));
    const forged = await createAccessTokens('outro-segredo-bem-comprido-0000000000000').sign({
      sub: owner.id,
      ...claims,
    });
    expect(await answers(company.id, `Bearer ${forged}`, first)).toEqual(sameEverywhere(401, messages.invalidToken));
    const nobody = await tokens.sign({ sub: randomUUID(), ...claims });
    expect(await answers(company.id, `Bearer ${nobody}`, first)).toEqual(sameEverywhere(401, messages.invalidToken));

    // A user of no company; a member of another company; the owner asking for a company id that does not exist.
    const loner = await signInAs(ctx.app, await createUser(ctx.database.db));
    expect(await answers(company.id, loner.authorization, first)).toEqual(
      sameEverywhere(403, messages.companyForbidden),
    );
    const other = await ownerWithTransactions(3);
    expect(await answers(company.id, other.session.authorization, first)).toEqual(
      sameEverywhere(403, messages.companyForbidden),
    );
    expect(await answers(randomUUID(), session.authorization, first)).toEqual(
      sameEverywhere(403, messages.companyForbidden),
    );

    // The session ended (sign-out revokes its refresh-token family), then the account deactivated.
    const second = await signInAs(ctx.app, owner);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      payload: { refreshToken: second.refreshToken },
    });
    expect(signedOut.statusCode).toBe(204);
    expect(await answers(company.id, second.authorization, first)).toEqual(
      sameEverywhere(401, messages.sessionExpired),
    );
    await ctx.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await answers(company.id, session.authorization, first)).toEqual(
      sameEverywhere(401, userMessages.deactivated),
    );
  });

  // PGlite has one connection, so its prepared statements show every call's (PostgreSQL's pool: one connection's).
  test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'one statement a call: the hook does not read the holder',
    async () => {
      const { company, session } = await ownerWithTransactions(3);
      const runs = async () =>
        Object.fromEntries(
          (
            await rowsOf<{ name: string; runs: number | string }>(
              ctx.database.db,
              sql`select case when statement like '%from holder h%' then 'page' else 'holder' end as name,
                  sum(generic_plans + custom_plans) as runs
                from pg_prepared_statements
                where (statement like '%from holder h%' or statement like '%"refresh_tokens"%')
                  and statement not like '%pg_prepared_statements%'
                group by 1`,
            )
          ).map((row) => [row.name, Number(row.runs)]),
        );
      // The accounts' route first, so that both statements exist.
      await get('/bank-statements/accounts', company.id, session.authorization);
      await get('/bank-statements/transactions', company.id, session.authorization);
      const before = await runs();
      expect((await get('/bank-statements/transactions', company.id, session.authorization)).statusCode).toBe(200);
      const after = await runs();
      expect(after.page! - before.page!).toBe(1);
      expect(after.holder).toBe(before.holder);
      expect(after.holder).toBeGreaterThan(0);
    },
  );

  test('a support token is checked by the hook and its guard, and reads what the owner reads', async () => {
    const { owner, company, session } = await ownerWithTransactions(12);
    const notGranted = await createCompany(ctx.database.db, { owner });
    const admin = await signInAs(ctx.app, await createSystemAdmin(ctx.database.db));
    const granted = await ctx.app.inject({
      method: 'POST',
      url: '/support-access/grants',
      payload: { companyId: company.id, hours: 24 },
      headers: { authorization: session.authorization },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/admin/support-access/sessions',
      payload: { userId: owner.id },
      headers: { authorization: admin.authorization },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const support = `Bearer ${opened.json().data.accessToken as string}`;

    // The same bytes as the owner's (the support token's page comes through the query builder).
    const queries: Record<string, string>[] = [{ limit: '5' }, { limit: '5', offset: '4' }, { limit: '50' }];
    for (const query of queries) {
      const mine = await get('/bank-statements/transactions', company.id, session.authorization, query);
      const theirs = await get('/bank-statements/transactions', company.id, support, query);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.body).toBe(mine.body);
    }
    const cursor = (
      JSON.parse(
        (await get('/bank-statements/transactions', company.id, session.authorization, { limit: '5' })).body,
      ) as BankTransactionList
    ).nextCursor as string;
    expect((await get('/bank-statements/transactions', company.id, support, { limit: '5', cursor })).body).toBe(
      (await get('/bank-statements/transactions', company.id, session.authorization, { limit: '5', cursor })).body,
    );

    expect(await answers(notGranted.id, support, cursor)).toEqual(sameEverywhere(403, messages.companyForbidden));
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/support-access/grants/${granted.json().data.id as string}`,
      headers: { authorization: session.authorization },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await answers(company.id, support, cursor)).toEqual(sameEverywhere(401, SUPPORT_SESSION_ENDED));
  });
});

/** Scans of the company's bank tables by this transaction so far (PostgreSQL's own counters). */
async function scansOfCompanyTables(tx: Database) {
  const rows = await rowsOf<{ relname: string; scans: number | string }>(
    tx,
    sql`select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_xact_user_tables
        where relname in ('bank_transactions', 'bank_accounts', 'bank_data_versions')`,
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.scans)]));
}

describe('the unfiltered page statement', () => {
  test('reads no row of the company unless the holder is admitted', async () => {
    const { owner, company, session } = await ownerWithTransactions(20);
    const stranger = await createUser(ctx.database.db);
    const deactivated = await createUser(ctx.database.db);
    await ctx.database.db.execute(
      sql`insert into company_memberships (company_id, user_id, role) values (${company.id}, ${deactivated.id}, 'company-member')`,
    );
    await ctx.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.id));
    const revokedFamily = (
      await rowsOf<{ family_id: string }>(
        ctx.database.db,
        sql`select family_id from refresh_tokens where user_id = ${owner.id} and revoked_at is null limit 1`,
      )
    )[0]!.family_id;
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      payload: { refreshToken: session.refreshToken },
    });
    expect(signedOut.statusCode).toBe(204);
    const cursor = { postedOn: '2026-12-31', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' };
    const kinds = [
      { limit: 5, offset: 0 },
      { limit: 5, offset: 0, after: cursor },
      { limit: 5, offset: 2 },
    ];

    /** The statement in a transaction of its own, with what it scanned (the counters' growth: PGlite keeps them across transactions). */
    const read = (reader: PageReader, page: (typeof kinds)[number]) =>
      ctx.database.db.transaction(async (tx) => {
        const before = await scansOfCompanyTables(tx);
        const found = await listUnfilteredPage(tx, company.id, reader, page);
        const after = await scansOfCompanyTables(tx);
        const scans = Object.fromEntries(Object.entries(after).map(([table, n]) => [table, n - (before[table] ?? 0)]));
        return { found, scans };
      });
    const refused: [string, PageReader, object | undefined][] = [
      ['no such user', { userId: randomUUID(), familyId: null, anyCompany: false }, undefined],
      [
        'not a member',
        { userId: stranger.id, familyId: null, anyCompany: false },
        { deactivated: false, sessionRevoked: false, role: null },
      ],
      [
        'deactivated',
        { userId: deactivated.id, familyId: null, anyCompany: true },
        { deactivated: true, sessionRevoked: false, role: 'company-member' },
      ],
      [
        'session revoked',
        { userId: owner.id, familyId: revokedFamily, anyCompany: true },
        { deactivated: false, sessionRevoked: true, role: 'company-admin' },
      ],
    ];
    for (const page of kinds) {
      for (const [why, reader, holder] of refused) {
        const { found, scans } = await read(reader, page);
        expect(found, why).toEqual({ holder, page: null });
        expect(scans, why).toEqual({ bank_transactions: 0, bank_accounts: 0, bank_data_versions: 0 });
      }
      // Admitted (a member; a system administrator who is none): the page is read.
      for (const reader of [
        { userId: owner.id, familyId: null, anyCompany: false },
        { userId: stranger.id, familyId: null, anyCompany: true },
      ]) {
        const { found, scans } = await read(reader, page);
        expect(found.page?.rows).toHaveLength(5);
        expect(scans.bank_transactions).toBeGreaterThan(0);
        expect(scans.bank_data_versions).toBeGreaterThan(0);
      }
    }
  });
});
