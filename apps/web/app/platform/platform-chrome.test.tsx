// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { CONSENT_COOKIE } from './consent';
import { PlatformChrome } from './platform-chrome';
import { toast } from './toast';

// The chrome reads the location (the manifest's redirects): it lives inside the router.
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

test('the server HTML has the toast region and no consent banner', () => {
  const html = renderToString(
    <MemoryRouter>
      <PlatformChrome />
    </MemoryRouter>,
  );
  expect(html).toContain('aria-label="Notificações');
  expect(html).not.toContain('cookie');
});

test('in the browser: the consent banner and a working toaster', async () => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR');
  render(
    <MemoryRouter>
      <PlatformChrome />
    </MemoryRouter>,
  );
  expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
  act(() => {
    toast.message('Documento enviado.');
  });
  expect(await screen.findByText('Documento enviado.')).toBeTruthy();
});
