import type { Page } from '@playwright/test';
import {
  captureScreens,
  createCompanyFor,
  declineCookies,
  expect,
  signIn,
  signInAt,
  signUp,
  test,
  type TestUser,
} from './fixtures';

// Every route of spec section 2, each in its layout. Public pages are visited
// anonymously; /app pages as a user whose active company passes both guards.

const SITE_TITLE = 'Contabilidade online: o controle da sua empresa reinventado';

const PUBLIC_ROUTES = [
  { path: '/', h1: SITE_TITLE, title: SITE_TITLE },
  { path: '/abrir-empresa', h1: 'Abra sua empresa online', title: 'Abrir empresa | Contábil Online' },
  {
    path: '/trocar-contador',
    h1: 'Troque de contador sem dor de cabeça',
    title: 'Trocar de contador | Contábil Online',
  },
  {
    path: '/areas/medicos',
    h1: 'Contabilidade para médicos',
    title: 'Contabilidade para médicos | Contábil Online',
  },
  { path: '/blog', h1: 'Blog', title: 'Blog | Contábil Online' },
  {
    path: '/blog/posts/como-abrir-uma-empresa-passo-a-passo',
    h1: 'Como abrir uma empresa passo a passo: do CNAE ao alvará',
    title: 'Como abrir uma empresa passo a passo: do CNAE ao alvará | Contábil Online',
  },
  {
    path: '/contabilidade-em/sao-paulo-sp',
    h1: 'Contabilidade em São Paulo - SP',
    title: 'Contabilidade em São Paulo - SP | Contábil Online',
  },
  {
    path: '/contador-em/rio-de-janeiro-rj',
    h1: 'Contador em Rio de Janeiro - RJ',
    title: 'Contador em Rio de Janeiro - RJ | Contábil Online',
  },
  {
    path: '/lp/irpf/2024',
    h1: 'IRPF 2024: declaração do Imposto de Renda feita por contador',
    title: 'IRPF 2024: quem declara, prazos e contador online | Contábil Online',
  },
  {
    path: '/lp/irpf/2025',
    h1: 'IRPF 2025: declaração do Imposto de Renda feita por contador',
    title: 'IRPF 2025: quem declara, prazos e contador online | Contábil Online',
  },
  { path: '/tools/cnae', h1: 'Consulta CNAE', title: 'Consulta CNAE | Contábil Online' },
  {
    path: '/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda',
    h1: 'CNAE 6201-5/01 – Desenvolvimento de programas de computador sob encomenda',
    title: 'CNAE 6201-5/01 – Desenvolvimento de programas de computador sob encomenda | Contábil Online',
  },
  { path: '/404', h1: 'Página não encontrada', title: 'Página não encontrada | Contábil Online' },
] as const;

const ADMIN_ROUTES = [
  // auth only
  { path: '/app/admin/invoices/nf-requests', h1: 'Pedidos de NFS-e' },
  { path: '/app/admin/users', h1: 'Usuários' },
  { path: '/app/partners/duca', h1: 'Duca Benefícios' },
  { path: '/app/user/my-billing', h1: 'Assinatura' },
  { path: '/app/user/my-invites', h1: 'Convites' },
  // auth and company-requirements
  { path: '/app/bank-statements/accounts', h1: 'Extratos bancários' },
  // An account id that is not the company's: the page keeps its title and says so in its heading.
  {
    path: '/app/bank-statements/accounts/conta-123/transactions',
    title: 'Transações da conta',
    h1: 'Conta não encontrada',
  },
  { path: '/app/documents', h1: 'Documentos' },
  { path: '/app/documents/company', h1: 'Documentos da empresa' },
  { path: '/app/invoices', h1: 'Notas fiscais' },
  { path: '/app/user/my-profile', h1: 'Meu perfil' },
  { path: '/app/user/my-referrals', h1: 'Indicações' },
] as const;

const ADMIN_BARE_ROUTES = [
  // The journeys' company is active: the page says so (its title names what the page is for).
  { path: '/app/user/disabled', h1: 'Empresa em dia', title: 'Situação da empresa' },
  { path: '/app/wizard/partners/duca', h1: 'Participar: Duca Benefícios' },
] as const;

const ONBOARDING_ROUTES = [
  // The company of these journeys finished the opening track: no step of it is current;
  // the migration wizard is the other track, shown from its first step.
  {
    path: '/app/wizard/company-opening',
    h1: 'Abertura da empresa',
    steps: 'Etapas da abertura da empresa',
    count: 7,
    current: 0,
  },
  {
    path: '/app/wizard/company-migration',
    h1: 'Troca de contador',
    steps: 'Etapas da troca de contador',
    count: 5,
    current: 1,
  },
] as const;

const SIDE_MENU = { name: 'Menu principal' } as const;

test.beforeEach(async ({ context }) => {
  await declineCookies(context);
});

