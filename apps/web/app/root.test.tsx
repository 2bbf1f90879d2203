// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from './root';

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
  test('a 404 shows "Page Not Found", the Portuguese subtitle and the message of the error', async () => {
    renderFailing(() => {
      throw data('Page not found: /nao-existe?x=1', { status: 404 });
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page Not Found');
    expect(screen.getByText('Página não encontrada')).toBeTruthy();
    expect(screen.getByText('Page not found: /nao-existe?x=1')).toBeTruthy();
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
