// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { NfseFiscalProfile } from '@contabil/contracts';
import { json, polyfillRadixDom, renderInApp } from '~/test/step-test-harness';
import { brazilianDate } from '../fiscal-profile-form';
import { NfseSettings } from './nfse-settings-page';

beforeAll(polyfillRadixDom);
afterEach(cleanup);

const COMPANY = '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01';
const DAY = 86_400_000;

function profile(overrides: Partial<NfseFiscalProfile>): NfseFiscalProfile {
  return {
    companyId: COMPANY,
    municipalRegistration: '12345678',
    municipalityCode: '3550308',
    simplesOption: '3',
    simplesApuration: '1',
    specialRegime: '0',
    dpsSeries: '1',
    nextDpsNumber: 42,
    emissionMode: 'manual',
    effectiveEmissionMode: 'manual',
    defaultNbs: null,
    certificate: null,
    canEdit: true,
    ...overrides,
  };
}

function api(answer: Response) {
  return vi.fn<typeof globalThis.fetch>(async () => answer.clone());
}

describe('NfseSettings', () => {
  test('a member reads the profile and the certificate, with no way to change them; an expired A1 says so', async () => {
    const notAfter = new Date(Date.now() - 2 * DAY).toISOString();
    const fetch = api(
      json(200, {
        data: profile({
          canEdit: false,
          certificate: { holder: 'PADARIA LTDA', cnpj: '11222333000181', notAfter, uploadedAt: null },
        }),
      }),
    );
    renderInApp(<NfseSettings companyId={COMPANY} />, fetch);
    await waitFor(() => expect(screen.getByText('PADARIA LTDA')).toBeTruthy());
    expect(screen.getByText('Só um administrador da empresa ou o seu contador pode alterar estes dados.')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText(brazilianDate(notAfter))).toBeTruthy();
    expect(screen.getByText('Vencido')).toBeTruthy();
    expect(screen.getByText('Optante (ME ou EPP)')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar perfil fiscal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar certificado' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(String(fetch.mock.calls[0]![0])).toBe(`http://api.test/nfse/profile?companyId=${COMPANY}`);
  });

  test('before the first save: the empty form, and the certificate waits for the profile', async () => {
    const fetch = api(json(404, { error: { code: 'not_found', message: 'Perfil fiscal não encontrado' } }));
    renderInApp(<NfseSettings companyId={COMPANY} />, fetch);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar perfil fiscal' })).toBeTruthy());
    expect((screen.getByLabelText('Código IBGE do município') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Série da DPS') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('A primeira DPS terá o número 1.')).toBeTruthy();
    expect(screen.getByText('Nenhum certificado enviado.')).toBeTruthy();
    expect(screen.getByText('Salve o perfil fiscal acima antes de enviar o certificado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar certificado' })).toBeNull();
  });

  test('an A1 with 20 days left: the date and a warning badge; the upload form to replace it', async () => {
    const notAfter = new Date(Date.now() + 20 * DAY).toISOString();
    const fetch = api(
      json(200, {
        data: profile({ certificate: { holder: 'PADARIA LTDA', cnpj: '11222333000181', notAfter, uploadedAt: null } }),
      }),
    );
    renderInApp(<NfseSettings companyId={COMPANY} />, fetch);
    await waitFor(() => expect(screen.getByText('Vence em 20 dias')).toBeTruthy());
    expect(screen.getByText(brazilianDate(notAfter))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trocar o certificado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar certificado' })).toBeTruthy();
  });
});