async function expectH1(page: Page, text: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text);
}

/** Straight to the panel: the login form is login.spec.ts's subject, not this file's. */
async function signInAs(page: Page, user: TestUser) {
  await signInAt(page, user, '/app/panel');
}

/** Clicks until the click takes effect: before hydration a click on a React button does nothing. */
async function clickUntil(page: Page, click: () => Promise<void>, done: () => Promise<void>) {
  await expect(async () => {
    await click();
    await done();
  }).toPass({ timeout: 15_000 });
}

test('every public page has the institutional layout: header, menu, footer and its own h1', async ({
  page,
}, testInfo) => {
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.path === '/404' ? 404 : 200);
      await expect(page).toHaveTitle(route.title);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Contábil Online' })).toBeVisible();
      const menu = header.getByRole('navigation', { name: 'Principal' });
      for (const label of ['Abrir empresa', 'Trocar de contador', 'Blog', 'Consulta CNAE', 'IRPF 2026']) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/app/login');
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Contábil Online`);
      await expectH1(page, route.h1);
    });
  }
  await page.goto('/tools/cnae/6201501-desenvolvimento-de-programas-de-computador-sob-encomenda');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Desenvolvimento de programas de computador sob encomenda',
  );
  await captureScreens(page, testInfo, 'institutional');
  await page.goto('/contabilidade-em/sao-paulo-sp');
  await captureScreens(page, testInfo, 'institutional-city');
});

test('the public menu folds into a disclosure on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();

  const menuButton = header.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await clickUntil(
    page,
    () => menuButton.click(),
    () => expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 500 }),
  );
  const menu = header.getByRole('navigation', { name: 'Principal' });
  await expect(menu.getByRole('link', { name: 'Consulta CNAE' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('institutional-menu-open-360.png'), fullPage: true });

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expectH1(page, 'Blog');
  await expect(menu).toBeHidden();
});

test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
  await page.goto('/abrir-empresa');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/abrir-empresa#conteudo');
});

test('an unmatched path answers 404 with "Page not found: {path}"; /404 is the generic page', async ({
  page,
}, testInfo) => {
  const response = await page.goto('/nao-existe?x=1');
  expect(response?.status()).toBe(404);
  // Portuguese first (issue 27), the spec's English words still there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('Page not found: /nao-existe?x=1')).toBeVisible();
  // The site's frame: its title, header and footer (with the legal links) stay.
  await expect(page).toHaveTitle('Página não encontrada | Contábil Online');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' })).toBeVisible();
  await captureScreens(page, testInfo, 'error-404');

  // Paths under /app and malformed parameters are no different.
  for (const path of ['/app/nao-existe', '/contabilidade-em/sao-paulo', '/tools/cnae/123-curto']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }

  await page.goto('/404');
  await expectH1(page, 'Página não encontrada');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
});

test('the app pages with the admin layout: side menu with the active section, company and user menu', async ({
  page,
  companyUser,
}, testInfo) => {
  // Thirteen pages, each loading its data: on a busy two-core machine this passes 30 s.
  test.slow();
  await signInAs(page, companyUser);
  await expectH1(page, `Olá, ${companyUser.name}`);
  await expect(page).toHaveTitle('Painel | Contábil Online');

  for (const route of ADMIN_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page).toHaveURL(route.path);
      const menu = page.getByRole('navigation', SIDE_MENU);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Painel' })).toBeVisible();
      // Only system administrators see the administration group.
      await expect(menu.getByText('Administração')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
      await expect(page).toHaveTitle(`${'title' in route ? route.title : route.h1} | Contábil Online`);
      await expectH1(page, route.h1);
    });
  }

  await page.goto('/app/bank-statements/accounts/conta-123/transactions');
  await expect(
    page.getByRole('navigation', SIDE_MENU).getByRole('link', { name: 'Extratos bancários' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goto('/app/invoices');
  const menu = page.getByRole('navigation', SIDE_MENU);
  await expect(menu.getByRole('link', { name: 'Notas fiscais' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Painel' })).not.toHaveAttribute('aria-current', 'page');
  await captureScreens(page, testInfo, 'admin');

  // Client-side navigation through the side menu.
  await menu.getByRole('link', { name: 'Documentos da empresa' }).click();
  await expect(page).toHaveURL('/app/documents/company');
  await expectH1(page, 'Documentos da empresa');
  await expect(menu.getByRole('link', { name: 'Documentos da empresa' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Documentos', exact: true })).not.toHaveAttribute('aria-current');

  // The user menu: who is signed in, the profile, and the way out.
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  const userMenu = page.getByRole('menu');
  await expect(userMenu).toContainText(companyUser.name);
  await expect(userMenu).toContainText(companyUser.email);
  await page.screenshot({ path: testInfo.outputPath('admin-user-menu-1280.png') });
  await userMenu.getByRole('menuitem', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL('/app/user/my-profile');
  await expectH1(page, 'Meu perfil');
  await expect(page.getByRole('main').getByText(companyUser.email)).toBeVisible();

  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/app/login');
});

test('on a phone the side menu is a drawer opened from the top bar', async ({ page, companyUser }, testInfo) => {
  await signInAs(page, companyUser);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/app/invoices');
  await expectH1(page, 'Notas fiscais');
  await expect(page.getByRole('navigation', SIDE_MENU)).toBeHidden();

  const open = page.getByRole('button', { name: 'Abrir menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await clickUntil(
    page,
    () => open.click(),
    () => expect(drawer).toBeVisible({ timeout: 500 }),
  );
  await expect(drawer.getByRole('link', { name: 'Notas fiscais' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('admin-drawer-open-360.png') });

  await drawer.getByRole('link', { name: 'Extratos bancários' }).click();
  await expect(page).toHaveURL('/app/bank-statements/accounts');
  await expect(drawer).toBeHidden();
  await expectH1(page, 'Extratos bancários');

  await open.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('with one company the top bar names it, with nothing to choose', async ({ page, companyUser }) => {
  await signInAs(page, companyUser);
  await page.goto('/app/invoices');
  await expect(page.getByRole('banner').getByText(companyUser.companyName)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveCount(0);
});

test('with more than one company the top bar has a selector that switches the company', async ({
  page,
  request,
}, testInfo) => {
  const owner = await signUp(request, 'Beatriz Lima');
  await createCompanyFor(request, owner, { status: 'active', name: 'Alfa Serviços Ltda' });
  await createCompanyFor(request, owner, { status: 'active', name: 'Beta Comércio Ltda' });
  await signInAs(page, owner);

  const selector = page.getByRole('combobox', { name: 'Empresa' });
  await expect(selector).toBeVisible();
  await expect(selector).toContainText('Alfa Serviços Ltda');
  await clickUntil(
    page,
    () => selector.click(),
    () => expect(page.getByRole('listbox')).toBeVisible({ timeout: 500 }),
  );
  await expect(page.getByRole('option')).toHaveText(['Alfa Serviços Ltda', 'Beta Comércio Ltda']);
  await page.screenshot({ path: testInfo.outputPath('admin-company-selector-1280.png') });
  await page.getByRole('option', { name: 'Beta Comércio Ltda' }).click();
  await expect(selector).toContainText('Beta Comércio Ltda');
  await expect(page).toHaveURL('/app/panel');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toContainText('Beta Comércio Ltda');
});

test('the admin layout without side menu nor company selector', async ({ page, companyUser }, testInfo) => {
  await signInAs(page, companyUser);
  for (const route of ADMIN_BARE_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
      await expect(page.getByRole('navigation', SIDE_MENU)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByText(companyUser.companyName)).toHaveCount(0);
      await expect(page).toHaveTitle(`${'title' in route ? route.title : route.h1} | Contábil Online`);
      await expectH1(page, route.h1);
    });
  }
  await captureScreens(page, testInfo, 'admin-bare');
});

test('the onboarding layout shows the wizard steps and no side menu', async ({ page, companyUser }, testInfo) => {
  await signInAs(page, companyUser);
  for (const route of ONBOARDING_ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page).toHaveURL(route.path);
      const steps = page.getByRole('list', { name: route.steps });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('listitem')).toHaveCount(route.count);
      await expect(steps.locator('[aria-current="step"]')).toHaveCount(route.current);
      await expect(page.getByRole('navigation', SIDE_MENU)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
      await expect(page).toHaveTitle(`${route.h1} | Contábil Online`);
      await expectH1(page, route.h1);
    });
  }
  await page.goto('/app/wizard/company-opening');
  await captureScreens(page, testInfo, 'onboarding');
});

test('a user without a company lands in the opening wizard, first step current', async ({ page, user }) => {
  await page.goto('/app/login');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/app/wizard/company-opening');
  const steps = page.getByRole('list', { name: 'Etapas da abertura da empresa' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Sócios');
});

test('the default layout: the bank return page with only the logo above it', async ({
  page,
  companyUser,
}, testInfo) => {
  await signInAs(page, companyUser);
  await page.goto('/app/auth/cora/callback');
  await expect(page).toHaveURL('/app/auth/cora/callback');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contábil Online' })).toBeVisible();
  await expect(page.getByRole('navigation', SIDE_MENU)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveCount(0);
  await expect(page).toHaveTitle('Conexão com o Cora | Contábil Online');
  await expectH1(page, 'Conexão com o Cora');
  await captureScreens(page, testInfo, 'default');
});

test('the auth layout keeps the login page', async ({ page }, testInfo) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contábil Online' })).toHaveAttribute('href', '/');
  await captureScreens(page, testInfo, 'auth');
});
