import { expect, signIn, test } from './fixtures';

/**
 * Issue 19, item 2: the production web server (`npm start`: the built app under
 * apps/web/server.mjs, react-router-serve's server plus headers on static files) sends the security headers on every answer, with a nonce-based
 * Content-Security-Policy that the pages' own scripts satisfy.
 */

const PAGES = ['/', '/app/login', '/tools/cnae', '/robots.txt'];

test('every listed header on /, /app/login, /tools/cnae and robots.txt', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toBeTruthy();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-frame-options'], path).toMatch(/^(DENY|SAMEORIGIN)$/);
    // The e2e site is plain http (no SITE_URL): no HSTS here; with an https SITE_URL it is sent
    // (lib/security-headers.server.test.ts).
    expect(headers['strict-transport-security'], path).toBeUndefined();
    if (path === '/robots.txt') {
      expect(csp).toContain("default-src 'none'");
      continue;
    }
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(csp, path).toContain("frame-ancestors 'none'");
    const scriptSrc = csp!.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    // Every inline script of the page carries that nonce.
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      (m) => !/type="application\/(ld\+)?json"/.test(m[1]!),
    );
    expect(inline.length, path).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);
  }
  // One nonce per request.
  expect(nonces.size).toBe(3);

  // The static files too (server.mjs): the built scripts, the favicon, public/.
  const home = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(script, 'a built script on the home page').toBeTruthy();
  for (const path of [script!, '/favicon.svg', '/builds/latest.json']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("default-src 'none'");
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  const again = await request.get('/app/login');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${[...nonces][1]}'`);
});

test('under that policy the pages run: no CSP violation while signing in', async ({ page, companyUser: user }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/tools/cnae');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/app\/login/);
  expect(violations).toEqual([]);
});
