// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LEGAL_DOCUMENTS_VERSION, legalMessages } from '@contabil/contracts';
import { MemoryRouter } from 'react-router';
import { createApiClient } from '~/lib/api-client';
import { ApiClientProvider } from '~/lib/api-client-context';
import { clearStoredSession, readStoredSession } from '~/lib/session-cookies';
import { polyfillRadixDom } from '~/test/step-test-harness';
import { SIGNED_UP_BUT_NOT_IN, SignUpForm, type SignUpFormProps } from './sign-up-form';

const user = {
  uid: '8d6f7a52-3f5e-4b8a-9a55-0c3a3f1d2b11',
  email: 'ana@exemplo.com.br',
  displayName: 'Ana Souza',
  photoUrl: null,
  phoneNumber: '11912345678',
  createdAt: '2026-01-10T12:00:00.000Z',
};
const COMPANY = '11111111-1111-4111-8111-111111111111';
const signInResult = {
  accessToken: 'access.jwt',
  expiresIn: 3600,
  refreshToken: 'refresh',
  user,
  claims: { roles: [], companies: [COMPANY], companyId: COMPANY },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderForm(fetch: typeof globalThis.fetch, props: Partial<SignUpFormProps> = {}) {
  const onSignedUp = vi.fn();
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  render(
    <MemoryRouter>
      <ApiClientProvider client={client}>
        <SignUpForm trackId={null} indicatedBy={null} onSignedUp={onSignedUp} {...props} />
      </ApiClientProvider>
    </MemoryRouter>,
  );
  return { onSignedUp };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function errorOf(label: string): string | undefined {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.dataset.slot === 'form-field-error')
    ?.textContent;
}

function fillValid() {
  fill('Nome completo', 'Ana Souza');
  fill('E-mail', ' Ana@Exemplo.com.br ');
  fill('Celular', '11912345678');
  fill('Senha', 'senha-forte-123');
  fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
}

polyfillRadixDom();

afterEach(() => {
  cleanup();
  clearStoredSession();
});

describe('SignUpForm', () => {
  test('shows the spec messages word for word, without calling the API', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderForm(fetch);
    fill('E-mail', 'ana@');
    fill('Celular', '1191234');
    fill('Senha', 'curta');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveProperty('ariaInvalid', 'true'));
    expect(errorOf('Nome completo')).toBe('Informe o nome');
    expect(errorOf('E-mail')).toBe('E-mail inválido');
    expect(errorOf('Celular')).toBe('Celular inválido');
    expect(errorOf('Senha')).toBe('A senha deve conter no mínimo 8 caracteres');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a message goes away as soon as its field is fixed, without sending again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    renderForm(fetch);
    fill('E-mail', 'ana@');
    fill('Celular', '1191234');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('E-mail inválido'));

    fill('E-mail', 'ana@exemplo.com.br');
    await waitFor(() => expect(errorOf('E-mail')).toBeUndefined());
    fill('Celular', '11912345678');
    await waitFor(() => expect(errorOf('Celular')).toBeUndefined());
    expect(screen.getByLabelText('E-mail')).not.toHaveProperty('ariaInvalid', 'true');
    // The field not yet fixed keeps its message.
    expect(errorOf('Nome completo')).toBe('Informe o nome');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the terms and privacy policy must be accepted; the box links to both and sends the version accepted', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/users') ? json(201, { data: user }) : json(200, { data: signInResult }),
    );
    renderForm(fetch);
    expect(screen.getByRole('link', { name: 'termos de uso' }).getAttribute('href')).toBe('/termos-de-uso');
    expect(screen.getByRole('link', { name: 'política de privacidade' }).getAttribute('href')).toBe('/privacidade');
    fill('Nome completo', 'Ana Souza');
    fill('E-mail', 'ana@exemplo.com.br');
    fill('Celular', '11912345678');
    fill('Senha', 'senha-forte-123');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(legalMessages.acceptanceRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    // Ticked, the message goes at once and the sign-up carries the version.
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
    await waitFor(() => expect(screen.queryByText(legalMessages.acceptanceRequired)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/users');
    expect(JSON.parse(String(init.body)).acceptedLegalVersion).toBe(LEGAL_DOCUMENTS_VERSION);
  });

  test('an empty phone asks for it', async () => {
    renderForm(vi.fn<typeof globalThis.fetch>());
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(errorOf('Celular')).toBe('Informe o celular'));
  });

  test('masks the phone as it is typed', () => {
    renderForm(vi.fn<typeof globalThis.fetch>());
    const phone = screen.getByLabelText('Celular') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '11' } });
    expect(phone.value).toBe('(11');
    fireEvent.change(phone, { target: { value: '119123' } });
    expect(phone.value).toBe('(11) 9123');
    fireEvent.change(phone, { target: { value: '119123456789999' } });
    expect(phone.value).toBe('(11) 91234-5678');
  });

  test('creates the account with the track and the referral, signs in and hands over', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/users') ? json(201, { data: user }) : json(200, { data: signInResult }),
    );
    const { onSignedUp } = renderForm(fetch, { trackId: 'create-company', indicatedBy: 'ANA10' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    const [signUpCall, signInCall] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(signUpCall[0]).toBe('http://api.test/users');
    expect(JSON.parse(String(signUpCall[1].body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '11912345678',
      password: 'senha-forte-123',
      trackId: 'create-company',
      indicatedBy: 'ANA10',
      acceptedLegalVersion: LEGAL_DOCUMENTS_VERSION,
    });
    expect(signInCall[0]).toBe('http://api.test/auth/sign-in');
    expect(JSON.parse(String(signInCall[1].body))).toEqual({
      email: 'ana@exemplo.com.br',
      password: 'senha-forte-123',
    });
    expect(readStoredSession().accessToken).toBe('access.jwt');
    expect(readStoredSession().claims?.companies).toEqual([COMPANY]);
  });

  test('without a track nor referral, neither is sent', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/users') ? json(201, { data: user }) : json(200, { data: signInResult }),
    );
    const { onSignedUp } = renderForm(fetch);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).not.toHaveProperty('trackId');
    expect(body).not.toHaveProperty('indicatedBy');
  });

  test('an invite starts the form with the invited e-mail and sends its token', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/users') ? json(201, { data: user }) : json(200, { data: signInResult }),
    );
    const { onSignedUp } = renderForm(fetch, { inviteToken: 'convite-123', defaultEmail: 'ana@exemplo.com.br' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@exemplo.com.br');
    fill('Nome completo', 'Ana Souza');
    fill('Celular', '11912345678');
    fill('Senha', 'senha-forte-123');
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ email: 'ana@exemplo.com.br', inviteToken: 'convite-123' });
  });

  test('an e-mail already taken is said under the e-mail field', async () => {
    const taken = 'Já existe uma conta com este e-mail';
    renderForm(async () => json(409, { error: { code: 'conflict', message: taken, fields: { email: taken } } }));
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe(taken));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('when only the automatic sign-in fails, says the account exists', async () => {
    const { onSignedUp } = renderForm(async (input) =>
      String(input).endsWith('/users')
        ? json(201, { data: user })
        : json(429, { error: { code: 'rate_limited', message: 'Muitas tentativas.' } }),
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(SIGNED_UP_BUT_NOT_IN);
    expect(onSignedUp).not.toHaveBeenCalled();
  }, 15_000);
});
