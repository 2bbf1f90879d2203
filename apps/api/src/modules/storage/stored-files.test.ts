import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCnpj, nfsRequestSchema } from '@contabil/contracts';
import { companyFiles } from '../../db/schema/companies.js';
import { storageDeletions } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  SAMPLE_PDF,
  TEST_SERVICE_CODES,
  createCompanyFile,
  createSystemAdmin,
  ensureTestServiceCodes,
  mintedBearer,
  mintedTenant,
  randomCnpj,
  uniqueEmail,
} from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import type { ObjectStorage } from './object-storage.js';
import { runStorageCleanup } from './storage-cleanup.job.js';
import { keyBelongsTo } from './storage-keys.js';

// Company files and the NFS-e's files keep their bytes in storage now (object_key), and
// still download through their routes; rows from before keep theirs in `content`.

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureTestServiceCodes(ctx.database.db);
  adminAuth = await mintedBearer(ctx, await createSystemAdmin(ctx.database.db));
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const tenant = () => mintedTenant(ctx, { email: uniqueEmail('dona') }, { cnpj: randomCnpj() });

const fileRow = async (id: string) => (await db().select().from(companyFiles).where(eq(companyFiles.id, id)))[0];

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function postFile(url: string, authorization: string, fileName: string, content: Buffer, type?: string) {
  const body = multipart([{ field: 'file', fileName, content, type }]);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization } });
}

