import { gzipSync, constants } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

// The version check also runs on this window event, so a test need not wait an hour
// (features/platform/version-check.ts, CHECK_VERSION_EVENT).
const CHECK_VERSION_EVENT = 'app:check-version';
const NEW_VERSION_MESSAGE = 'Uma nova versão está disponível.';
const ONE_YEAR_S = 31_536_000;
const JS_BUDGET_KB = 150;

/** Answers /builds/latest.json with another build id, as after a deploy. */
async function fakeNewerBuild(page: Page) {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() }, headers: { 'cache-control': 'no-cache' } }),
  );
}

/**
 * Raises the version check until the page asks for latest.json: the listener exists
 * only once the page has hydrated.
 */
async function triggerVersionCheck(page: Page) {
  await expect(async () => {
    const asked = page.waitForResponse((response) => response.url().includes('/builds/latest.json?t='), {
      timeout: 1000,
    });
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), CHECK_VERSION_EVENT);
    await asked;
  }).toPass({ timeout: 15_000 });
}

/**
 * Raises the version check until the toast shows: the listener exists only once the
 * page has hydrated, so this also proves hydration is done.
 */
async function triggerVersionToast(page: Page) {
  const toast = page.getByText(NEW_VERSION_MESSAGE);
  await expect(async () => {
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), CHECK_VERSION_EVENT);
    await expect(toast).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return toast;
}

test.describe('cookie consent', () => {
  test('the banner asks on /, "Aceitar" keeps the choice for a year and it stays away after a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('cookies essenciais');
    await expect(banner.getByRole('button', { name: 'Recusar' })).toBeVisible();

    // Small phones: the banner fits the width and leaves most of the page visible.
    await page.setViewportSize({ width: 360, height: 740 });
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeLessThan(740 / 2);
    await page.screenshot({ path: testInfo.outputPath('consent-360.png') });

    // Keyboard: the buttons are reachable and work with Enter.
    await banner.getByRole('button', { name: 'Aceitar' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();

    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const expiresIn = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(expiresIn - ONE_YEAR_S)).toBeLessThan(3600);

    await fakeNewerBuild(page);
    await page.reload();
    await triggerVersionToast(page);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a browser in another language gets the English banner; "Decline" is remembered', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie notice' });
      await expect(banner).toContainText('essential cookies');
      await banner.getByRole('button', { name: 'Decline' }).click();
      await expect(banner).toBeHidden();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
      expect(cookie?.value).toBe('declined');
    });
  });
});

test.describe('new version', () => {
  test('/builds/latest.json and /builds/meta/<id>.json describe the deployed build', async ({ request }) => {
    const latest = await request.get('/builds/latest.json');
    expect(latest.status()).toBe(200);
    expect(latest.headers()['content-type']).toContain('application/json');
    const body = (await latest.json()) as { id: unknown; timestamp: unknown };
    expect(typeof body.id).toBe('string');
    expect(typeof body.timestamp).toBe('number');
    // react-router-serve sends its static files with max-age=0 and an ETag: always revalidated.
    expect(latest.headers()['cache-control']).toMatch(/max-age=0|no-cache|no-store/);

    const meta = await request.get(`/builds/meta/${body.id as string}.json`);
    expect(meta.status()).toBe(200);
    const manifest = (await meta.json()) as {
      matcher: { static: Record<string, object>; dynamic: Record<string, object> };
      redirects: Record<string, string>;
    };
    expect(manifest).toMatchObject({ id: body.id, timestamp: body.timestamp, prerendered: [] });
    // The pages the build serves and the old addresses (content/redirects.json).
    expect(manifest.matcher.static).toHaveProperty(['/abrir-empresa']);
    expect(manifest.matcher.dynamic).toHaveProperty(['/blog/posts/:slug']);
    expect(manifest.redirects['/abertura-de-empresa']).toBe('/abrir-empresa');
  });

  test('the running page knows its build: no toast while latest.json names it', async ({ page }) => {
    await page.goto('/');
    await triggerVersionCheck(page);
    await page.waitForTimeout(500);
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toHaveCount(0);
  });

  test('a newer build raises a toast bottom-right that leaves after about 3 s', async ({ page }) => {
    await fakeNewerBuild(page);
    await page.goto('/');
    const toast = await triggerVersionToast(page);
    const shownAt = Date.now();
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();

    const viewport = page.viewportSize()!;
    const box = (await page.locator('[data-sonner-toast]').boundingBox())!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(80);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(80);
    expect(box.x).toBeGreaterThan(viewport.width / 2);

    await expect(toast).toBeHidden({ timeout: 6000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2000);
    expect(visibleFor).toBeLessThan(5000);
  });

  test('"Atualizar" reloads once; within 10 s of that reload no second offer is made', async ({ page }) => {
    await fakeNewerBuild(page);
    await page.goto('/');
    await triggerVersionToast(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Atualizar' }).click()]);

    const guard = await page.evaluate(() => sessionStorage.getItem('reload-guard'));
    expect(Number(guard)).toBeGreaterThan(Date.now() - 10_000);

    await triggerVersionCheck(page);
    await page.waitForTimeout(500);
    await expect(page.getByText(NEW_VERSION_MESSAGE)).toHaveCount(0);
  });
});

test('the first load of / ships under 150 KB of JavaScript (gzip)', async ({ page }, testInfo) => {
  const scripts = new Map<string, Promise<number>>();
  let isReactDevelopmentBuild = false;
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '') ||
      new URL(response.url()).pathname.endsWith('.js');
    if (!isScript || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => {
        // Only react-dom's development build carries this console hint.
        if (body.includes('Download the React DevTools')) isReactDevelopmentBuild = true;
        return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
      }),
    );
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all([...scripts].map(async ([url, size]) => [url, await size] as const));
  const totalKb = sizes.reduce((sum, [, size]) => sum + size, 0) / 1024;
  const report = [
    `JS on first load of /: ${totalKb.toFixed(1)} KB gzip (budget ${JS_BUDGET_KB} KB)`,
    ...sizes.map(([url, size]) => `  ${(size / 1024).toFixed(1)} KB  ${new URL(url).pathname}`),
  ].join('\n');
  // The figure belongs in the run's output, not only in the report.
  // eslint-disable-next-line no-console
  console.log(report);
  await testInfo.attach('js-budget', { body: report, contentType: 'text/plain' });

  expect(sizes.length).toBeGreaterThan(0);
  expect(
    isReactDevelopmentBuild,
    'the served bundle is a React development build (built with NODE_ENV other than production): its size says nothing about production',
  ).toBe(false);
  expect(totalKb).toBeLessThan(JS_BUDGET_KB);
});

test.describe('the build manifest redirects', () => {
  test('the server answers an old address with 301 to its page, the query kept', async ({ request }) => {
    const old = await request.get('/abertura-de-empresa?plano=servicos', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe('/abrir-empresa?plano=servicos');
    const post = await request.get('/blog/fator-r', { maxRedirects: 0 });
    expect(post.headers()['location']).toBe('/blog/posts/fator-r-pro-labore-e-o-anexo-do-simples-nacional');
  });

  test('a browser follows an old URL to its new page, from the address bar and inside the app', async ({ page }) => {
    await page.goto('/troca-de-contador');
    await expect(page).toHaveURL('/trocar-contador');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Inside the running app, no server involved: the client router looks the manifest up.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/consulta-cnae');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/tools/cnae', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/CNAE/i);
  });
});
