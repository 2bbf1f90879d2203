import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { signInAs } from '../../test/factories.js';
import { sql } from 'drizzle-orm';
import { nfseServiceCodes } from '../schema/nfs.js';
import { seedDemo } from './demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('seedDemo', () => {
  test('on an empty database creates an administrator and a company user with an active company, once', async () => {
    // The one reference row the demo's notes point at (the server loads the whole list first).
    await ctx.database.db.insert(nfseServiceCodes).values({
      code: '171101',
      description: 'Organização de festas e recepções.',
      itemDescription: 'Serviços de organização de festas e recepções; bufê.',
      searchText: '171101 17.11.01 organizacao de festas e recepcoes bufe',
    });
    const accounts = await seedDemo(ctx.database.db, { storage: ctx.storage, now: new Date('2026-11-26T15:00:00Z') });
    expect(accounts.map((a) => a.email)).toEqual(['admin@demo.contabil.local', 'empresa@demo.contabil.local']);
    const [admin, owner] = accounts;
    const adminSession = await signInAs(ctx.app, admin!, admin!.password);
    expect(adminSession.claims.roles).toEqual(['system-admin']);
    const ownerSession = await signInAs(ctx.app, owner!, owner!.password);
    const company = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${ownerSession.claims.companyId}`,
      headers: { authorization: ownerSession.authorization },
    });
    expect(company.json().data).toMatchObject({
      name: 'Padaria Pão Quente Ltda',
      status: 'active',
      cnpj: '11222333000181',
      trackId: 'create-company',
      trackStatus: 'done',
      isSolePerson: true,
      // A first look is not empty: the company has a plan, paid.
      currentSubscription: expect.objectContaining({ status: 'active', planName: expect.any(String) }),
    });
    const track = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${ownerSession.claims.companyId}/steps`,
      headers: { authorization: ownerSession.authorization },
    });
    expect(track.json().data).toMatchObject({ trackId: 'create-company', status: 'done' });
    expect(track.json().data.steps).toHaveLength(7);

    // A month of paperwork (October 2026), so that a first look is not empty.
    const companyId = ownerSession.claims.companyId!;
    const get = (url: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        query: { companyId },
        headers: { authorization: ownerSession.authorization },
      });
    const statement = (await get('/bank-statements/transactions')).json();
    expect(statement.total).toBe(18);
    expect(statement.data.every((row: { postedOn: string }) => row.postedOn.startsWith('2026-10-'))).toBe(true);
    const notes = (await get('/nfs/requests')).json().data as { status: string; invoiceNumber: string | null }[];
    expect(notes.map((n) => n.status).sort()).toEqual(['issued', 'requested']);
    expect(notes.find((n) => n.status === 'issued')?.invoiceNumber).toBe('2026000000123');
    const documents = (await get('/documents')).json().data as {
      type: string;
      status: string;
      dueDate: string | null;
      amount: number | null;
    }[];
    // The DAS: 4% of October's money in on the statement (R$ 16.640,00 hand-summed) = R$ 665,60, due 20/11.
    expect(documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'articles_of_association', status: 'approved' }),
        expect.objectContaining({ type: 'das', status: 'pending', dueDate: '2026-11-20', amount: 665.6 }),
      ]),
    );
    // Every file is in storage.
    const issuedFiles = await ctx.database.db.execute(
      sql`select object_key from company_files where company_id = ${companyId}`,
    );
    const keys = (issuedFiles as unknown as { rows: { object_key: string }[] }).rows.map((r) => r.object_key);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(await ctx.storage.size(key)).toBeGreaterThan(100);
    expect(await seedDemo(ctx.database.db)).toEqual([]);
  });
});
