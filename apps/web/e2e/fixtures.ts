import { randomInt, randomUUID } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { LEGAL_DOCUMENTS_VERSION, type SignInResult } from '@contabil/contracts';
import { createApiClient } from '../app/lib/api-client';
import { serializeSessionCookies } from '../app/lib/session-cookies';
import { fetchCompanyContext } from '../app/session/company-context-api';
import { chooseContextCompanyId } from '../app/session/company-requirements';
import { API_URL, WEB_URL } from './e2e-env';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/**
 * `user`: a fresh account made through the public sign-up call. Nothing to clean
 * up: each run starts the API on a throw-away database.
 */
export interface CompanySetup {
  status: 'pending' | 'awaiting_opening' | 'migrating' | 'opening' | 'active' | 'overdue' | 'disabled';
  trackId?: 'create-company' | 'migrate-company' | null;
  trackStatus?: 'pending' | 'in_progress' | 'done';
  name?: string;
  /** 14 characters, unmasked: a company that asks for service invoices needs one. */
  cnpj?: string;
  /** The reports read the size, the main CNAE (7 digits) and the opening day (`YYYY-MM-DD`). */
  size?: 'MEI' | 'ME' | 'EPP' | 'EMP' | 'GE';
  mainCnae?: string;
  openedOn?: string;
  /** Exactly these steps of the track done (instead of the ones trackStatus implies). */
  stepsDone?: string[];
}

