import { randomUUID } from 'node:crypto';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { API_URL } from './e2e-env';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/**
 * `user`: a fresh account made through the public sign-up call. Nothing to clean
 * up: each run starts the API on a throw-away database.
 */
export const test = base.extend<{ user: TestUser }>({
  user: async ({ request }, use) => {
    const user = {
      name: 'Ana Beatriz Souza',
      email: `ana.${randomUUID().slice(0, 8)}@exemplo.com.br`,
      password: 'senha-forte-123',
    };
    const response = await request.post(`${API_URL}/users`, { data: user });
    expect(response.status(), await response.text()).toBe(201);
    await use(user);
  },
});

export { expect };

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

const SCREENSHOT_WIDTHS = [1280, 360] as const;

/** Full-page screenshots at desktop and small-phone widths, kept with the test's output. */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
