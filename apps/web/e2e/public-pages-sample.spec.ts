import { WEB_URL } from './e2e-env';
import { declineCookies, expect, test } from './fixtures';
import { canonicalOf, serverHtml, shootPublicPage, titleOf } from './public-page-helpers';

// Issue 9's walk over the public pages: a sample of the 5,571 city pages (accented names,
// apostrophes, capitals and small towns of every region) in both variants and of the CNAE
// pages (first, accented, last subclass), each checked for status, title and canonical in
// the HTML the server sends; plus the home and the IRPF pages' content.

const SHOTS_DIR = process.env.PUBLIC_SHOTS_DIR ?? '/tmp/shots-public';

const CITIES = [
  { slug: 'sao-paulo-sp', name: 'São Paulo - SP' },
  { slug: 'rio-de-janeiro-rj', name: 'Rio de Janeiro - RJ' },
  { slug: 'brasilia-df', name: 'Brasília - DF' },
  { slug: 'sao-joao-del-rei-mg', name: 'São João del Rei - MG' },
  { slug: 'alta-floresta-d-oeste-ro', name: "Alta Floresta D'Oeste - RO" },
  { slug: 'mogi-guacu-sp', name: 'Mogi Guaçu - SP' },
  { slug: 'florianopolis-sc', name: 'Florianópolis - SC' },
  { slug: 'macapa-ap', name: 'Macapá - AP' },
  { slug: 'fernando-de-noronha-pe', name: 'Fernando de Noronha - PE' },
  { slug: 'chui-rs', name: 'Chuí - RS' },
  { slug: 'oiapoque-ap', name: 'Oiapoque - AP' },
  { slug: 'cruzeiro-do-sul-ac', name: 'Cruzeiro do Sul - AC' },
  { slug: 'goiania-go', name: 'Goiânia - GO' },
  { slug: 'sao-jose-dos-campos-sp', name: 'São José dos Campos - SP' },
] as const;

const CNAES = [
  { slug: '0111301-cultivo-de-arroz', title: 'CNAE 0111-3/01 – Cultivo de arroz' },
  {
    slug: '4721102-padaria-e-confeitaria-com-predominancia-de-revenda',
    title: 'CNAE 4721-1/02 – Padaria e confeitaria com predominância de revenda',
  },
  {
    slug: '8630503-atividade-medica-ambulatorial-restrita-a-consultas',
    title: 'CNAE 8630-5/03 – Atividade médica ambulatorial restrita a consultas',
  },
  {
    slug: '9900800-organismos-internacionais-e-outras-instituicoes-extraterritoriais',
    title: 'CNAE 9900-8/00 – Organismos internacionais e outras instituições extraterritoriais',
  },
] as const;

/** The HTML's text for a title: the few entities the renderer writes, decoded. */
const decoded = (text: string | undefined) => text?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

test('a sample of city pages: both variants answer 200 with the real name, one canonical address and cache headers', async ({
  request,
}) => {
  for (const city of CITIES) {
    for (const [prefix, word] of [
      ['/contabilidade-em/', 'Contabilidade'],
      ['/contador-em/', 'Contador'],
    ] as const) {
      const { status, html, headers } = await serverHtml(request, `${prefix}${city.slug}`);
      expect(status, `${prefix}${city.slug}`).toBe(200);
      expect(decoded(titleOf(html))).toBe(`${word} em ${city.name} | Contábil Online`);
      expect(canonicalOf(html)).toBe(`${WEB_URL}/contabilidade-em/${city.slug}`);
      expect(html).toContain(
        `href="${prefix === '/contador-em/' ? '/contabilidade-em/' : '/contador-em/'}${city.slug}"`,
      );
      expect(headers['cache-control']).toContain('public');
    }
  }
});

