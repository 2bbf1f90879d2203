import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Database, DatabaseHandle } from '../../../db/client.js';
import { companyFiles } from '../../../db/schema/companies.js';
import { documents } from '../../../db/schema/documents.js';
import { mailOutbox } from '../../../db/schema/mail.js';
import { nfsRequests } from '../../../db/schema/nfs.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { TEST_WEB_ORIGIN, openTestJobQueue, silentJobLog, testStorageConfig } from '../../../test/test-app.js';
import { quickRetries, sendAndSettle, workDefinition } from '../../../test/jobs.js';
import {
  TEST_SERVICE_CODES,
  createCompany,
  createUser,
  ensureTestServiceCodes,
  randomCnpj,
  uniqueEmail,
} from '../../../test/factories.js';
import { insertOutboxMessage } from '../../mail/mail.repository.js';
import { deliverOutboxMessage, type MailTransport } from '../../mail/mail-delivery.job.js';
import type { Mailer } from '../../mail/mailer.js';
import { insertNfsRequest } from '../../nfs/nfs-requests.repository.js';
import { createObjectStorage, type ObjectStorage } from '../../storage/index.js';
import { openA1Certificate, type A1Certificate } from '../certificates/a1-certificate.js';
import { createTestA1, createTestCa } from '../certificates/test-certificates.test-support.js';
import { sampleDpsData } from '../dps/dps.test-support.js';
import { sendSignedDps, signDps } from '../emission/send-dps.js';
import { NfseParseError } from '../nfse/parse-nfse.js';
import { startFakeSefin, type FakeSefin } from '../sefin/fake-sefin.test-support.js';
import { SefinClient } from '../sefin/sefin-client.js';
import { NFSE_DELIVER_JOB, deliverNfse, nfseDeliveryJob, type NfseDeliverData } from './nfse-delivery.job.js';

// Issue 21, item 6: an issued note's DANFSe (PDF) and XML go to the company's documents and
// to the taker's and the company's e-mail, once, however often the job runs.

const PROVIDER_CNPJ = '11222333000181';
let database: DatabaseHandle;
let storage: ObjectStorage;
let fake: FakeSefin;
let client: SefinClient;
let certificate: A1Certificate;
let dpsNumber = 700;

beforeAll(async () => {
  database = await openTestDatabase();
  await ensureTestServiceCodes(database.db);
  storage = createObjectStorage(testStorageConfig());
  const ca = createTestCa();
  fake = await startFakeSefin({ ca });
  const a1 = createTestA1(ca, { cnpj: PROVIDER_CNPJ });
  certificate = openA1Certificate(a1.pkcs12, a1.password);
  client = new SefinClient({
    baseUrl: fake.url,
    certificate,
    trustedCas: [fake.caPem],
    timeoutMs: 15_000,
  });
}, 60_000);
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
const db = (): Database => database.db;

/** Writes to the outbox only, as the real mailer does without SMTP. */
const mailer: Mailer = {
  async send(target, message) {
    await insertOutboxMessage(target, message);
  },
};
const deps = () => ({ db: db(), storage, mailer, webOrigin: TEST_WEB_ORIGIN, now: () => new Date() });

/** A note issued by the fake Sefin for a DPS signed with the test A1 (R$ 1.500,00, ISS 2% withheld). */
async function issuedNote() {
  const dps = await signDps(
    sampleDpsData({
      number: dpsNumber++,
      values: { serviceCents: 150_000, issWithholding: '2', issRatePercent: 2, simplesTotalTaxPercent: 6 },
    }),
    certificate,
  );
  const outcome = await sendSignedDps(client, dps, { attempt: 1 });
  if (outcome.kind !== 'issued') throw new Error(`the fake did not issue: ${JSON.stringify(outcome)}`);
  return { xml: outcome.nfseXml, note: outcome.note };
}

