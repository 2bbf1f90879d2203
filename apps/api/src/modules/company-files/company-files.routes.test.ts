import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  COMPANY_FILE_MAX_BYTES,
  companyFileBadType,
  companyFileMissing,
  companyFileSchema,
  companyFileTooLarge,
  messages,
} from '@contabil/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { SAMPLE_PDF, createCompany, createSystemAdmin, createUser, signInAs } from '../../test/factories.js';
import { attachmentDisposition, safeFileName } from '../../lib/file-names.js';
import { sniffContentType } from './company-files.service.js';
import { multipart } from '../../test/multipart.js';

let ctx: TestContext;
let adminAuth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminAuth = (await signInAs(ctx.app, await createSystemAdmin(ctx.database.db))).authorization;
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);

async function tenant() {
  const owner = await createUser(ctx.database.db);
  const company = await createCompany(ctx.database.db, { owner, status: 'pending', trackId: 'create-company' });
  return { owner, company, authorization: (await signInAs(ctx.app, owner)).authorization };
}

function upload(
  companyId: string,
  authorization: string,
  body = multipart([{ field: 'file', fileName: 'comprovante.pdf', type: 'application/pdf', content: SAMPLE_PDF }]),
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/files`,
    payload: body.payload,
    headers: { ...body.headers, authorization },
  });
}

const download = (companyId: string, fileId: string, authorization: string) =>
  ctx.app.inject({ method: 'GET', url: `/companies/${companyId}/files/${fileId}`, headers: { authorization } });

describe('POST /companies/:id/files', () => {
  test('a member sends a PDF: 201 with the file, audited; it downloads back byte for byte', async () => {
    const { owner, company, authorization } = await tenant();
    const res = await upload(company.id, authorization);
    expect(res.statusCode, res.body).toBe(201);
    const file = companyFileSchema.parse(res.json().data);
    expect(file).toMatchObject({
      fileName: 'comprovante.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_PDF.length,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, 'company.file_uploaded')));
    expect(entry).toMatchObject({ actorUserId: owner.id, entityId: file.id });

    const back = await download(company.id, file.id, authorization);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="comprovante.pdf"; filename*=UTF-8''comprovante.pdf`,
    );
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  test.each([
    ['PNG', 'foto.png', 'image/png', PNG],
    ['JPEG', 'foto.jpg', 'image/jpeg', JPEG],
    ['JPEG sent as octet-stream', 'recibo', 'application/octet-stream', JPEG],
  ])('accepts a %s (by its bytes)', async (_case, fileName, type, content) => {
    const { company, authorization } = await tenant();
    const res = await upload(company.id, authorization, multipart([{ field: 'file', fileName, type, content }]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.contentType).toBe(sniffContentType(content));
  });

  test.each([
    ['text pretending to be a PDF', 'nota.pdf', 'application/pdf', Buffer.from('<html>olá</html>')],
    ['a PNG declared as a PDF', 'foto.pdf', 'application/pdf', PNG],
    ['an HTML file', 'pagina.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
    // Kept files may be XML (the NFS-e's, attached by accountants), uploads may not.
    ['an XML', 'nota.xml', 'application/xml', Buffer.from('<?xml version="1.0"?><NFSe/>')],
  ])('refuses %s: 415 "Envie um PDF, JPG ou PNG"', async (_case, fileName, type, content) => {
    const { company, authorization } = await tenant();
    const res = await upload(company.id, authorization, multipart([{ field: 'file', fileName, type, content }]));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message: companyFileBadType,
      fields: { file: companyFileBadType },
    });
  });

  test('a file over 5 MB: 413 "Envie um arquivo de até 5 MB"', async () => {
    const { company, authorization } = await tenant();
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(COMPANY_FILE_MAX_BYTES, 0x20)]);
    const res = await upload(
      company.id,
      authorization,
      multipart([{ field: 'file', fileName: 'grande.pdf', type: 'application/pdf', content: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: companyFileTooLarge });
  });

  test('no file, an empty file, another field name or a JSON body: 400 "Escolha um arquivo"', async () => {
    const { company, authorization } = await tenant();
    const cases = [
      multipart([{ field: 'nome', content: 'só um campo' }]),
      multipart([{ field: 'file', fileName: 'vazio.pdf', type: 'application/pdf', content: Buffer.alloc(0) }]),
      multipart([{ field: 'arquivo', fileName: 'a.pdf', type: 'application/pdf', content: SAMPLE_PDF }]),
      { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of cases) {
      const res = await upload(company.id, authorization, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ message: companyFileMissing, fields: { file: companyFileMissing } });
    }
  });

  test('a member of another company: 403 and nothing kept; a system administrator may; unknown company 404', async () => {
    const a = await tenant();
    const b = await tenant();
    const res = await upload(b.company.id, a.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(messages.companyForbidden);
    expect((await upload(b.company.id, adminAuth)).statusCode).toBe(201);
    expect((await upload(randomUUID(), adminAuth)).statusCode).toBe(404);
  });
});

describe('GET /companies/:id/files/:fileId', () => {
  test('another company’s file id is 404 (through the company one belongs to), another company 403', async () => {
    const a = await tenant();
    const b = await tenant();
    const fileOfB = (await upload(b.company.id, b.authorization)).json().data.id;
    expect((await download(a.company.id, fileOfB, a.authorization)).statusCode).toBe(404);
    expect((await download(b.company.id, fileOfB, a.authorization)).statusCode).toBe(403);
    expect((await download(b.company.id, fileOfB, adminAuth)).statusCode).toBe(200);
    expect((await download(b.company.id, randomUUID(), b.authorization)).statusCode).toBe(404);
    expect((await download(b.company.id, 'x', b.authorization)).json().error.fields).toEqual({
      fileId: 'Arquivo inválido',
    });
  });

  test('names with accents travel in filename* (RFC 5987), with an ASCII fallback', async () => {
    const { company, authorization } = await tenant();
    const body = multipart([
      { field: 'file', fileName: 'Recibo de março (final).pdf', type: 'application/pdf', content: SAMPLE_PDF },
    ]);
    const id = (await upload(company.id, authorization, body)).json().data.id;
    const res = await download(company.id, id, authorization);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Recibo de marco (final).pdf"; filename*=UTF-8''Recibo%20de%20mar%C3%A7o%20%28final%29.pdf`,
    );
  });
});

describe('file helpers', () => {
  test('file names lose their folders and control characters', () => {
    expect(safeFileName('C:\\Users\\ana\\recibo.pdf', 'application/pdf')).toBe('recibo.pdf');
    expect(safeFileName('../../etc/passwd\u0000', 'application/pdf')).toBe('passwd');
    expect(safeFileName('', 'image/png')).toBe('arquivo.png');
    expect(attachmentDisposition('o "último".pdf')).toBe(
      `attachment; filename="o _ultimo_.pdf"; filename*=UTF-8''o%20%22%C3%BAltimo%22.pdf`,
    );
  });
});