/** A fresh CNPJ (14 digits) with valid check digits, as apps/api/src/test/factories.ts makes them. */
export function randomCnpj(): string {
  const digits = Array.from({ length: 12 }, () => randomInt(10));
  const check = (weights: number[]) => {
    const rest = weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

export async function signUp(request: APIRequestContext, name = 'Ana Beatriz Souza'): Promise<TestUser> {
  const user = { name, email: `ana.${randomUUID().slice(0, 8)}@exemplo.com.br`, password: 'senha-forte-123' };
  const response = await request.post(`${API_URL}/users`, {
    data: { ...user, acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * A company in the given state owned by `user`, through the API's test-only seeding
 * route (it exists only under NODE_ENV=test, which the e2e servers run with).
 */
export async function createCompanyFor(request: APIRequestContext, user: TestUser, setup: CompanySetup) {
  const response = await request.post(`${API_URL}/test-support/companies`, {
    data: { ownerEmail: user.email, trackId: null, trackStatus: 'done', ...setup },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: string; name: string };
}

/**
 * `user`: a fresh account made through the public sign-up call, without a company.
 * `companyUser`: a fresh account owning an active company (passes every guard).
 * Nothing to clean up: each run starts the API on a throw-away database.
 */
export const test = base.extend<{
  user: TestUser;
  companyUser: TestUser & { companyName: string };
  cookiesDeclined: boolean;
}>({
  /**
   * `test.use({ cookiesDeclined: true })`: the test's own context opens with the cookie banner
   * already answered (declineCookies), as a `beforeEach` would do it.
   */
  cookiesDeclined: [false, { option: true }],
  context: async ({ context, cookiesDeclined }, use) => {
    if (cookiesDeclined) await declineCookies(context);
    await use(context);
  },
  user: async ({ request }, use) => {
    await use(await signUp(request));
  },
  companyUser: async ({ request }, use) => {
    const user = await signUp(request, 'Carlos Pereira');
    const company = await createCompanyFor(request, user, {
      status: 'active',
      trackId: 'create-company',
      trackStatus: 'done',
      name: 'Padaria Pão Quente Ltda',
    });
    await use({ ...user, companyName: company.name });
  },
});

export { expect };

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs `user` in without the login form and opens `path`, for journeys about what comes
 * after the sign-in. It does what the form does, with the web app's own functions: the
 * API's sign-in call from the browser's context (so the API's httpOnly refresh cookie lands
 * in the context), then the company in context and its track (establishCompanyContext's
 * choice and calls), stored in the session cookies the form writes. The form itself, its
 * `next` and where each kind of user lands are tested through the page in login.spec.ts,
 * session.spec.ts, the wizard specs and the journey-*.spec.ts stories (decision 023).
 */
export async function signInAt(page: Page, user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<void> {
  const context = page.context();
  // The context's own request client: the refresh cookie lands in the browser, as after the form.
  const { accessToken, user: currentUser, claims } = await apiSignIn(context.request, user);
  const companyId = chooseContextCompanyId({ claims, contextCompany: null });
  const client = createApiClient({ baseUrl: API_URL, getAccessToken: () => accessToken });
  const company = companyId ? await fetchCompanyContext(client, companyId) : {};
  const lines = serializeSessionCookies({ accessToken, currentUser, claims, ...company }, { secure: false });
  await context.addCookies(
    lines.map((line) => {
      const pair = line.slice(0, line.indexOf(';'));
      const separator = pair.indexOf('=');
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: WEB_URL, sameSite: 'Lax' };
    }),
  );
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

const SCREENSHOT_WIDTHS = [1280, 360] as const;

/**
 * Full-page screenshots at desktop and small-phone widths, kept with the test's output.
 * Taken from the top, so a sticky top bar sits where a person sees it.
 */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const original = page.viewportSize();
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

// ---------------------------------------------------------------- sign-up, admin and billing journeys

/** Signs in through the API (no browser), for calls a journey makes on the side. */
export async function apiSignIn(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post(`${API_URL}/auth/sign-in`, {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as SignInResult;
}

/**
 * A system administrator, through the API's test-only seeding route (NODE_ENV=test):
 * there is no public way to make one, and `npm run create-admin` cannot open the
 * embedded database while the API holds it.
 */
export async function createSystemAdmin(request: APIRequestContext, name = 'Helena Contadora'): Promise<TestUser> {
  const admin = { name, email: `admin.${randomUUID().slice(0, 8)}@exemplo.com.br`, password: 'senha-forte-123' };
  const response = await request.post(`${API_URL}/test-support/system-admins`, { data: admin });
  expect(response.status(), await response.text()).toBe(201);
  return admin;
}

/** The shop of the Simples journeys: an ME in retail (CNAE 4712-1/00) opened on 2019-03-01. */
export const SIMPLES_SHOP = { size: 'ME', mainCnae: '4712100', openedOn: '2019-03-01' } as const;

/**
 * A fresh owner (signed up as `ownerName`) and their active company with a fresh CNPJ and the
 * given `setup` (name, size, main CNAE, opening day...), for journeys about a working company.
 */
export async function activeCompanyOf(
  request: APIRequestContext,
  ownerName: string,
  setup: Omit<CompanySetup, 'status' | 'cnpj'>,
) {
  const owner = await signUp(request, ownerName);
  const company = await createCompanyFor(request, owner, { status: 'active', cnpj: randomCnpj(), ...setup });
  return { owner, company };
}

/**
 * A second person's browser tab, in a context of its own with the settings of the test's
 * (base URL, locale, time zone, viewport) and the cookie banner already answered.
 * Close it with `tab.context().close()`.
 */
export async function secondPersonPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WEB_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 720 },
  });
  await declineCookies(context);
  return context.newPage();
}

/**
 * Our accountant at work in a tab of their own: a fresh system admin signs in through the form,
 * lands on the firm's work queue, opens `menuLink` of the main menu (which is at `url`), searches
 * for `search` and finds the one row of the table `table` that has `rowText`.
 */
export async function accountantFindsRequest(
  browser: Browser,
  request: APIRequestContext,
  list: { menuLink: string; url: string; table: string },
  search: string,
  rowText: string,
) {
  const admin = await createSystemAdmin(request);
  const adminTab = await secondPersonPage(browser);
  await adminTab.goto('/app/login');
  await signIn(adminTab, admin.email, admin.password);
  // An administrator without a company lands on the firm's work queue.
  await expect(adminTab).toHaveURL('/app/admin', { timeout: 15_000 });
  await adminTab.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: list.menuLink }).click();
  await expect(adminTab).toHaveURL(list.url);
  const adminMain = adminTab.getByRole('main');
  await adminMain.getByRole('searchbox', { name: 'Buscar' }).fill(search);
  await adminMain.getByRole('button', { name: 'Buscar' }).click();
  const row = adminMain.getByRole('table', { name: list.table }).getByRole('row').filter({ hasText: rowText });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  return { adminTab, adminMain, row };
}

/** The plans on sale (`GET /plans`). */
export async function publicPlans(request: APIRequestContext) {
  const response = await request.get(`${API_URL}/plans`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { id: string; name: string; price: number }[];
}

/** Answers the cookie banner up front: it would cover the bottom of every screenshot. */
export async function declineCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'declined', url: WEB_URL }]);
}

/**
 * Answers the browser's ViaCEP calls: `answers` by the CEP's 8 digits, any other CEP
 * "not found" ({ erro: true }). The run never goes online.
 */
export async function answerViaCep(context: BrowserContext, answers: Record<string, object> = {}): Promise<void> {
  await context.route(/viacep\.com\.br|\/ws\/\d{8}\/json/, (route) => {
    const cep = /\/(\d{8})\/json/.exec(route.request().url())?.[1] ?? '';
    return route.fulfill({ json: answers[cep] ?? { erro: true } });
  });
}

// ---------------------------------------------------------------- e-mails

/**
 * The path (with its query) of the first link to this web app in the newest e-mail sent to
 * `to` whose text matches `pattern`, read from the outbox through the API's test-only
 * route. Polls briefly: the e-mail is written in the same request, but not before it answers.
 */
export async function linkFromEmail(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/test-support/mail?to=${encodeURIComponent(to)}`);
        expect(response.status(), await response.text()).toBe(200);
        const mails = (await response.json()).data as { subject: string; text: string }[];
        for (const mail of mails) {
          const url = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((candidate) => pattern.test(candidate));
          if (url) {
            const parsed = new URL(url);
            found = `${parsed.pathname}${parsed.search}`;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The newest e-mail sent to `to` whose subject matches `subject`, read from the outbox
 * through the API's test-only route (NODE_ENV=test only), polling briefly. Its link to this
 * web app is returned as a path, for the journey to open it.
 */
export async function emailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string; path: string | null }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/test-support/mail?to=${encodeURIComponent(to)}`);
        expect(response.status(), await response.text()).toBe(200);
        const mails = (await response.json()).data as { subject: string; text: string }[];
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = found!.text.match(/https?:\/\/[^\s<>"]+/)?.[0];
  return { ...found!, path: url ? `${new URL(url).pathname}${new URL(url).search}` : null };
}