async function issuedRequest(options: { takerEmail?: string | null } = {}) {
  const owner = await createUser(db(), { email: uniqueEmail('dona'), name: 'Dona da Empresa' });
  const company = await createCompany(db(), {
    owner,
    cnpj: randomCnpj(),
    name: `Estúdio ${owner.id.slice(0, 6)} Ltda`,
  });
  const request = await insertNfsRequest(db(), company.id, {
    emissionType: 'cnpj',
    takerCnpj: '11444777000161',
    takerName: 'Tomador Exemplo Ltda',
    takerEmail: options.takerEmail === undefined ? uniqueEmail('financeiro') : options.takerEmail,
    totalValueCents: 150_000,
    serviceCode: TEST_SERVICE_CODES.software,
    serviceDescription: 'Desenvolvimento de sistema sob encomenda - novembro/2026',
    competenceDate: '2026-11-20',
    requestedBy: owner.id,
  });
  await db().update(nfsRequests).set({ status: 'issued' }).where(eq(nfsRequests.id, request.id));
  return { owner, company, request };
}

async function bytesOf(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The PDF's content streams, decoded. */
async function pdfContents(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  const contents: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream)
      contents.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
  }
  return contents;
}

/** The text drawn on the PDF's pages: every string shown by Tj (hex or literal), decoded as WinAnsi/Latin-1. */
async function pdfText(pdf: Buffer): Promise<string> {
  const shown: string[] = [];
  for (const content of await pdfContents(pdf)) {
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) {
      shown.push(match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : (match[2] ?? ''));
    }
  }
  return shown.join('\n');
}

