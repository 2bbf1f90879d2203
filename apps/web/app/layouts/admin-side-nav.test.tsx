// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCompanyContext, type CompanyContextState } from '~/session/use-company-context';
import { AdminSideNav } from './admin-side-nav';

vi.mock('~/session/use-company-context', () => ({ useCompanyContext: vi.fn() }));

afterEach(cleanup);

function renderAt(
  path: string,
  { isSystemAdmin, hasCompany = true }: { isSystemAdmin: boolean; hasCompany?: boolean },
) {
  const current = hasCompany ? ({ id: 'empresa-1' } as CompanyContextState['current']) : null;
  vi.mocked(useCompanyContext).mockReturnValue({ isSystemAdmin, current } as CompanyContextState);
  const Stub = createRoutesStub([{ path: '*', Component: AdminSideNav }]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

describe('AdminSideNav', () => {
  test('lists the company and account sections, without administration for a company user', () => {
    const nav = renderAt('/app/panel', { isSystemAdmin: false });

    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Painel',
      'Notas fiscais',
      'Configurações fiscais',
      'Conversas',
      'Extratos bancários',
      'Documentos',
      'Documentos da empresa',
      'Obrigações',
      'Duca Benefícios',
      'Indicações',
      'Convites',
      'Assinatura',
      'Perfil',
    ]);
    expect(within(nav).queryByText('Administração')).toBeNull();
  });

  test('a system administrator sees administration first, and the company menu only with a company chosen', () => {
    const nav = renderAt('/app/admin', { isSystemAdmin: true, hasCompany: false });
    const groups = within(nav)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)?.textContent);
    expect(groups).toEqual(['Administração', 'Minha conta']);
    expect(within(nav).queryByRole('link', { name: 'Painel' })).toBeNull();
    cleanup();

    const withCompany = renderAt('/app/panel', { isSystemAdmin: true, hasCompany: true });
    expect(
      within(withCompany)
        .getAllByRole('list')
        .map((list) => document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Administração', 'Minha empresa', 'Minha conta']);
  });

  test('adds the administration group for a system administrator, the work queue first', () => {
    const nav = renderAt('/app/panel', { isSystemAdmin: true });

    const admin = within(nav).getByRole('list', { name: 'Administração' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Fila do escritório', '/app/admin'],
      ['Empresas', '/app/admin/companies'],
      ['Aberturas de empresa', '/app/admin/companies/opening-requests'],
      ['Trocas de contador', '/app/admin/companies/migration-requests'],
      ['Pedidos de NFS-e', '/app/admin/invoices/nf-requests'],
      ['Obrigações das empresas', '/app/admin/obligations'],
      ['Caixa de conversas', '/app/admin/conversations'],
      ['Leads', '/app/admin/leads'],
      ['Links curtos', '/app/admin/links'],
      ['Planos', '/app/admin/plans'],
      ['Usuários', '/app/admin/users'],
      ['Parceiros', '/app/admin/partners'],
    ]);
  });

  test('marks the section of the current page, also on the pages below it', () => {
    const nav = renderAt('/app/bank-statements/accounts/conta-1/transactions', { isSystemAdmin: false });

    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Extratos bancários']);
  });

  test('the company documents do not light up the documents item above them', () => {
    const nav = renderAt('/app/documents/company', { isSystemAdmin: false });

    expect(within(nav).getByRole('link', { name: 'Documentos da empresa' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Documentos' }).getAttribute('aria-current')).toBeNull();
  });

  test('the companies list does not light up on the order lists below its path', () => {
    const nav = renderAt('/app/admin/companies/opening-requests', { isSystemAdmin: true });

    expect(within(nav).getByRole('link', { name: 'Aberturas de empresa' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Empresas' }).getAttribute('aria-current')).toBeNull();
  });
});
