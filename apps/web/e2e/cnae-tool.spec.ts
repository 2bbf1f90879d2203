import type { Page } from '@playwright/test';
import { WEB_URL } from './e2e-env';
import { declineCookies, expect, test } from './fixtures';
import { canonicalOf, serverHtml, shootPublicPage, titleOf } from './public-page-helpers';

// The public CNAE tool: /tools/cnae (search, server-rendered, works without JavaScript;
// Luca's "Descreva seu negócio") and one page per subclass at /tools/cnae/{code}-{text}.

const SHOTS_DIR = process.env.CNAE_SHOTS_DIR ?? '/tmp/shots-cnae';

const shoot = (page: Page, name: string) => shootPublicPage(page, SHOTS_DIR, name);

/** The page's text without tags, entities decoded as the few the renderer emits. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const SAMPLES = [
  { slug: '0111301-cultivo-de-arroz', code: '0111-3/01', text: 'Cultivo de arroz' },
  {
    slug: '6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
    code: '6201-5/01',
    text: 'Desenvolvimento de programas de computador sob encomenda',
  },
  {
    slug: '4721102-padaria-e-confeitaria-com-predominancia-de-revenda',
    code: '4721-1/02',
    text: 'Padaria e confeitaria com predominância de revenda',
  },
  // The last subclass of the table.
  {
    slug: '9900800-organismos-internacionais-e-outras-instituicoes-extraterritoriais',
    code: '9900-8/00',
    text: 'Organismos internacionais e outras instituições extraterritoriais',
  },
] as const;

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test.describe('the search at /tools/cnae', () => {
  test('finds "padaria", "desenvolvimento de software" and "6201-5/01", each result linking to its page', async ({
    page,
  }) => {
    await page.goto('/tools/cnae');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta CNAE');
    await expect(page).toHaveTitle('Consulta CNAE | Contábil Online');
    const searches = [
      { q: 'padaria', expected: ['4721-1/02', '1091-1/02'] },
      { q: 'desenvolvimento de software', expected: ['6201-5/01'] },
      { q: '6201-5/01', expected: ['6201-5/01'] },
    ];
    for (const { q, expected } of searches) {
      const field = page.getByRole('searchbox', { name: 'Código ou atividade' });
      await field.fill(q);
      await field.press('Enter');
      await expect(page).toHaveURL(`/tools/cnae?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
      const results = page.getByRole('list', { name: `Resultados para ${q}` });
      for (const code of expected) {
        await expect(results.getByRole('link').filter({ hasText: code })).toHaveCount(1);
      }
    }
    // The code search finds exactly that subclass; its result leads to the canonical page.
    await expect(page.getByRole('list', { name: 'Resultados para 6201-5/01' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name: /6201-5\/01/ }).click();
    await expect(page).toHaveURL(`/tools/cnae/${SAMPLES[1].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`CNAE 6201-5/01 – ${SAMPLES[1].text}`);
  });

  test('works without JavaScript: the form is a plain GET and the results come in the HTML', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tools/cnae');
    await page.getByRole('searchbox', { name: 'Código ou atividade' }).fill('padaria');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/tools/cnae?q=padaria');
    await expect(page.getByRole('heading', { name: 'Resultados para “padaria”' })).toBeVisible();
    await expect(page.getByRole('link').filter({ hasText: '4721-1/02' })).toBeVisible();
    await context.close();

    const { status, html } = await serverHtml(request, '/tools/cnae?q=desenvolvimento+de+software');
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Resultados para “desenvolvimento de software”');
    expect(text).toContain('Desenvolvimento de programas de computador sob encomenda');
    expect(html).toContain(`href="/tools/cnae/${SAMPLES[1].slug}"`);
    // Search results stay out of the index; the tool itself is indexed.
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(canonicalOf(html)).toBe(`${WEB_URL}/tools/cnae?q=desenvolvimento+de+software`);
    const tool = await serverHtml(request, '/tools/cnae');
    expect(canonicalOf(tool.html)).toBe(`${WEB_URL}/tools/cnae`);
    expect(tool.html).not.toContain('noindex');
    expect(textOf(tool.html)).toContain('O que é CNAE');
  });

  test('accents and case do not matter, and the results page', async ({ page }) => {
    await page.goto('/tools/cnae?q=COM%C3%89RCIO+varejista');
    const accented = await page
      .getByRole('list', { name: /Resultados para/ })
      .getByRole('link')
      .allTextContents();
    await page.goto('/tools/cnae?q=comercio+varejista');
    const plain = await page
      .getByRole('list', { name: /Resultados para/ })
      .getByRole('link')
      .allTextContents();
    expect(plain).toHaveLength(10);
    expect(accented).toEqual(plain);

    const pages = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(pages).toContainText('Página 1 de');
    await pages.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL('/tools/cnae?q=comercio+varejista&pagina=2');
    await expect(pages).toContainText('Página 2 de');
    const second = await page
      .getByRole('list', { name: /Resultados para/ })
      .getByRole('link')
      .allTextContents();
    expect(second[0]).not.toEqual(plain[0]);
    await expect(pages.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/tools/cnae?q=comercio+varejista',
    );

    await page.goto('/tools/cnae?q=xyzwvq');
    await expect(page.getByText('Nenhuma atividade encontrada para “xyzwvq”.')).toBeVisible();
  });

  test('Luca suggests activities for a description, each linking to its page', async ({ page }) => {
    await page.goto('/tools/cnae');
    const luca = page.getByRole('region', { name: 'Descreva seu negócio' });
    await luca.getByLabel('O que a sua empresa faz?').fill('padaria e confeitaria, vendo pães e bolos');
    await luca.getByRole('button', { name: 'Sugerir atividades' }).click();
    const suggestions = luca.getByRole('list', { name: 'Sugestões da Luca' });
    await expect(suggestions).toBeVisible();
    const items = suggestions.locator(':scope > li');
    expect(await items.count()).toBeGreaterThanOrEqual(1);
    expect(await items.count()).toBeLessThanOrEqual(5);
    await expect(luca).toContainText('confirme os códigos com um contador');
    await expect(items.first().getByRole('list', { name: 'Por que a Luca sugeriu' })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: /Ver o CNAE 4721-1\/02/ })).toHaveAttribute(
      'href',
      `/tools/cnae/${SAMPLES[2].slug}`,
    );
    await suggestions.getByRole('link', { name: /Ver o CNAE 4721-1\/02/ }).click();
    await expect(page).toHaveURL(`/tools/cnae/${SAMPLES[2].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`CNAE 4721-1/02 – ${SAMPLES[2].text}`);
  });

  test('an ambiguous description gets a question; the option picked is adopted as the main activity', async ({
    page,
  }) => {
    await page.goto('/tools/cnae');
    const luca = page.getByRole('region', { name: 'Descreva seu negócio' });
    await luca.getByLabel('O que a sua empresa faz?').fill('tenho um salão');
    await luca.getByRole('button', { name: 'Sugerir atividades' }).click();
    const question = luca.getByRole('group', { name: 'O seu salão é de quê?' });
    await expect(question).toBeVisible();
    await expect(luca).toContainText('Confiança média');
    await shoot(page, 'cnae-list-luca-question');
    // The options wrap inside a 360 px screen: no sideways scroll (the buttons' nowrap once did).
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(question).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await question.getByRole('button', { name: 'Salão de festas e eventos' }).click();
    await expect(question).toBeHidden();
    await expect(luca).toContainText('Confiança alta');
    const first = luca.getByRole('list', { name: 'Sugestões da Luca' }).locator(':scope > li').first();
    await expect(first).toContainText('8230-0/02');
    await expect(first).toContainText('Atividade principal sugerida');
    await expect(first).toContainText('Você escolheu esta opção na pergunta da Luca');
  });
});

test.describe('the subclass pages /tools/cnae/{code}-{text}', () => {
  for (const sample of SAMPLES) {
    test(`${sample.code}: 200, server-rendered, with its title and canonical link`, async ({ request }) => {
      const { status, html } = await serverHtml(request, `/tools/cnae/${sample.slug}`);
      expect(status).toBe(200);
      expect(titleOf(html)).toBe(`CNAE ${sample.code} – ${sample.text} | Contábil Online`);
      expect(canonicalOf(html)).toBe(`${WEB_URL}/tools/cnae/${sample.slug}`);
      const text = textOf(html);
      expect(text).toContain(`CNAE ${sample.code} – ${sample.text}`);
      expect(text).toContain('Simples Nacional');
      expect(text).toContain('MEI');
      expect(html).toMatch(/<meta name="description" content="CNAE [^"]+"\/>/);
      expect(html).toContain('"@type":"DefinedTerm"');
    });
  }

  test('a text part that is not the canonical one redirects (301) to the canonical address', async ({ request }) => {
    const wrong = [
      '6201501-software',
      '6201501',
      '6201501-DESENVOLVIMENTO-DE-PROGRAMAS-DE-COMPUTADOR-SOB-ENCOMENDA',
      encodeURIComponent('4721102-padaria-e-confeitaria-com-predominância-de-revenda'),
    ];
    for (const codeText of wrong) {
      const { status, headers } = await serverHtml(request, `/tools/cnae/${codeText}`);
      expect(status, codeText).toBe(301);
      const target = codeText.startsWith('4721102') ? SAMPLES[2].slug : SAMPLES[1].slug;
      expect(new URL(headers.location!, WEB_URL).pathname).toBe(`/tools/cnae/${target}`);
    }
  });

  test('an unknown code, or an address that is not a code, is 404', async ({ page, request }) => {
    for (const codeText of ['9999999-nada', '0000000', 'padaria', '62015-software']) {
      expect((await serverHtml(request, `/tools/cnae/${codeText}`)).status, codeText).toBe(404);
    }
    const response = await page.goto('/tools/cnae/9999999-nada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  });

  test('6201-5/01: notes with linked codes, hierarchy, Simples with the caveat, MEI, the call to action', async ({
    page,
  }) => {
    await page.goto(`/tools/cnae/${SAMPLES[1].slug}`);
    const main = page.getByRole('main');
    const breadcrumb = main.getByRole('navigation', { name: 'Hierarquia da atividade na CNAE' });
    await expect(breadcrumb).toContainText('Seção J');
    await expect(breadcrumb.getByRole('link', { name: 'Divisão 62' })).toHaveAttribute('href', '/tools/cnae?q=62');
    await expect(breadcrumb.getByRole('link', { name: 'Classe 62.01-5' })).toBeVisible();

    await expect(main.getByRole('heading', { name: 'O que esta atividade compreende' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Esta atividade não compreende' })).toBeVisible();
    const simples = main.getByRole('region', { name: 'Simples Nacional' });
    await expect(simples).toContainText('Fator R');
    await expect(simples).toContainText('28%');
    await expect(simples).toContainText('o contador do nosso escritório confirma o anexo da sua empresa');
    // Issue 27: the mapping's developer source (library, commit) stays in the docs and the admin.
    await expect(main).not.toContainText('peterwkdev');
    await expect(main).not.toContainText(/\bcommit\b/);
    await expect(main.getByRole('region', { name: 'MEI' })).toContainText('Não permitida para o MEI');
    await expect(main.getByRole('link', { name: 'Abrir empresa com este CNAE' }).first()).toHaveAttribute(
      'href',
      '/abrir-empresa',
    );
    await shoot(page, 'cnae-detail-6201501');

    // "Não compreende" names 6202-3/00: its code links to its page.
    const excludes = main.getByRole('region', { name: 'Esta atividade não compreende' });
    await excludes.getByRole('link', { name: '6202-3/00' }).first().click();
    await expect(page).toHaveURL(/\/tools\/cnae\/6202300-/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CNAE 6202-3/00 – ');
  });

  test('an MEI code lists its occupations; a long activity index is all in the HTML, the rest folded', async ({
    page,
    request,
  }) => {
    await page.goto('/tools/cnae/9602501-cabeleireiros-manicure-e-pedicure');
    const mei = page.getByRole('region', { name: 'MEI' });
    await expect(mei).toContainText('Permitida para o MEI');
    await expect(mei).toContainText('Cabeleireiro(a) independente');

    const longPath = '/tools/cnae/2029100-fabricacao-de-produtos-quimicos-organicos-nao-especificados-anteriormente';
    const { status, html } = await serverHtml(request, longPath);
    expect(status).toBe(200);
    const count = Number(/Atividades do índice do IBGE \((\d+)\)/.exec(textOf(html))?.[1]);
    expect(count).toBeGreaterThan(400);
    expect(html.match(/<li class="break-inside-avoid/g)?.length).toBe(count);

    await page.goto(longPath);
    const index = page.getByRole('region', { name: /Atividades do índice do IBGE/ });
    const folded = index.getByText(`Ver mais ${count - 30} atividades`);
    await expect(folded).toBeVisible();
    await expect(index.locator('details li').first()).toBeHidden();
    await folded.click();
    await expect(index.locator('details li').first()).toBeVisible();
  });
});

test('screenshots of both pages at 1280 and 360 px', async ({ page }) => {
  await page.goto('/tools/cnae?q=padaria');
  await expect(page.getByRole('list', { name: 'Resultados para padaria' })).toBeVisible();
  await shoot(page, 'cnae-list-padaria');
  await page.goto('/tools/cnae');
  const luca = page.getByRole('region', { name: 'Descreva seu negócio' });
  await luca.getByLabel('O que a sua empresa faz?').fill('faço bolos e doces sob encomenda');
  await luca.getByRole('button', { name: 'Sugerir atividades' }).click();
  await expect(luca.getByRole('list', { name: 'Sugestões da Luca' })).toBeVisible();
  await shoot(page, 'cnae-list-luca');
  await page.goto(`/tools/cnae/${SAMPLES[2].slug}`);
  await shoot(page, 'cnae-detail-4721102');
  await page.goto('/tools/cnae/2029100-fabricacao-de-produtos-quimicos-organicos-nao-especificados-anteriormente');
  await shoot(page, 'cnae-detail-2029100');
});