const filesOf = (companyId: string) => db().select().from(companyFiles).where(eq(companyFiles.companyId, companyId));
const documentsOf = (companyId: string) => db().select().from(documents).where(eq(documents.companyId, companyId));
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('nfse.deliver', () => {
  test('PDF and XML in the vault and on the request, the taker and the company e-mailed once, even when run twice', async () => {
    const { xml, note } = await issuedNote();
    const { owner, company, request } = await issuedRequest();
    const data: NfseDeliverData = { companyId: company.id, requestId: request.id, nfseXml: xml };
    const job = nfseDeliveryJob({ ...deps(), log: silentJobLog });
    expect(job.name).toBe(NFSE_DELIVER_JOB);

    expect(await deliverNfse(deps(), data)).toBe('delivered');
    // The retry of a job that already did its work (a crash after the commit): nothing more.
    expect(await deliverNfse(deps(), data)).toBe('already-delivered');
    await job.run(data, {} as never);

    const [row] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, request.id));
    const files = await filesOf(company.id);
    expect(files.map((file) => [file.fileName, file.contentType]).sort()).toEqual([
      [`NFS-e ${note.number} - Tomador Exemplo Ltda.pdf`, 'application/pdf'],
      [`NFS-e ${note.number} - Tomador Exemplo Ltda.xml`, 'application/xml'],
    ]);
    const pdfRow = files.find((file) => file.contentType === 'application/pdf')!;
    const xmlRow = files.find((file) => file.contentType === 'application/xml')!;
    expect(row).toMatchObject({ pdfFileId: pdfRow.id, xmlFileId: xmlRow.id, status: 'issued' });
    expect((await bytesOf(xmlRow.objectKey!)).toString('utf8')).toBe(xml);
    const pdf = await bytesOf(pdfRow.objectKey!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfRow.size).toBe(pdf.length);

    // The company's documents: the note's PDF and XML, available, from our side.
    const docs = await documentsOf(company.id);
    expect(docs.map((doc) => [doc.type, doc.title, doc.status, doc.competence, doc.nfsRequestId]).sort()).toEqual([
      ['invoice_pdf', `NFS-e ${note.number} - Tomador Exemplo Ltda`, 'available', '2026-11', request.id],
      ['invoice_xml', `NFS-e ${note.number} - Tomador Exemplo Ltda`, 'available', '2026-11', request.id],
    ]);

    // One e-mail to the taker, one to the company's admin (the requester), both with the files attached.
    const attachments = [
      { fileName: pdfRow.fileName, contentType: 'application/pdf', objectKey: pdfRow.objectKey },
      { fileName: xmlRow.fileName, contentType: 'application/xml', objectKey: xmlRow.objectKey },
    ];
    const takerMails = await mailsTo(request.takerEmail!);
    expect(takerMails).toHaveLength(1);
    expect(takerMails[0]!.subject).toBe(`NFS-e ${note.number} emitida por ${company.name}`);
    const cnpj = company.cnpj!.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    expect(takerMails[0]!.text).toBe(
      [
        'Olá.',
        '',
        `A empresa ${company.name} (CNPJ ${cnpj}) emitiu uma nota fiscal de serviço para Tomador Exemplo Ltda.`,
        '',
        `Número da NFS-e: ${note.number}`,
        `Data de emissão: ${note.processedAt.slice(8, 10)}/${note.processedAt.slice(5, 7)}/${note.processedAt.slice(0, 4)}`,
        'Valor do serviço: R$\u00a01.500,00',
        'Valor líquido: R$\u00a01.470,00',
        'Serviço: Desenvolvimento de sistema sob encomenda - novembro/2026',
        `Chave de acesso: ${note.accessKey}`,
        '',
        'O PDF (DANFSe) e o XML da nota seguem anexos. A nota também pode ser consultada no Portal Nacional da NFS-e:',
        `https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${note.accessKey}`,
      ].join('\n'),
    );
    expect(takerMails[0]!.attachments).toEqual(attachments);
    const companyMails = await mailsTo(owner.email);
    expect(companyMails).toHaveLength(1);
    expect(companyMails[0]!.subject).toBe(`NFS-e ${note.number} emitida`);
    expect(companyMails[0]!.text).toContain(
      `Olá, Dona da Empresa.\n\nA nota fiscal de serviço da empresa ${company.name} para Tomador Exemplo Ltda foi emitida.`,
    );
    expect(companyMails[0]!.text).toContain(
      `O PDF (DANFSe) e o XML seguem anexos e estão guardados nos documentos da empresa. Veja a nota em:\n${TEST_WEB_ORIGIN}/app/invoices?pedido=${request.id}`,
    );
    expect(companyMails[0]!.attachments).toEqual(attachments);

    // Delivering the taker's e-mail sends both files, read from storage.
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = { sendMail: async (message) => sent.push(message) };
    const outcome = await deliverOutboxMessage(
      {
        db: db(),
        transport,
        from: 'Contábil <nao-responda@contabil.test>',
        log: silentJobLog,
        logBodies: false,
        storage,
      },
      takerMails[0]!.id,
    );
    expect(outcome).toBe('sent');
    expect(sent[0]!.attachments).toEqual([
      { filename: pdfRow.fileName, content: pdf, contentType: 'application/pdf' },
      { filename: xmlRow.fileName, content: Buffer.from(xml, 'utf8'), contentType: 'application/xml' },
    ]);
  });

  test('the DANFSe is a valid one-page PDF showing the access key, the parties, the service and the values', async () => {
    const { xml, note } = await issuedNote();
    const { company, request } = await issuedRequest();
    await deliverNfse(deps(), { companyId: company.id, requestId: request.id, nfseXml: xml });
    const [row] = await db().select().from(nfsRequests).where(eq(nfsRequests.id, request.id));
    const [file] = await db()
      .select()
      .from(companyFiles)
      .where(and(eq(companyFiles.companyId, company.id), eq(companyFiles.id, row!.pdfFileId!)));
    const pdf = await bytesOf(file!.objectKey!);
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getSubject()).toBe(`Chave de acesso ${note.accessKey}`);
    const text = await pdfText(pdf);
    const lines = text.split('\n');
    expect(lines).toContain(note.accessKey);
    expect(lines).toContain('DANFSe - Documento Auxiliar da NFS-e');
    expect(lines).toContain('EMITIDA EM PRODUÇÃO RESTRITA - SEM VALOR FISCAL');
    expect(lines).toContain(note.number);
    expect(lines).toContain(`CONTRIBUINTE ${PROVIDER_CNPJ}`);
    expect(lines).toContain('CNPJ 11.222.333/0001-81');
    expect(lines).toContain('Tomador Exemplo Ltda');
    expect(lines).toContain('CNPJ 11.444.777/0001-61');
    expect(lines).toContain('financeiro@tomador.com.br');
    expect(lines).toContain('20/11/2026');
    expect(lines).toContain('Desenvolvimento de sistema sob encomenda - novembro/2026');
    expect(lines).toContain('R$\u00a01.500,00');
    expect(lines).toContain('2,00%');
    expect(lines).toContain('R$\u00a030,00');
    expect(lines).toContain('Sim');
    expect(lines).toContain('R$\u00a01.470,00');
    const url = `https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${note.accessKey}`;
    expect(lines).toContain(url);
    // The QR code: one filled square per dark module of the code of that address (the only fills drawn).
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let row = 0; row < qr.modules.size; row += 1)
      for (let column = 0; column < qr.modules.size; column += 1) if (qr.modules.get(row, column)) dark += 1;
    const squares = (await pdfContents(pdf)).reduce((sum, content) => sum + (content.match(/^f$/gm) ?? []).length, 0);
    expect(dark).toBeGreaterThan(100);
    expect(squares).toBe(dark);
  });

  test('two runs at once deliver once; no taker e-mail: the company only', async () => {
    const { xml } = await issuedNote();
    const { owner, company, request } = await issuedRequest({ takerEmail: null });
    const data = { companyId: company.id, requestId: request.id, nfseXml: xml };
    const outcomes = await Promise.all([deliverNfse(deps(), data), deliverNfse(deps(), data)]);
    expect(outcomes.sort()).toEqual(['already-delivered', 'delivered']);
    expect(await filesOf(company.id)).toHaveLength(2);
    expect(await documentsOf(company.id)).toHaveLength(2);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  test('a note that is not a valid NFS-e is refused: nothing stored, nothing sent', async () => {
    const { xml } = await issuedNote();
    const { owner, company, request } = await issuedRequest();
    const tampered = xml.replace('<vLiq>', '<vLiq>1');
    await expect(
      deliverNfse(deps(), { companyId: company.id, requestId: request.id, nfseXml: tampered }),
    ).rejects.toBeInstanceOf(NfseParseError);
    expect(await filesOf(company.id)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
    // Another company's request id is not this company's: nothing happens.
    const other = await createCompany(db(), { cnpj: randomCnpj() });
    expect(await deliverNfse(deps(), { companyId: other.id, requestId: request.id, nfseXml: xml })).toBe('missing');
  });

  test('on the queue: a failed first attempt is retried and the note is delivered once', async () => {
    const { xml } = await issuedNote();
    const { owner, company, request } = await issuedRequest();
    const jobs = await openTestJobQueue(database);
    try {
      let attempts = 0;
      await workDefinition(
        jobs,
        quickRetries(nfseDeliveryJob({ ...deps(), log: silentJobLog }), {
          failFirst: 1,
          onAttempt: () => (attempts += 1),
        }),
      );
      const data: NfseDeliverData = { companyId: company.id, requestId: request.id, nfseXml: xml };
      expect((await sendAndSettle(jobs, NFSE_DELIVER_JOB, data, 60_000)).state).toBe('completed');
      expect(attempts).toBe(2);
      expect(await filesOf(company.id)).toHaveLength(2);
      expect(await mailsTo(owner.email)).toHaveLength(1);
      expect(await mailsTo(request.takerEmail!)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  }, 90_000);
});
