import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_URL, WEB_URL } from './e2e-env';
import { createSystemAdmin, declineCookies, expect, signInAt, test } from './fixtures';
import { canonicalOf, serverHtml, shootPublicPage, titleOf } from './public-page-helpers';

// Pages per professional area (/areas/{slug}, from GET /functions/areas/{slug}) and the
// short links system administrators manage at /app/admin/links (GET /functions/links/{alias}).

const SHOTS_DIR = process.env.AREAS_SHOTS_DIR ?? '/tmp/shots-areas';

const shoot = (page: Page, name: string) => shootPublicPage(page, SHOTS_DIR, name);

const structuredTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => (JSON.parse(body ?? '{}') as { '@type': string })['@type'],
  );

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('an area page: server-rendered with its SEO, cacheable, CNAE links that lead to the CNAE pages', async ({
  page,
  request,
}) => {
  const { status, html, headers } = await serverHtml(request, `${WEB_URL}/areas/medicos`);
  expect(status).toBe(200);
  expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(titleOf(html)).toBe('Contabilidade para médicos | Contábil Online');
  expect(canonicalOf(html)).toBe(`${WEB_URL}/areas/medicos`);
  expect(html).toContain('<meta property="og:title" content="Contabilidade para médicos | Contábil Online"/>');
  expect(html).toMatch(/<meta name="description" content="Contabilidade para médicos: CNAE/);
  expect(structuredTypes(html)).toEqual(['Organization', 'BreadcrumbList', 'FAQPage', 'Service']);
  // The CNAE table is in the HTML, each code linking to its page; the annex caveat too, in plain
  // words (issue 27: never the developer's library and commit the mapping came from).
  expect(html).toContain('href="/tools/cnae/8630503-atividade-medica-ambulatorial-restrita-a-consultas"');
  expect(html).toContain('o contador do nosso escritório confirma o anexo da sua empresa');
  expect(html).not.toContain('peterwkdev');
  expect(html).not.toMatch(/\bcommit\b/);

  const unknown = await serverHtml(request, `${WEB_URL}/areas/astronautas`);
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /areas/astronautas');

  await page.goto('/areas/medicos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contabilidade para médicos');
  await expect(main.getByRole('heading', { name: 'Simples Nacional e o Fator R' })).toBeVisible();
  const table = main.getByRole('table', { name: /CNAEs típicos/ });
  await expect(table.getByRole('row')).toHaveCount(5);
  const consultas = table.getByRole('row').filter({ hasText: '8630-5/03' });
  await expect(consultas).toContainText('Não é MEI');
  await expect(consultas).toContainText('Fator R');
  // Questions open in place.
  await main.getByText('Médico pode ser MEI?').click();
  await expect(main.getByText(/A medicina não está entre as ocupações permitidas ao MEI/)).toBeVisible();
  // The footer lists the areas; the other areas are linked at the bottom.
  const footerAreas = page.getByRole('contentinfo').getByRole('navigation', { name: 'Áreas' });
  await expect(footerAreas.getByRole('link', { name: 'Advogados' })).toHaveAttribute('href', '/areas/advogados');
  await expect(main.getByRole('region', { name: 'Outras áreas' }).getByRole('link')).toHaveCount(10);
  await shoot(page, 'area-medicos');

  await consultas.getByRole('link', { name: '8630-5/03' }).click();
  await expect(page).toHaveURL('/tools/cnae/8630503-atividade-medica-ambulatorial-restrita-a-consultas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CNAE 8630-5/03 – Atividade médica ambulatorial restrita a consultas',
  );

  // The index of areas, reached from the breadcrumb.
  await page.goto('/areas/advogados');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contabilidade para advogados');
  await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Áreas' }).click();
  await expect(page).toHaveURL('/areas');
  await expect(page.getByRole('main').getByRole('link', { name: /Corretores de imóveis/ })).toBeVisible();
});

test('an administrator creates a short link, and following it lands on the target', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
  const admin = await createSystemAdmin(request, 'Helena Links');
  const alias = `Campanha-${randomUUID().slice(0, 6)}`;
  const shortUrl = `${API_URL}/functions/links/${alias.toLowerCase()}`;

  await signInAt(page, admin, '/app/admin/links');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Links curtos');
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Links curtos' }),
  ).toHaveAttribute('aria-current', 'page');

  // Bad input is refused with the API's own messages, before anything is sent.
  await main.getByRole('button', { name: 'Novo link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo link curto' });
  await dialog.getByLabel('Apelido').fill('com espaço');
  await dialog.getByLabel('Endereço de destino').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Criar link' }).click();
  await expect(dialog.getByText('Use só letras sem acento, números e hífens no apelido')).toBeVisible();
  await expect(dialog.getByText('O endereço precisa começar com http:// ou https://')).toBeVisible();

  await dialog.getByLabel('Apelido').fill(alias);
  await expect(dialog.getByText(`Link curto: ${shortUrl}`)).toBeVisible();
  await dialog.getByLabel('Endereço de destino').fill(`${WEB_URL}/areas/advogados`);
  await shoot(page, 'admin-links-new');
  await dialog.getByRole('button', { name: 'Criar link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Link ${alias.toLowerCase()} criado.`)).toBeVisible();

  const item = main.getByRole('listitem').filter({ hasText: shortUrl });
  await expect(item).toContainText(`${WEB_URL}/areas/advogados`);
  await expect(item).toContainText('0 acessos');
  await item.getByRole('button', { name: `Copiar o link curto ${alias.toLowerCase()}` }).click();
  await expect(page.getByText('Link curto copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

  // The same alias again, in other letters: 409 under the field.
  await main.getByRole('button', { name: 'Novo link' }).click();
  await dialog.getByLabel('Apelido').fill(alias.toUpperCase());
  await dialog.getByLabel('Endereço de destino').fill('https://exemplo.com.br');
  await dialog.getByRole('button', { name: 'Criar link' }).click();
  await expect(dialog.getByText('Já existe um link com este apelido')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await main.getByRole('searchbox', { name: 'Buscar' }).fill(alias.slice(-6));
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/busca=/);
  await expect(main.getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'admin-links');

  // Following the short link lands on the target, and the visit is counted.
  await page.goto(shortUrl);
  await expect(page).toHaveURL(`${WEB_URL}/areas/advogados`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contabilidade para advogados');
  await page.goto(`/app/admin/links?busca=${alias.slice(-6)}`);
  await expect(main.getByRole('listitem').first()).toContainText('1 acesso');

  // Edit, then delete.
  await main.getByRole('button', { name: `Editar o link ${alias.toLowerCase()}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar o link ${alias.toLowerCase()}` });
  await edit.getByLabel('Endereço de destino').fill(`${WEB_URL}/areas/medicos`);
  await edit.getByRole('button', { name: 'Salvar link' }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByRole('listitem').first()).toContainText(`${WEB_URL}/areas/medicos`);
  await main.getByRole('button', { name: `Apagar o link ${alias.toLowerCase()}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apagar link' }).click();
  await expect(main.getByText('Nenhum link encontrado')).toBeVisible();
  const gone = await request.get(shortUrl, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect((await gone.json()).error.message).toBe('Link não encontrado');
});
