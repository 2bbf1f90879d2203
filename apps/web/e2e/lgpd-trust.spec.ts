import { captureScreens, declineCookies, expect, signInAt, test } from './fixtures';

// Issue 27: what a Brazilian firm must show. The e2e server runs with the FIRM_* details of
// playwright.config.ts.

// Screenshots at two widths on a shared machine take their time.
test.describe.configure({ timeout: 120_000 });

test.describe('the firm, its privacy policy and terms', () => {
  test.beforeEach(async ({ context }) => {
    await declineCookies(context);
  });

  test("the footer shows the firm's legal details and links the legal pages; both pages say what the law asks", async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const firm = footer.locator('address');
    await expect(firm).toContainText('Contábil Online Serviços Contábeis Ltda');
    await expect(firm).toContainText('CNPJ 45.723.174/0001-10');
    await expect(firm).toContainText('Registro no CRC CRC-SP 2SP000001/O-5');
    await expect(firm).toContainText('Av. Paulista, 1000');
    await expect(firm.getByRole('link', { name: 'WhatsApp +55 (11) 91234-5678' })).toHaveAttribute(
      'href',
      'https://wa.me/5511912345678',
    );

    await footer.getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page).toHaveURL('/privacidade');
    await expect(page).toHaveTitle('Política de privacidade | Contábil Online');
    const policy = page.getByRole('main');
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Política de privacidade');
    for (const heading of [
      '1. Quem cuida dos seus dados',
      '3. Para que usamos e com que base legal',
      '5. Por quanto tempo guardamos',
      '6. Os seus direitos e como exercê-los',
    ]) {
      await expect(policy.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(policy).toContainText('Contábil Online Serviços Contábeis Ltda, CNPJ 45.723.174/0001-10');
    await expect(policy).toContainText('Encarregado pelo tratamento de dados pessoais (DPO): Marina Lopes');
    await expect(policy.getByRole('link', { name: 'privacidade@contabil.local' }).first()).toBeVisible();
    await expect(policy).toContainText('5 anos');
    await expect(policy).toContainText('art. 7º, II');
    await captureScreens(page, testInfo, 'privacy-policy');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL('/termos-de-uso');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
    await expect(page.getByRole('main')).toContainText('CRC CRC-SP 2SP000001/O-5');
    await captureScreens(page, testInfo, 'terms-of-use');
  });

  test('the lead forms link the privacy policy; the IRPF menu offers this year, last year stays reachable', async ({
    page,
  }, testInfo) => {
    await page.goto('/trocar-contador');
    const form = page.getByRole('region', { name: 'Prefere falar com um contador?' });
    await expect(form.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute('href', '/privacidade');

    // Today (in the e2e run, 2026 or later) the header offers IRPF 2026; the footer keeps 2025 and 2024.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('link', { name: 'IRPF 2026' }).click();
    await expect(page).toHaveURL('/lp/irpf/2026');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2026');
    await expect(page.getByRole('main')).toContainText('R$ 35.584,00');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'IRPF 2025' })).toHaveAttribute(
      'href',
      '/lp/irpf/2025',
    );
    await captureScreens(page, testInfo, 'irpf-2026');
  });
});

test('the cookie banner links the policy and never covers the hero’s main button on a 360 px phone', async ({
  page,
}, testInfo) => {
  // 360 × 740: a common Android phone's screen in CSS pixels.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');
  const button = page.getByRole('main').getByRole('link', { name: 'Abrir minha empresa' }).first();
  await expect(button).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-consent-360.png') });
  const buttonBox = await button.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(buttonBox && bannerBox).toBeTruthy();
  // The button is fully above the banner.
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  // And it takes the tap: nothing lies over its centre.
  await button.click({ trial: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('home-consent-1280.png') });
});

test('a signed-in person downloads their data and asks for the account to be deleted', async ({
  page,
  companyUser,
  context,
}, testInfo) => {
  await declineCookies(context);
  await signInAt(page, companyUser, '/app/user/my-profile');
  const section = page.getByRole('region', { name: 'Seus dados' });
  await expect(section).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Baixar os meus dados (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data.account.email).toBe(companyUser.email);
  expect(data.account.acceptedLegalVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.memberships).toEqual([expect.objectContaining({ companyName: companyUser.companyName })]);

  await section.getByRole('button', { name: 'Pedir a exclusão da conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Pedir a exclusão da conta?' });
  await expect(dialog).toContainText('5 anos');
  await dialog.getByRole('button', { name: 'Pedir a exclusão' }).click();
  await expect(section).toContainText('Você pediu a exclusão da conta em');
  await expect(section).toContainText('Registros de acesso à aplicação');
  await captureScreens(page, testInfo, 'profile-your-data');
});

test('the referral link carries a short code, not the user id, and is shared on WhatsApp', async ({
  page,
  companyUser,
  context,
}, testInfo) => {
  await declineCookies(context);
  await signInAt(page, companyUser, '/app/user/my-referrals');
  const section = page.getByRole('region', { name: 'Seu link de indicação' });
  const link = (await section.locator('code').textContent()) ?? '';
  expect(link).toMatch(/\/app\/login\?cadastro=1&indicacao=[a-z2-9]{8}$/);
  expect(link).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  const share = section.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(link);
  await captureScreens(page, testInfo, 'referrals-share');
});
