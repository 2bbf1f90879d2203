import { createCompanyFor, cookieValue, expect, signIn, signUp, test } from './fixtures';
import type { Page, Request } from '@playwright/test';

test('a protected page sends a visitor to the login with next, and back there after sign-in', async ({
  page,
  companyUser,
}) => {
  await page.goto('/app/invoices?status=pendente');
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Finvoices%3Fstatus%3Dpendente');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/invoices?status=pendente');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible();
  // Sign-in loaded the company and its track into cookies (spec section 4).
  expect(JSON.parse(decodeURIComponent((await cookieValue(page, 'contextCompany')) ?? '{}'))).toMatchObject({
    name: companyUser.companyName,
    status: 'active',
  });
  expect(JSON.parse(decodeURIComponent((await cookieValue(page, 'track')) ?? '{}'))).toMatchObject({
    trackId: 'create-company',
    status: 'done',
  });
});

test.describe('company requirements', () => {
  test('a user without a company goes to the opening wizard', async ({ page, user }) => {
    await page.goto('/app/login?next=%2Fapp%2Fdocuments');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL('/app/wizard/company-opening');
  });

  const cases = [
    { setup: { status: 'disabled' }, lands: '/app/user/disabled' },
    {
      setup: { status: 'pending', trackId: 'create-company', trackStatus: 'in_progress' },
      lands: '/app/wizard/company-opening',
    },
    {
      setup: { status: 'pending', trackId: 'migrate-company', trackStatus: 'pending' },
      lands: '/app/wizard/company-migration',
    },
  ] as const;
  for (const { setup, lands } of cases) {
    test(`${JSON.stringify(setup)} goes to ${lands}`, async ({ page, request }) => {
      const owner = await signUp(request);
      await createCompanyFor(request, owner, setup);
      await page.goto('/app/login?next=%2Fapp%2Fpanel');
      await signIn(page, owner.email, owner.password);
      await expect(page).toHaveURL(lands);
      // Any other company page sends them back there.
      await page.goto('/app/documents');
      await expect(page).toHaveURL(lands);
    });
  }

  test('an overdue company passes, with a banner leading to billing on every page', async ({ page, request }) => {
    const owner = await signUp(request);
    await createCompanyFor(request, owner, { status: 'overdue', trackId: 'create-company', trackStatus: 'done' });
    await page.goto('/app/login?next=%2Fapp%2Finvoices');
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL('/app/invoices');
    const banner = page.getByRole('status').filter({ hasText: 'pendência no pagamento' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Regularizar pagamento' }).click();
    await expect(page).toHaveURL('/app/user/my-billing');
    await expect(page.getByRole('status').filter({ hasText: 'pendência no pagamento' })).toBeVisible();
  });
});

test('a 401 from the API refreshes the token once, stores it and reloads the page', async ({ page, companyUser }) => {
  const requests = trackRequests(page);
  await page.goto('/app/login');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/panel');
  // The panel's own calls finish first: one of them failing on the swapped token would
  // start a refresh that the navigation below then interrupts.
  await requests.quiet();
  // Expire the access token on purpose: the API now refuses it.
  const cookies = await page.context().cookies();
  const access = cookies.find((c) => c.name === 'accessToken')!;
  await page.context().addCookies([{ ...access, value: 'token.expirado.de-proposito' }]);

  const refreshes: string[] = [];
  const documentLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/auth/refresh')) refreshes.push(r.url());
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentLoads.push(r.url());
  });
  // The reload may interrupt this navigation before its load event: wait for the page instead.
  await page.goto('/app/panel', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: `Olá, ${companyUser.name}` })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  // The navigation, then the reload after the refresh.
  await expect.poll(() => documentLoads.filter((u) => u.endsWith('/app/panel'))).toHaveLength(2);
  expect(await cookieValue(page, 'accessToken')).not.toBe('token.expirado.de-proposito');
});

test('with no access token stored, the login page fetches one through the refresh cookie', async ({
  page,
  companyUser,
}) => {
  await page.goto('/app/login');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/panel');
  await page.context().clearCookies({ name: 'accessToken' });
  await page.goto('/app/documents');
  // The server sent the visitor to the login page, whose forced token fetch restored the session.
  await expect(page).toHaveURL('/app/documents');
  expect(await cookieValue(page, 'accessToken')).toBeTruthy();
});

test('sign-out clears the session, the company in context and the track', async ({ page, companyUser }) => {
  await page.goto('/app/login');
  await signIn(page, companyUser.email, companyUser.password);
  await expect(page).toHaveURL('/app/panel');
  expect(await cookieValue(page, 'contextCompany')).toBeTruthy();
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/app/login');
  for (const name of ['accessToken', 'currentUser', 'claims', 'contextCompany', 'track']) {
    expect(await cookieValue(page, name), name).toBeUndefined();
  }
  // And the refresh cookie is gone too: the login page cannot restore the session.
  await page.goto('/app/panel');
  await expect(page).toHaveURL('/app/login?next=%2Fapp%2Fpanel');
});

/**
 * Requests in flight, the live conversations stream aside: it stays open as long as the
 * signed-in page does, so Playwright's 'networkidle' never comes. `quiet()` waits until no
 * other request has been in flight for half a second.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/conversations/events')) inFlight.add(request);
  });
  const settle = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(ms = 500) {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight.size > 0) quietSince = Date.now();
            return Date.now() - quietSince;
          },
          { intervals: [100], timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(ms);
    },
  };
}
