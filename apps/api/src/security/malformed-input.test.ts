import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorEnvelopeSchema, formatCnpj, messages, type OfxUploadResult } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../test/test-app.js';
import {
  FACTORY_PASSWORD,
  TEST_SERVICE_CODES,
  createCompany,
  createSystemAdmin,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  signInAs,
} from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import { buildOfx } from '../modules/bank-statements/ofx-files.test-support.js';

/**
 * Issue 19, item 5 (and the "reach fields limit" of item 8): each malformed request the
 * attack found answering 500, or answering outside the envelope, now answers 4xx in the
 * envelope with a Portuguese message.
 */

let ctx: TestContext;
let adminAuth: string;
let userAuth: string;
let userId: string;
let companyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureTestServiceCodes(ctx.database.db);
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
  const user = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner: user, status: 'active', cnpj: randomCnpj() });
  userAuth = (await signInAs(ctx.app, user)).authorization;
  userId = user.id;
  companyId = company.id;
});
afterAll(() => ctx.close());

type Res = { statusCode: number; body: string; json(): unknown };

function expectEnvelope(res: Res, status: number | number[], label: string) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  const parsed = errorEnvelopeSchema.strict().safeParse(res.json());
  expect(parsed.success, `${label}: ${res.body.slice(0, 300)}`).toBe(true);
  return (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe('a NUL character in a string', () => {
  test('sign-in, password reset, plans, partner enrolment status, companies and the CNAE search answer 400', async () => {
    const user = await createUser(ctx.database.db);
    const plans = await ctx.app.inject({ method: 'GET', url: '/plans' });
    const planId = (plans.json() as { data: { id: string }[] }).data[0]!.id;
    const calls = [
      { method: 'POST', url: '/auth/sign-in', payload: { email: user.email, password: `${FACTORY_PASSWORD}\u0000` } },
      { method: 'POST', url: '/auth/password-reset', payload: { email: `${user.email}\u0000` } },
      {
        method: 'POST',
        url: '/auth/password-reset/confirm',
        payload: { token: 'abc\u0000', password: 'senha-forte-123' },
      },
      {
        method: 'PUT',
        url: `/plans/${planId}`,
        headers: { authorization: adminAuth },
        payload: { name: 'Plano\u0000novo' },
      },
      {
        method: 'PUT',
        url: '/admin/partner-enrolments/00000000-0000-4000-8000-000000000000/status/declined',
        headers: { authorization: adminAuth },
        payload: { reason: 'Motivo\u0000' },
      },
      {
        method: 'PUT',
        url: `/companies/${companyId}`,
        headers: { authorization: adminAuth },
        payload: { name: 'Empresa\u0000 Ltda' },
      },
      { method: 'GET', url: '/cnaes?search=%00' },
      { method: 'GET', url: '/cnaes?search=padaria%00' },
      {
        method: 'PATCH',
        url: `/users/${userId}`,
        headers: { authorization: userAuth },
        payload: { name: 'Ana\ud800' },
      },
    ] as const;
    for (const call of calls as readonly {
      method: 'GET';
      url: string;
      headers?: Record<string, string>;
      payload?: object;
    }[]) {
      const res = await ctx.app.inject(call);
      const error = expectEnvelope(res, 400, `${call.method} ${call.url}`);
      expect(error.code).toBe('validation_error');
      expect(Object.values(error.fields ?? {})).toContain(messages.invalidCharacter);
    }
  });
});

describe('multipart uploads with a missing or broken boundary', () => {
  async function nfsRequestId(): Promise<string> {
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests?companyId=${companyId}`,
      headers: { authorization: userAuth },
      payload: {
        emissionType: 'cnpj',
        cnpj: formatCnpj(randomCnpj()),
        totalValue: 150,
        taker: { name: 'Cliente Exemplo Ltda', email: 'financeiro@cliente.com.br' },
        serviceCode: TEST_SERVICE_CODES.software,
        serviceDescription: 'Desenvolvimento',
        competenceDate: '2026-03-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: string } }).data.id;
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/nfs/requests/${id}/status/processing`,
      headers: { authorization: adminAuth },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return id;
  }

  test('the four upload routes answer 4xx in the envelope, in Portuguese', async () => {
    const nfsId = await nfsRequestId();
    const routes = [
      { method: 'PUT', url: `/users/${userId}/photo`, authorization: userAuth },
      { method: 'POST', url: `/companies/${companyId}/files`, authorization: userAuth },
      { method: 'POST', url: `/bank-statements/ofx/upload?companyId=${companyId}`, authorization: userAuth },
      { method: 'POST', url: `/nfs/requests/${nfsId}/files/pdf`, authorization: adminAuth },
    ] as const;
    const bodies = [
      {
        label: 'no boundary',
        type: 'multipart/form-data',
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx',
      },
      {
        label: 'broken boundary (never closed)',
        type: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      },
      {
        label: 'malformed part header',
        type: 'multipart/form-data; boundary=abc',
        payload: '--abc\r\nlixo\r\n\r\nx\r\n--abc--\r\n',
      },
    ];
    for (const route of routes) {
      for (const body of bodies) {
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: { authorization: route.authorization, 'content-type': body.type },
          payload: body.payload,
        });
        const error = expectEnvelope(res, [400, 413, 415], `${route.method} ${route.url} (${body.label})`);
        expect(error.message).not.toMatch(/[Bb]oundary|Unexpected|Malformed/);
      }
    }
  });

  test('more fields than the limit: 413 payload_too_large in Portuguese, not "reach fields limit"', async () => {
    const parts = Array.from({ length: 15 }, (_, i) => ({ field: `campo${i}`, content: 'valor' }));
    const body = multipart([...parts, { field: 'file', fileName: 'a.ofx', type: 'application/x-ofx', content: 'x' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/bank-statements/ofx/upload?companyId=${companyId}`,
      headers: { ...body.headers, authorization: userAuth },
      payload: body.payload,
    });
    const error = expectEnvelope(res, 413, 'fields limit');
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe(messages.payloadTooLarge);
  });
});

describe('OFX fields of 2,500+ characters', () => {
  function upload(content: Buffer) {
    const body = multipart([{ field: 'file', fileName: 'extrato.ofx', type: 'application/x-ofx', content }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/bank-statements/ofx/upload?companyId=${companyId}`,
      headers: { ...body.headers, authorization: userAuth },
      payload: body.payload,
    });
  }
  const long = (n: number, seed: string) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);

  test('a long MEMO is cut, and the import summary says so', async () => {
    const file = buildOfx([
      {
        accountId: '7777-1',
        transactions: [
          { fitId: 'A1', postedOn: '2026-03-02', amountCents: -4590, memo: long(2600, 'TARIFA ÇÃO ') },
          { fitId: 'A2', postedOn: '2026-03-03', amountCents: 10000, memo: long(9000, 'PIX RECEBIDO ') },
          { fitId: 'A3', postedOn: '2026-03-04', amountCents: 500, memo: 'CURTO' },
        ],
      },
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(201);
    const data = (res.json() as { data: OfxUploadResult }).data;
    expect(data.imported).toBe(3);
    expect(data.notes).toEqual([
      '2 textos do arquivo (NAME, MEMO, CHECKNUM ou REFNUM) passavam do limite e foram cortados (NAME e MEMO: 255 caracteres).',
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/bank-statements/transactions?companyId=${companyId}&accountId=${data.accounts[0]!.accountId}`,
      headers: { authorization: userAuth },
    });
    const rows = (list.json() as { data: { description: string }[] }).data;
    expect(Math.max(...rows.map((row) => row.description.length))).toBeLessThanOrEqual(255);
    // The same file again imports nothing twice.
    expect((await upload(file)).json()).toMatchObject({ data: { imported: 0, skippedDuplicates: 3 } });
  });

  test('a long FITID or account number refuses the file with the reason', async () => {
    const longFit = buildOfx([
      {
        accountId: '8888-1',
        transactions: [{ fitId: long(2600, '9'), postedOn: '2026-03-02', amountCents: 100, memo: 'X' }],
      },
    ]);
    const fitError = expectEnvelope(await upload(longFit), 400, 'FITID');
    expect(fitError.fields?.file).toMatch(/FITID .* tem 2600 caracteres \(máximo 255\)/);

    const longAccount = buildOfx([
      {
        accountId: long(2600, '1'),
        transactions: [{ fitId: 'B1', postedOn: '2026-03-02', amountCents: 100, memo: 'X' }],
      },
    ]);
    const accountError = expectEnvelope(await upload(longAccount), 400, 'ACCTID');
    expect(accountError.fields?.file).toMatch(/ACCTID .* tem 2600 caracteres \(máximo 64\)/);

    const longBranch = buildOfx([
      {
        accountId: '1-1',
        branchId: long(3000, '2'),
        transactions: [{ fitId: 'C1', postedOn: '2026-03-02', amountCents: 100, memo: 'X' }],
      },
    ]);
    expectEnvelope(await upload(longBranch), 400, 'BRANCHID');
  });
});

describe('malformed path values', () => {
  test('bad UTF-8, a truncated escape and 3,000 characters answer in the envelope', async () => {
    const urls = [
      '/companies/%FF%FE',
      '/companies/%E0%A4',
      `/companies/${'a'.repeat(3000)}`,
      `/users/${'1'.repeat(3000)}/photo`,
      '/nfs/requests/%C3%28?companyId=x',
    ];
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: adminAuth } });
      const error = expectEnvelope(res, [400, 404, 414], url.slice(0, 40));
      expect(error.message).toMatch(/Endereço|Rota não encontrada|inválid/);
      expect(res.body.length).toBeLessThan(400);
    }
  });
});

describe('the input guard walks plain data only', () => {
  test('a raw body stream (the local storage upload) is not walked', async () => {
    const { forbiddenStringPaths } = await import('../plugins/input-guard.js');
    const { Readable } = await import('node:stream');
    const stream = Readable.from(['\u0000']);
    expect(forbiddenStringPaths(stream)).toEqual([]);
    expect(forbiddenStringPaths({ a: [{ b: 'x\u0000' }] })).toEqual(['a.0.b']);
    expect(forbiddenStringPaths(Object.assign(Object.create(null), { q: '\u0000' }))).toEqual(['q']);
  });
});
