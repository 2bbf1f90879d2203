// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Company } from '@contabil/contracts';
import { useCompanyContext, type CompanyContextState } from '~/session/use-company-context';
import { CompanySelector } from './company-selector';

vi.mock('~/session/use-company-context', () => ({ useCompanyContext: vi.fn() }));

beforeAll(() => {
  // What Radix Select asks of the DOM and jsdom does not have.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(cleanup);

function company(overrides: Partial<Company>): Company {
  return {
    id: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
    name: 'Padaria Pão Quente Ltda',
    alias: null,
    cnpj: null,
    status: 'active',
    trackId: null,
    trackStatus: 'done',
    municipalInscription: null,
    openedOn: null,
    address: null,
    currentSubscription: null,
    legalNature: null,
    size: null,
    branchType: null,
    mainCnae: null,
    secondaryCnaes: [],
    partners: [],
    isSolePerson: false,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

const alfa = company({
  id: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
  name: 'Alfa Serviços Ltda',
  cnpj: '12345678000190',
});
const beta = company({ id: '9b8e3c1a-5d2f-4e6a-8b7c-1f2e3d4c5b6a', name: 'Beta Comércio Ltda', alias: 'Beta' });

function renderWith(state: Partial<CompanyContextState>) {
  const select = vi.fn(async () => {});
  vi.mocked(useCompanyContext).mockReturnValue({
    companies: [],
    current: null,
    isLoading: false,
    isSystemAdmin: false,
    isSwitching: false,
    select,
    ...state,
  });
  const { container } = render(<CompanySelector />);
  return { select, container };
}

describe('CompanySelector', () => {
  test('with one company there is nothing to choose: its name is text', () => {
    renderWith({ companies: [company({ alias: 'Padaria' })] });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Padaria')).toBeTruthy();
  });

  test('with no company it shows nothing', () => {
    const { container } = renderWith({});
    expect(container.textContent).toBe('');
  });

  test('with several it is a selector named "Empresa" showing the company in context', () => {
    renderWith({ companies: [alfa, beta], current: { ...beta, loadedAt: 0 } as CompanyContextState['current'] });
    const selector = screen.getByRole('combobox', { name: 'Empresa' });
    expect(selector.textContent).toContain('Beta');
  });

  test('lists companies by alias or name with the CNPJ formatted, and switches on choice', async () => {
    const { select } = renderWith({
      companies: [alfa, beta],
      current: { ...beta, loadedAt: 0 } as CompanyContextState['current'],
    });
    const selector = screen.getByRole('combobox', { name: 'Empresa' });
    fireEvent.keyDown(selector, { key: 'Enter' });

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Alfa Serviços LtdaCNPJ 12.345.678/0001-90', 'Beta']);
    fireEvent.click(options[0]!);
    expect(select).toHaveBeenCalledWith(alfa.id);
  });

  test('is disabled while a switch is loading', () => {
    renderWith({ companies: [alfa, beta], isSwitching: true });
    expect(screen.getByRole('combobox', { name: 'Empresa' }).hasAttribute('disabled')).toBe(true);
  });
});
