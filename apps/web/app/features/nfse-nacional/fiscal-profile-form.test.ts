import { describe, expect, test } from 'vitest';
import { nfseProfileMessages } from '@contabil/contracts';
import {
  brazilianDate,
  bytesToBase64,
  certificateExpiry,
  certificateFileProblem,
  fiscalProfileFormDefaults,
  fiscalProfileFormSchema,
  ibgeCodeInput,
  type FiscalProfileFormInput,
} from './fiscal-profile-form';

const filled: FiscalProfileFormInput = {
  municipalRegistration: ' 12345 ',
  cityName: 'São Paulo - SP',
  municipalityCode: '3550308',
  simplesOption: '3',
  simplesApuration: '1',
  specialRegime: '0',
  dpsSeries: '1',
  emissionMode: 'automatic',
  defaultNbs: ' 115022000 ',
};

function issues(input: FiscalProfileFormInput): Record<string, string> {
  const result = fiscalProfileFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('fiscal profile form', () => {
  test('a filled form becomes what PUT /nfse/profile takes (trimmed, apuration only for ME/EPP)', () => {
    expect(fiscalProfileFormSchema.parse(filled)).toEqual({
      municipalRegistration: '12345',
      municipalityCode: '3550308',
      simplesOption: '3',
      simplesApuration: '1',
      specialRegime: '0',
      dpsSeries: '1',
      emissionMode: 'automatic',
      defaultNbs: '115022000',
    });
    expect(
      fiscalProfileFormSchema.parse({ ...filled, simplesOption: '1', municipalRegistration: '', defaultNbs: '' }),
    ).toMatchObject({
      simplesOption: '1',
      simplesApuration: null,
      municipalRegistration: null,
      defaultNbs: null,
    });
  });

  test("the contract's Portuguese messages name the wrong fields", () => {
    expect(issues({ ...filled, municipalityCode: '355030', dpsSeries: '000' })).toEqual({
      municipalityCode: 'Informe o código IBGE do município (7 dígitos)',
      dpsSeries: 'A série da DPS tem de 1 a 5 dígitos e não pode ser zero',
    });
    // Every wrong field at once, not the choices first and the texts after.
    expect(issues({ ...filled, simplesOption: '', municipalityCode: '' })).toEqual({
      simplesOption: 'Escolha a situação da empresa no Simples Nacional',
      municipalityCode: 'Informe o código IBGE do município (7 dígitos)',
    });
    expect(issues({ ...filled, simplesApuration: '' })).toEqual({
      simplesApuration: 'Escolha como a empresa apura os tributos no Simples Nacional',
    });
  });

  test('defaults: empty with series 1 before the first save; the saved values after', () => {
    expect(fiscalProfileFormDefaults(null)).toMatchObject({ municipalityCode: '', simplesOption: '', dpsSeries: '1' });
    expect(
      fiscalProfileFormDefaults({
        companyId: '00000000-0000-4000-8000-000000000000',
        municipalRegistration: null,
        municipalityCode: '4106902',
        simplesOption: '2',
        simplesApuration: null,
        specialRegime: '5',
        dpsSeries: '7',
        nextDpsNumber: 12,
        emissionMode: 'manual',
        effectiveEmissionMode: 'manual',
        defaultNbs: null,
        certificate: null,
        canEdit: true,
      }),
    ).toEqual({
      municipalRegistration: '',
      cityName: '',
      municipalityCode: '4106902',
      simplesOption: '2',
      simplesApuration: '',
      specialRegime: '5',
      dpsSeries: '7',
      emissionMode: 'manual',
      defaultNbs: '',
    });
  });

  test('the IBGE code keeps digits only, up to 7', () => {
    expect(ibgeCodeInput('35.503-08 9')).toBe('3550308');
  });
});

describe('certificate', () => {
  const now = new Date('2026-11-27T15:00:00Z'); // 12:00 in Brasília

  test('badge: valid beyond 30 days, a warning within 30 calendar days, expired once past', () => {
    expect(certificateExpiry('2027-01-10T12:00:00Z', now)).toEqual({ tone: 'success', label: 'Válido', daysLeft: 44 });
    expect(certificateExpiry('2026-12-27T12:00:00Z', now)).toEqual({
      tone: 'warning',
      label: 'Vence em 30 dias',
      daysLeft: 30,
    });
    expect(certificateExpiry('2026-12-28T12:00:00Z', now).tone).toBe('success');
    expect(certificateExpiry('2026-11-28T12:00:00Z', now).label).toBe('Vence amanhã');
    // 23:30 in Brasília on the same day is still today, although it is the 28th in UTC.
    expect(certificateExpiry('2026-11-28T02:30:00Z', now)).toEqual({
      tone: 'warning',
      label: 'Vence hoje',
      daysLeft: 0,
    });
    expect(certificateExpiry('2026-11-27T14:59:59Z', now)).toEqual({
      tone: 'destructive',
      label: 'Vencido',
      daysLeft: 0,
    });
    expect(certificateExpiry('2025-06-30T12:00:00Z', now).label).toBe('Vencido');
  });

  test('dates in dd/mm/aaaa, in Brasília', () => {
    expect(brazilianDate('2027-10-01T02:00:00Z')).toBe('30/09/2027');
  });

  test('the file: required, .pfx/.p12, up to 100 KB', () => {
    expect(certificateFileProblem(null)).toBe(nfseProfileMessages.certificateRequired);
    expect(certificateFileProblem({ name: 'empresa.pdf', size: 10 })).toBe(nfseProfileMessages.certificateRequired);
    expect(certificateFileProblem({ name: 'empresa.PFX', size: 102_401 })).toBe(
      'O arquivo do certificado tem no máximo 100 KB',
    );
    expect(certificateFileProblem({ name: 'empresa.p12', size: 4_000 })).toBeNull();
  });

  test('bytes to base64, also past one chunk', () => {
    expect(bytesToBase64(new Uint8Array([0, 255, 16]))).toBe('AP8Q');
    const big = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
  });
});