test('a city that does not exist is a 404; upper case is a 301 to the lower-case address', async ({ request }) => {
  for (const path of [
    '/contabilidade-em/sao-paulo-rj',
    '/contador-em/cidade-que-nao-existe-sp',
    '/contabilidade-em/x',
  ]) {
    const { status, html } = await serverHtml(request, path);
    expect(status, path).toBe(404);
    expect(html).toContain(`Page not found: ${path}`);
  }
  const moved = await serverHtml(request, '/contador-em/Sao-Paulo-SP');
  expect(moved.status).toBe(301);
  expect(moved.headers.location).toBe('/contador-em/sao-paulo-sp');
});

test('a sample of CNAE pages, including an accented one and the last subclass', async ({ request }) => {
  for (const cnae of CNAES) {
    const { status, html } = await serverHtml(request, `/tools/cnae/${cnae.slug}`);
    expect(status, cnae.slug).toBe(200);
    expect(titleOf(html)).toBe(`${cnae.title} | Contábil Online`);
    expect(canonicalOf(html)).toBe(`${WEB_URL}/tools/cnae/${cnae.slug}`);
  }
});

test('a city page shows the municipality, its ISS context, plans and nearby cities', async ({ page }, testInfo) => {
  await page.goto('/contabilidade-em/campinas-sp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contabilidade em Campinas - SP');
  await expect(page.getByText('São Paulo, a 82 km em linha reta')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ISS, inscrição municipal e nota fiscal em Campinas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planos para empresas de Campinas' })).toBeVisible();
  await expect(page.getByText(/R\$\s89,00/).first()).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Também atendemos perto de Campinas' });
  await nearby.getByRole('link', { name: 'Valinhos - SP' }).click();
  await expect(page).toHaveURL('/contabilidade-em/valinhos-sp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contabilidade em Valinhos - SP');
  await shootPublicPage(page, SHOTS_DIR, `city-${testInfo.project.name}`);
});

test('the home sells: promise, what is included, plans in BRL, questions, the blog and both ways in', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Contabilidade online: o controle da sua empresa reinventado',
  );
  await expect(page.getByRole('heading', { name: 'Tudo o que a sua empresa precisa, num só lugar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planos e preços' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planos e preços' }).getByText(/R\$\s249,00/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prefere falar com um contador?' }).getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Do nosso blog' })).toBeVisible();
  await page.getByRole('heading', { name: 'Atendem a minha cidade?' }).click();
  await expect(page.getByText(/todos os 5\.571 municípios/)).toBeVisible();
  await shootPublicPage(page, SHOTS_DIR, 'home');

  const { html } = await serverHtml(request, '/');
  expect(html).toContain(
    '<meta name="description" content="Contabilidade sem burocracia, rápida e segura. Resolva tudo online com facilidade e o melhor preço."/>',
  );
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('"@type":"Organization"');
});

test('the IRPF pages: that year’s thresholds and deadlines, late filing, and a lead that says where it came from', async ({
  page,
}) => {
  await page.goto('/lp/irpf/2024');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'IRPF 2024: declaração do Imposto de Renda feita por contador',
  );
  await expect(page.getByText('Recebeu rendimentos tributáveis acima de R$ 30.639,90 em 2023')).toBeVisible();
  await expect(page.getByRole('row', { name: /Fim da entrega/ })).toContainText('31/05/2024');
  await page.goto('/lp/irpf/2025');
  await expect(page.getByText('Recebeu rendimentos tributáveis acima de R$ 33.888,00 em 2024')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Ainda dá para entregar em atraso');
  await expect(page.getByLabel('Plano de interesse (opcional)')).toHaveCount(0);
  await shootPublicPage(page, SHOTS_DIR, 'irpf-2025');

  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posted.push(req.postData() ?? '');
  });
  const form = page.getByRole('region', { name: 'Fale com um contador' });
  await form.getByLabel('Nome').fill('Paula Lima');
  await form.getByLabel('E-mail').fill(`irpf-${Date.now()}@exemplo.com.br`);
  await expect(async () => {
    await form.getByRole('button', { name: 'Quero falar com um contador' }).click();
    await expect(form.getByText('Recebemos seus dados.', { exact: false })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // The form says which page it came from: the accountant who calls back knows it is about the IRPF.
  expect(posted.some((body) => body.includes('source=irpf-2025'))).toBe(true);
});
