// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { clearStoredSession, readStoredSession } from '~/lib/session-cookies';
import { SignInForm } from './sign-in-form';

const signInResult = {
  accessToken: 'access.jwt',
  expiresIn: 3600,
  refreshToken: 'refresh',
  user: {
    uid: '8d6f7a52-3f5e-4b8a-9a55-0c3a3f1d2b11',
    email: 'ana@exemplo.com.br',
    displayName: 'Ana',
    photoUrl: null,
    phoneNumber: null,
    createdAt: '2026-01-10T12:00:00.000Z',
  },
  claims: { roles: [], companies: [], companyId: null },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderForm(fetch: typeof globalThis.fetch) {
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  render(
    <ApiClientProvider client={client}>
      <SignInForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />
    </ApiClientProvider>,
  );
  return { onSignedIn, onForgotPassword };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  clearStoredSession();
});

describe('SignInForm', () => {
  test('shows the contract messages under the fields and links them to the inputs', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderForm(fetch);
    fill('E-mail', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveProperty('ariaInvalid', 'true'));
    const description = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('E-mail inválido');
    expect(
      document.getElementById(screen.getByLabelText('Senha').getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Campo obrigatório');
    expect(fetch).not.toHaveBeenCalled();
  });

  test("puts the API's message in the alert region", async () => {
    renderForm(async () => json(401, { error: { code: 'unauthorized', message: 'E-mail ou senha incorretos' } }));
    fill('E-mail', 'ana@exemplo.com.br');
    fill('Senha', 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha incorretos');
  });

  test('is busy while the request runs, then stores the session and hands over', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { onSignedIn } = renderForm(fetch);
    fill('E-mail', '  Ana@Exemplo.com.br ');
    fill('Senha', 'senha-forte-123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const busy = await screen.findByRole('button', { name: 'Entrando…' });
    expect(busy).toHaveProperty('disabled', true);
    // The contract normalises the e-mail before it is sent.
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ana@exemplo.com.br',
      password: 'senha-forte-123',
    });

    await act(async () => answer(json(200, { data: signInResult })));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(readStoredSession()).toEqual({
      accessToken: 'access.jwt',
      currentUser: signInResult.user,
      claims: signInResult.claims,
      contextCompany: null,
      track: null,
    });
  });

  test('the server HTML posts, never GETs, and keeps the submit button off until hydration', () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: vi.fn<typeof globalThis.fetch>() });
    const html = renderToString(
      <ApiClientProvider client={client}>
        <SignInForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />
      </ApiClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  test('"Esqueci minha senha" passes on the e-mail typed so far', () => {
    const { onForgotPassword } = renderForm(vi.fn<typeof globalThis.fetch>());
    fill('E-mail', 'ana@exemplo.com.br');
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(onForgotPassword).toHaveBeenCalledWith('ana@exemplo.com.br');
  });
});
