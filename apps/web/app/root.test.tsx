// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data, Outlet } from 'react-router';
import type { FirmDetails } from '~/lib/firm';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from './root';

const FIRM: FirmDetails = {
  legalName: 'Contábil Online Serviços Contábeis Ltda',
  tradeName: 'Contábil Online',
  cnpj: '12.345.678/0001-95',
  crc: 'CRC-SP 2SP000000/O-0',
  address: 'Av. Paulista, 1000, São Paulo - SP',
  email: 'contato@exemplo.com.br',
  phone: null,
  whatsapp: null,
  whatsappLabel: null,
  dpoName: null,
  dpoEmail: 'privacidade@exemplo.com.br',
};

beforeEach(() => {
  // The 500 branch logs the error on purpose; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function renderFailing(loader: () => never, path = '/x') {
  const Stub = createRoutesStub([
    {
      path: '*',
      loader,
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('root ErrorBoundary', () => {
  test('a 404 shows the Portuguese title first, then "Page Not Found" and the message of the error', async () => {
    renderFailing(() => {
      throw data('Page not found: /nao-existe?x=1', { status: 404 });
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Página não encontrada');
    expect(screen.getByText('Page Not Found')).toBeTruthy();
    expect(screen.getByText('Page not found: /nao-existe?x=1')).toBeTruthy();
  });

  test("a 404 keeps the site's frame: the header, the footer with the firm's details", async () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ firm: FIRM }),
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        ErrorBoundary: ErrorBoundary as never,
        children: [
          {
            path: '*',
            loader: () => {
              throw data('Page not found: /sumiu', { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={['/sumiu']} />);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Página não encontrada');
    expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Contábil Online Serviços Contábeis Ltda');
    expect(footer.textContent).toContain('CNPJ 12.345.678/0001-95');
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe('/privacidade');
    // Portuguese first: the h1 comes before the English words.
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Página não encontrada')).toBeLessThan(text.indexOf('Page Not Found'));
    expect(screen.getByText('Page not found: /sumiu')).toBeTruthy();
  });

  test('a 404 without a message names the path it was asked for', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    }, '/sumiu?a=b');

    expect(await screen.findByText('Page not found: /sumiu?a=b')).toBeTruthy();
  });

  test('in production any other error is an "Internal Server Error" without its inner message', async () => {
    vi.stubEnv('DEV', false);
    renderFailing(() => {
      throw new Error('senha do banco: hunter2');
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Internal Server Error');
    expect(screen.getByText('Erro interno do servidor')).toBeTruthy();
    expect(document.body.textContent).not.toContain('hunter2');
  });

  test('in development the message helps whoever is fixing it', async () => {
    vi.stubEnv('DEV', true);
    renderFailing(() => {
      throw new Error('o loader quebrou');
    });

    expect(await screen.findByText('o loader quebrou')).toBeTruthy();
  });
});
