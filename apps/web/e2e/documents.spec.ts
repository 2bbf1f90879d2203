import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API_URL } from './e2e-env';
import {
  apiSignIn,
  createCompanyFor,
  createSystemAdmin,
  declineCookies,
  expect,
  randomCnpj,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';
import { todayIso } from './invoices-support';

// The documents screens in Chromium: the company's own documents (upload with progress,
// listed as pending, preview, download) and a guide an accountant sent (due hint, marked
// paid with a receipt upload), through the real API and its local signed links.

/** A folder to copy the screenshots to, besides the test's output (e.g. DOCS_SHOTS_DIR=/tmp/shots-docs). */
const SHOTS_DIR = process.env.DOCS_SHOTS_DIR;

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/**
 * A small real PDF (one page of Helvetica text) the browser's viewer can draw; `padBytes`
 * of comments make it as large as a test needs (to watch an upload's progress).
 */
function pdfWithText(lines: string[], padBytes = 0): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 20 Tf 72 760 Td ${lines.map((line, index) => `${index ? '0 -30 Td ' : ''}(${escape(line)}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  if (padBytes > 0) out += `${'%'.padEnd(99, 'x')}\n`.repeat(Math.ceil(padBytes / 100));
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** "YYYY-MM-DD" `days` after today in Brasília. */
function dayFromToday(days: number): string {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The month before this one, "YYYY-MM": the competence of this month's guides. */
function lastMonth(): string {
  const [year, month] = todayIso().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function signInTo(page: Page, user: TestUser, to: string): Promise<void> {
  await signInAt(page, user, to);
}

/** Screenshots at 1280 and 360 px: the whole page, or (for dialogs) what the screen shows. */
async function shoot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  // Toasts (3 s) would cover what the screenshot is for.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: fullPage ? 800 : 900 });
    // Let layout (and the PDF viewer) settle at the new width.
    await page.waitForTimeout(300);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${width}.png`;
    await page.screenshot({ path: testInfo.outputPath(file), fullPage });
    if (SHOTS_DIR) copyFileSync(testInfo.outputPath(file), path.join(SHOTS_DIR, file));
  }
  if (original) await page.setViewportSize(original);
}

/**
 * An accountant sends a guide to the company through the API, as the admin screen does:
 * a signed upload link, the bytes PUT to it, then `POST /documents`.
 */
async function apiSendGuide(
  request: APIRequestContext,
  token: string,
  companyId: string,
  guide: {
    type?: 'das' | 'darf' | 'fgts' | 'inss' | 'iss';
    competence: string;
    dueDate: string;
    amount: number;
    fileName: string;
    bytes: Buffer;
  },
): Promise<{ id: string }> {
  const auth = { authorization: `Bearer ${token}` };
  const query = new URLSearchParams({ companyId, contentType: 'application/pdf', size: String(guide.bytes.length) });
  const linkResponse = await request.get(`${API_URL}/upload/${encodeURIComponent(guide.fileName)}?${query}`, {
    headers: auth,
  });
  expect(linkResponse.status(), await linkResponse.text()).toBe(200);
  const link = (await linkResponse.json()).data as { url: string; key: string; headers: Record<string, string> };
  const put = await request.put(link.url.startsWith('http') ? link.url : `${API_URL}${link.url}`, {
    headers: link.headers,
    data: guide.bytes,
  });
  expect(put.status(), await put.text()).toBeLessThan(300);
  const created = await request.post(`${API_URL}/documents?companyId=${companyId}`, {
    headers: auth,
    data: {
      key: link.key,
      type: guide.type ?? 'das',
      competence: guide.competence,
      dueDate: guide.dueDate,
      amount: guide.amount,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data;
}

test('a customer sends the articles of association, sees it pending, previews and downloads it', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUp(request, 'Carlos Pereira');
  await createCompanyFor(request, user, { status: 'active', name: 'Padaria Pão Quente Ltda', cnpj: randomCnpj() });
  await signInTo(page, user, '/app/documents/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos da empresa' })).toBeVisible();

  const contract = page.getByRole('region', { name: 'Contrato social' });
  await expect(contract.getByText('Nenhum arquivo enviado ainda.')).toBeVisible();
  for (const type of ['Cartão CNPJ', 'Inscrição municipal', 'Inscrição estadual', 'Alvará ou licença'])
    await expect(page.getByRole('region', { name: type })).toBeVisible();
  await shoot(page, testInfo, 'company-documents-empty');

  // A file of another kind is refused before anything is sent.
  await contract.getByLabel('Enviar contrato social').setInputFiles({
    name: 'contrato.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK planilha'),
  });
  await expect(contract.getByText('Envie um PDF ou uma imagem (JPG, PNG ou WebP)')).toBeVisible();

  // A PDF whose bytes are not a PDF: the API's own refusal, as it came.
  await contract.getByLabel('Enviar contrato social').setInputFiles({
    name: 'contrato-falso.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('isto não é um PDF'),
  });
  await expect(contract.getByText('Envie um PDF, imagem (JPG, PNG ou WebP), XML, OFX ou ZIP')).toBeVisible();
  await expect(contract.getByRole('listitem')).toHaveCount(0);

  // The real one: sent, then listed as pending review.
  const pdf = pdfWithText(['Contrato social', 'Padaria Pao Quente Ltda', 'Registrado na junta comercial.']);
  await contract.getByLabel('Enviar contrato social').setInputFiles({
    name: 'contrato-social.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByText('Documento enviado. Ele fica pendente até nossos contadores analisarem.')).toBeVisible();
  const item = contract.getByRole('listitem').filter({ hasText: 'contrato-social.pdf' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Pendente de análise')).toBeVisible();
  await expect(item).toContainText('Carlos Pereira');
  await expect(item.getByRole('button', { name: /^Excluir/ })).toBeVisible();
  await shoot(page, testInfo, 'company-documents');

  // The preview: the PDF in a frame, from a short-lived inline link that answers the bytes.
  await item.getByRole('button', { name: /^Visualizar/ }).click();
  const preview = page.getByRole('dialog', { name: 'Contrato social' });
  await expect(preview).toBeVisible();
  const frame = preview.locator('iframe');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  expect(src).toBeTruthy();
  const inline = await request.get(src!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toBe('application/pdf');
  expect(inline.headers()['content-disposition']).toMatch(/^inline/);
  expect((await inline.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Give the browser's viewer a moment to draw the page for the screenshot.
  await page.waitForTimeout(1000);
  await shoot(page, testInfo, 'company-documents-preview', { fullPage: false });

  // Downloaded from the preview: the same bytes.
  const [fromPreview] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: /^Baixar/ }).click(),
  ]);
  expect(
    readFileSync((await fromPreview.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(fromPreview.suggestedFilename()).toBe('contrato-social.pdf');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // And from the list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: /^Baixar/ }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(bytes.equals(pdf)).toBe(true);

  // Deleted after confirming: the list is empty again.
  await item.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir este documento?' });
  await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(contract.getByText('Nenhum arquivo enviado ainda.')).toBeVisible();
});

test('a guide sent by an accountant shows its due date, and the customer marks it paid with the receipt', async ({
  page,
  request,
}, testInfo) => {
  const user = await signUp(request, 'Carlos Pereira');
  const company = await createCompanyFor(request, user, {
    status: 'active',
    name: 'Padaria Pão Quente Ltda',
    cnpj: randomCnpj(),
  });
  const admin = await createSystemAdmin(request);
  const { accessToken } = await apiSignIn(request, admin);
  const competence = lastMonth();
  await apiSendGuide(request, accessToken, company.id, {
    competence,
    dueDate: dayFromToday(2),
    amount: 1234.56,
    fileName: `das-${competence}.pdf`,
    bytes: pdfWithText(['DAS - Documento de Arrecadacao do Simples Nacional', `Competencia ${competence}`]),
  });

  // And one the company let pass its due date.
  await apiSendGuide(request, accessToken, company.id, {
    type: 'darf',
    competence,
    dueDate: dayFromToday(-3),
    amount: 89.9,
    fileName: `darf-${competence}.pdf`,
    bytes: pdfWithText(['DARF', `Competencia ${competence}`]),
  });

  await signInTo(page, user, '/app/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
  const [year, month] = competence.split('-');
  const guides = page.getByRole('list', { name: 'Guias para pagar' });
  const guide = guides.getByRole('listitem').filter({ hasText: 'DAS ·' });
  await expect(guide).toContainText(`DAS · competência ${month}/${year}`);
  await expect(guide).toContainText('R$ 1.234,56');
  const [dueYear, dueMonth, dueDay] = dayFromToday(2).split('-');
  await expect(guide).toContainText(`${dueDay}/${dueMonth}/${dueYear}`);
  await expect(guide).toContainText('(vence em 2 dias)');
  await expect(guide.getByText('A pagar')).toBeVisible();
  // The late one comes first (by due date), marked as such.
  const late = guides.getByRole('listitem').first();
  await expect(late).toContainText('DARF');
  await expect(late).toContainText('R$ 89,90');
  await expect(late).toContainText('(venceu há 3 dias)');
  await expect(late.getByText('Vencido')).toBeVisible();
  const all = page.getByRole('region', { name: 'Todos os documentos' });
  await expect(all.getByRole('table', { name: 'Documentos' })).toContainText('DAS');
  await shoot(page, testInfo, 'documents');

  // Previewed in the page.
  await guide.getByRole('button', { name: /^Visualizar/ }).click();
  const preview = page.getByRole('dialog', { name: 'DAS' });
  const frame = preview.locator('iframe');
  await expect(frame).toBeVisible();
  expect((await request.get((await frame.getAttribute('src'))!)).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Marked paid with the receipt: the upload is slowed down so its progress shows.
  await guide.getByRole('button', { name: /^Marcar como paga/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar a guia como paga' });
  await expect(dialog).toContainText('R$ 1.234,56');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  const receipt = pdfWithText(['Comprovante de pagamento', 'DAS', 'R$ 1.234,56'], 3 * 1024 * 1024);
  await dialog.getByLabel('Comprovante de pagamento (opcional)').setInputFiles({
    name: 'comprovante-das.pdf',
    mimeType: 'application/pdf',
    buffer: receipt,
  });
  const bar = dialog.getByRole('progressbar', { name: 'Envio do comprovante' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByText(/^Enviando comprovante-das\.pdf/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar pagamento' })).toBeDisabled();
  // Caught half way through.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(20);
  await shoot(page, testInfo, 'documents-paid-dialog-progress', { fullPage: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog.getByText('Comprovante comprovante-das.pdf anexado')).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await shoot(page, testInfo, 'documents-paid-dialog-done', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Guia marcada como paga.')).toBeVisible();

  // Only the late one is left to pay; the DAS is listed as paid, and the receipt with it.
  await expect(guides.getByRole('listitem')).toHaveCount(1);
  await expect(guides.getByRole('listitem')).toContainText('DARF');
  const table = all.getByRole('table', { name: 'Documentos' });
  const paidRow = table.getByRole('row').filter({ hasText: 'DAS' }).filter({ hasText: 'R$ 1.234,56' });
  await expect(paidRow.getByText('Pago', { exact: true })).toBeVisible();
  await expect(table).toContainText('Comprovante de pagamento');

  // The chips filter the list by type.
  await all.getByRole('button', { name: 'Comprovantes' }).click();
  await expect(page).toHaveURL(/tipo=receipt/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Comprovante de pagamento');
  await all.getByRole('button', { name: 'Todos' }).click();
  await expect(page).not.toHaveURL(/tipo=/);

  // The customer sends a bank statement: type, file, progress, then listed.
  const send = page.getByRole('region', { name: 'Enviar um documento' });
  await send.getByRole('combobox', { name: 'Tipo do documento' }).click();
  await page.getByRole('option', { name: 'Extrato bancário' }).click();
  await send.getByLabel('Título (opcional)').fill('Extrato da conta corrente');
  await send.getByLabel('Arquivo').setInputFiles({
    name: 'extrato.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText(['Extrato bancario']),
  });
  await send.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByText('Documento enviado para a contabilidade.')).toBeVisible();
  await expect(table).toContainText('Extrato da conta corrente');
  await shoot(page, testInfo, 'documents-after-paid');

  // The month's package as one ZIP, through the web server with the session.
  const archive = page.getByRole('region', { name: 'Baixar tudo do mês' });
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    archive.getByRole('link', { name: /^Baixar ZIP de / }).click(),
  ]);
  expect(
    readFileSync((await zip.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