describe('company files', () => {
  test('an upload is written to storage under the company prefix; the row keeps the key, no bytes', async () => {
    const t = await tenant();
    const res = await postFile(
      `/companies/${t.company.id}/files`,
      t.authorization,
      'recibo.pdf',
      SAMPLE_PDF,
      'application/pdf',
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await fileRow(res.json().data.id);
    expect(row?.content).toBeNull();
    expect(row?.objectKey).toMatch(new RegExp(`^${t.company.id}/uploads/[0-9a-f-]{36}/recibo\\.pdf$`));
    expect(keyBelongsTo(t.company.id, row!.objectKey!)).toBe(true);
    expect((await readAll(ctx.storage, row!.objectKey!))?.equals(SAMPLE_PDF)).toBe(true);
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${t.company.id}/files/${row!.id}`,
      headers: { authorization: t.authorization },
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(back.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  test('a legacy row (bytes in the database) still downloads', async () => {
    const t = await tenant();
    const legacy = await createCompanyFile(db(), t.company.id);
    expect(legacy.objectKey).toBeNull();
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${t.company.id}/files/${legacy.id}`,
      headers: { authorization: t.authorization },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  test('a row whose object is missing answers 404, not a broken download', async () => {
    const t = await tenant();
    const file = await createCompanyFile(db(), t.company.id, null, ctx.storage);
    await ctx.storage.delete(file.objectKey!);
    const back = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${t.company.id}/files/${file.id}`,
      headers: { authorization: t.authorization },
    });
    expect(back.statusCode).toBe(404);
  });

  test('when the row cannot be saved, the object just written is removed', async () => {
    const t = await tenant();
    const keys: string[] = [];
    const spying: ObjectStorage = {
      ...ctx.storage,
      put: async (key, body, type) => {
        keys.push(key);
        return ctx.storage.put(key, body, type);
      },
    };
    const { storeThenSave } = await import('./storage.service.js');
    await expect(
      storeThenSave(
        { db: db(), storage: spying },
        t.company.id,
        { fileName: 'a.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
        async () => {
          throw new Error('transação falhou');
        },
      ),
    ).rejects.toThrow('transação falhou');
    expect(keys).toHaveLength(1);
    expect(await ctx.storage.size(keys[0]!)).toBeUndefined();
  });
});

describe('NFS-e files', () => {
  const SAMPLE_XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<NFSe><infNFSe Id="N1"/></NFSe>\n');

  async function processingRequest() {
    const t = await tenant();
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/nfs/requests?companyId=${t.company.id}`,
      headers: { authorization: t.authorization },
      payload: {
        emissionType: 'cnpj',
        cnpj: formatCnpj(randomCnpj()),
        totalValue: 100,
        taker: { name: 'Cliente Ltda', email: 'cliente@exemplo.com.br' },
        serviceCode: TEST_SERVICE_CODES.software,
        serviceDescription: 'Serviço',
        competenceDate: '2026-03-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = nfsRequestSchema.parse(created.json().data);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/nfs/requests/${request.id}/status/processing`,
      headers: { authorization: adminAuth },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    return { t, request };
  }

  test('PDF and XML go to storage; replacing one queues the old object, which the cleanup removes', async () => {
    const { t, request } = await processingRequest();
    const url = (kind: string) => `/nfs/requests/${request.id}/files/${kind}`;
    expect((await postFile(url('pdf'), adminAuth, 'nota.pdf', SAMPLE_PDF)).statusCode).toBe(200);
    expect((await postFile(url('xml'), adminAuth, 'nota.xml', SAMPLE_XML)).statusCode).toBe(200);
    const [first] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, request.id));
    const oldPdf = await fileRow(first!.pdfFileId!);
    expect(oldPdf?.content).toBeNull();
    expect(keyBelongsTo(t.company.id, oldPdf!.objectKey!)).toBe(true);
    expect((await readAll(ctx.storage, oldPdf!.objectKey!))?.equals(SAMPLE_PDF)).toBe(true);

    const replacement = Buffer.concat([SAMPLE_PDF, Buffer.from('% corrigida\n')]);
    expect((await postFile(url('pdf'), adminAuth, 'nota.pdf', replacement)).statusCode).toBe(200);
    expect(await fileRow(oldPdf!.id)).toBeUndefined();
    // Queued in the same transaction that removed the row; still there until the job runs.
    const queue = await db().select().from(storageDeletions).where(eq(storageDeletions.objectKey, oldPdf!.objectKey!));
    expect(queue).toHaveLength(1);
    expect(await ctx.storage.size(oldPdf!.objectKey!)).toBe(SAMPLE_PDF.length);
    await runStorageCleanup(db(), ctx.storage);
    expect(await ctx.storage.size(oldPdf!.objectKey!)).toBeUndefined();

    const back = await ctx.app.inject({
      method: 'GET',
      url: `/nfs/requests/${request.id}/files/pdf?companyId=${t.company.id}`,
      headers: { authorization: adminAuth },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(replacement)).toBe(true);
  });

  test('an attach refused after the bytes were written (the request moved on) leaves no object behind', async () => {
    const { t, request } = await processingRequest();
    const before = await db().select().from(companyFiles).where(eq(companyFiles.companyId, t.company.id));
    // Another accountant rejects it between the check and the transaction: simulated by a
    // storage whose put moves the request out of processing.
    const keys: string[] = [];
    const { attachNfsFile } = await import('../nfs/nfs-requests.service.js');
    const racing: ObjectStorage = {
      ...ctx.storage,
      put: async (key, body, type) => {
        keys.push(key);
        await ctx.storage.put(key, body, type);
        await db().update(nfsRequests).set({ status: 'rejected' }).where(eq(nfsRequests.id, request.id));
      },
    };
    const admin = await createSystemAdmin(db());
    await expect(
      attachNfsFile(
        { db: db(), storage: racing },
        {
          sub: admin.id,
          email: admin.email,
          roles: ['system-admin'],
          companies: [],
          companyId: null,
          isSystemAdmin: true,
        },
        request.id,
        'pdf',
        async () => ({ fileName: 'nota.pdf', declaredType: 'application/pdf', content: SAMPLE_PDF }),
        'teste',
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(keys).toHaveLength(1);
    expect(await ctx.storage.size(keys[0]!)).toBeUndefined();
    expect(await db().select().from(companyFiles).where(eq(companyFiles.companyId, t.company.id))).toEqual(before);
  });
});
