import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import {
  acceptA1Certificate,
  certificateExpiryWarning,
  sealCertificate,
  unsealCertificate,
} from './accept-certificate.js';
import { createTestA1, createTestCa, type TestCa } from './test-certificates.test-support.js';

const CNPJ = '11222333000181';
const NOW = new Date('2026-11-26T12:00:00Z');
/** The certificates' start, before NOW (the default start is a day before the real today). */
const VALID_FROM = new Date('2026-01-01T00:00:00Z');
let ca: TestCa;
beforeAll(() => {
  ca = createTestCa();
});

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('not refused');
}

describe('accepting an A1 upload', () => {
  test("the company's own certificate is accepted: holder and expiry", () => {
    const a1 = createTestA1(ca, {
      cnpj: CNPJ,
      notBefore: new Date('2026-01-10T00:00:00Z'),
      notAfter: new Date('2027-01-10T03:00:00Z'),
    });
    const accepted = acceptA1Certificate({ pkcs12: a1.pkcs12, password: a1.password, companyCnpj: CNPJ, now: NOW });
    expect(accepted.holderName).toBe('EMPRESA TESTE LTDA');
    expect(accepted.holderCnpj).toBe(CNPJ);
    expect(accepted.notAfter.toISOString()).toBe('2027-01-10T03:00:00.000Z');
  });

  test('a wrong password, another CNPJ, an expired one, no chain, not a PKCS#12: each with its message', () => {
    const a1 = createTestA1(ca, { notBefore: VALID_FROM, cnpj: CNPJ });
    const wrongPassword = refusal(() =>
      acceptA1Certificate({ pkcs12: a1.pkcs12, password: 'outra', companyCnpj: CNPJ, now: NOW }),
    );
    expect(wrongPassword.fields).toEqual({ password: 'Senha do certificado incorreta' });
    const other = createTestA1(ca, { notBefore: VALID_FROM, cnpj: '11444777000161' });
    expect(
      refusal(() =>
        acceptA1Certificate({ pkcs12: other.pkcs12, password: other.password, companyCnpj: CNPJ, now: NOW }),
      ).message,
    ).toBe('Este certificado é do CNPJ 11.444.777/0001-61, não da empresa: envie o certificado A1 da própria empresa');
    const expired = createTestA1(ca, {
      cnpj: CNPJ,
      notBefore: new Date('2025-01-01T12:00:00Z'),
      notAfter: new Date('2026-11-25T12:00:00Z'),
    });
    expect(
      refusal(() =>
        acceptA1Certificate({ pkcs12: expired.pkcs12, password: expired.password, companyCnpj: CNPJ, now: NOW }),
      ).fields,
    ).toEqual({ certificate: 'Este certificado venceu em 25/11/2026: envie um certificado válido' });
    const bare = createTestA1(ca, { notBefore: VALID_FROM, cnpj: CNPJ, withoutChain: true });
    expect(
      refusal(() => acceptA1Certificate({ pkcs12: bare.pkcs12, password: bare.password, companyCnpj: CNPJ, now: NOW }))
        .message,
    ).toBe(
      'O arquivo não traz a cadeia de certificação (as ACs que emitiram o certificado): exporte-o com a cadeia completa',
    );
    expect(
      refusal(() =>
        acceptA1Certificate({ pkcs12: Buffer.from('%PDF-1.4'), password: 'x', companyCnpj: CNPJ, now: NOW }),
      ).fields,
    ).toEqual({ certificate: 'Envie o certificado A1 em formato PKCS#12 (arquivo .pfx ou .p12)' });
  });

  test('sealed at rest: neither the file nor the password readable; opens only with the same key', () => {
    const a1 = createTestA1(ca, { notBefore: VALID_FROM, cnpj: CNPJ });
    const key = Buffer.alloc(32, 1);
    const sealed = sealCertificate(key, a1.pkcs12, a1.password);
    expect(sealed.passwordSealed).not.toContain(a1.password);
    expect(sealed.pkcs12Sealed).not.toContain(a1.pkcs12.toString('base64').slice(0, 40));
    expect(unsealCertificate(key, sealed).holderCnpj).toBe(CNPJ);
    expect(() => unsealCertificate(Buffer.alloc(32, 2), sealed)).toThrow();
  });

  test('warnings 30 and 7 days before expiry', () => {
    const expiry = new Date('2026-12-31T12:00:00Z');
    expect(certificateExpiryWarning(expiry, new Date('2026-11-30T12:00:00Z'))).toBe(null);
    expect(certificateExpiryWarning(expiry, new Date('2026-12-01T12:00:00Z'))).toBe(30);
    expect(certificateExpiryWarning(expiry, new Date('2026-12-24T11:00:00Z'))).toBe(30);
    expect(certificateExpiryWarning(expiry, new Date('2026-12-24T12:00:00Z'))).toBe(7);
    expect(certificateExpiryWarning(expiry, new Date('2027-01-01T12:00:00Z'))).toBe(null);
  });
});
