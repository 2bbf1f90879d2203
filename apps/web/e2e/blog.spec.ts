import type { Page } from '@playwright/test';
import { WEB_URL } from './e2e-env';
import { declineCookies, expect, test } from './fixtures';
import { canonicalOf, serverHtml, shootPublicPage, titleOf } from './public-page-helpers';

// The blog from the local content source (apps/web/content/blog): /blog lists the posts,
// newest first, with a tag filter; /blog/posts/{slug} renders one, server-side.

const SHOTS_DIR = process.env.BLOG_SHOTS_DIR ?? '/tmp/shots-blog';
const shoot = (page: Page, name: string) => shootPublicPage(page, SHOTS_DIR, name);

const FATOR_R = {
  slug: 'fator-r-pro-labore-e-o-anexo-do-simples-nacional',
  title: 'Fator R: como o pró-labore muda o anexo do Simples Nacional',
};

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

/** The JSON-LD objects of a page's HTML. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

test('the list shows the posts, newest first, server-rendered and cacheable', async ({ page, request }) => {
  const { status, html, headers } = await serverHtml(request, `${WEB_URL}/blog`);
  expect(status).toBe(200);
  expect(headers['cache-control']).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
  expect(titleOf(html)).toBe('Blog | Contábil Online');
  expect(canonicalOf(html)).toBe(`${WEB_URL}/blog`);
  expect(html).toContain(FATOR_R.title);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const posts = page.getByRole('article');
  expect(await posts.count()).toBeGreaterThanOrEqual(6);
  const dates = await posts.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());

  // The tag filter is a plain link: only the posts with that tag.
  await page.getByRole('navigation', { name: 'Assuntos do blog' }).getByRole('link', { name: 'Fator R' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=fator-r$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artigos sobre Fator R');
  await expect(page.getByRole('article').getByRole('link', { name: FATOR_R.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fator R', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a post renders with its title, canonical link and BlogPosting', async ({ page, request }) => {
  const path = `/blog/posts/${FATOR_R.slug}`;
  const { status, html, headers } = await serverHtml(request, `${WEB_URL}${path}`);
  expect(status).toBe(200);
  expect(headers['cache-control']).toContain('s-maxage=3600');
  expect(titleOf(html)).toBe(`${FATOR_R.title} | Contábil Online`);
  expect(canonicalOf(html)).toBe(`${WEB_URL}${path}`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  const posting = structuredData(html).find((ld) => ld['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: FATOR_R.title, url: `${WEB_URL}${path}`, datePublished: '2026-11-10' });
  const trail = structuredData(html).find((ld) => ld['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(['Início', 'Blog', FATOR_R.title]);

  await page.goto('/blog');
  await page.getByRole('link', { name: FATOR_R.title }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FATOR_R.title);
  await expect(page.getByText('10 de novembro de 2026')).toBeVisible();
  await expect(page.getByText(/\d+ min de leitura/).first()).toBeVisible();

  // The table of contents jumps to a section.
  const toc = page.getByRole('navigation', { name: 'Neste artigo' });
  await toc.getByRole('link', { name: 'Um exemplo com números' }).click();
  await expect(page).toHaveURL(`${path}#um-exemplo-com-numeros`);
  await expect(page.getByRole('heading', { name: 'Um exemplo com números' })).toBeInViewport();

  // Further reading and the way to the product.
  const related = page.getByRole('region', { name: 'Leia também' });
  await expect(related.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Abrir minha empresa' })).toHaveAttribute('href', '/abrir-empresa');
  await expect(page.getByRole('link', { name: 'Trocar de contador' }).last()).toHaveAttribute(
    'href',
    '/trocar-contador',
  );
});

test('an unknown post is a 404', async ({ page, request }) => {
  const { status, html } = await serverHtml(request, `${WEB_URL}/blog/posts/nao-existe`);
  expect(status).toBe(404);
  expect(html).toContain('Page not found: /blog/posts/nao-existe');

  const response = await page.goto('/blog/posts/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  expect((await serverHtml(request, `${WEB_URL}/blog?tag=nao-existe`)).status).toBe(404);
});

test('screenshots of the list and a post at 1280 and 360 px', async ({ page }) => {
  await page.goto('/blog');
  await shoot(page, 'blog-list');
  await page.goto(`/blog/posts/${FATOR_R.slug}`);
  await shoot(page, 'blog-post-fator-r');
});
