import { formatCnpj, nfseNacionalMessages } from '@contabil/contracts';
import { AppError } from '../../../lib/app-error.js';
import { decryptSecret, encryptSecret } from '../../bank-statements/cora/token-crypto.js';
import { A1OpenError, chainIsComplete, openA1Certificate, type A1Certificate } from './a1-certificate.js';

/** dd/mm/aaaa of an instant, in Brasília. */
function brazilianDate(instant: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(instant);
}

const refuse = (field: 'certificate' | 'password', message: string) =>
  new AppError('validation_error', 400, message, { [field]: message });

/**
 * Opens an uploaded A1 and checks it can sign the company's notes: the password opens it,
 * it holds the company's CNPJ, it is valid today, and it carries its issuing chain. Each
 * refusal is a 400 in Portuguese on `certificate` or `password`.
 */
export function acceptA1Certificate(input: {
  pkcs12: Buffer;
  password: string;
  companyCnpj: string;
  now: Date;
}): A1Certificate {
  let certificate: A1Certificate;
  try {
    certificate = openA1Certificate(input.pkcs12, input.password);
  } catch (err) {
    if (err instanceof A1OpenError && err.reason === 'wrong_password')
      throw refuse('password', nfseNacionalMessages.certificateWrongPassword);
    throw refuse('certificate', nfseNacionalMessages.certificateNotPkcs12);
  }
  if (!certificate.holderCnpj) throw refuse('certificate', nfseNacionalMessages.certificateWithoutCnpj);
  if (certificate.holderCnpj !== input.companyCnpj)
    throw refuse('certificate', nfseNacionalMessages.certificateOtherCnpj(formatCnpj(certificate.holderCnpj)));
  if (certificate.notAfter.getTime() < input.now.getTime())
    throw refuse('certificate', nfseNacionalMessages.certificateExpired(brazilianDate(certificate.notAfter)));
  if (certificate.notBefore.getTime() > input.now.getTime())
    throw refuse('certificate', nfseNacionalMessages.certificateNotYetValid(brazilianDate(certificate.notBefore)));
  if (!chainIsComplete(certificate)) throw refuse('certificate', nfseNacionalMessages.certificateWithoutChain);
  return certificate;
}

/** The file and its password as stored: each sealed with AES-256-GCM under NFSE_CERTIFICATES_KEY. */
export interface SealedCertificate {
  pkcs12Sealed: string;
  passwordSealed: string;
}

export function sealCertificate(key: Buffer, pkcs12: Buffer, password: string): SealedCertificate {
  return { pkcs12Sealed: encryptSecret(key, pkcs12.toString('base64')), passwordSealed: encryptSecret(key, password) };
}

/** Opens a stored certificate again (to sign and to connect); throws when the key changed or the text was altered. */
export function unsealCertificate(key: Buffer, sealed: SealedCertificate): A1Certificate {
  const pkcs12 = Buffer.from(decryptSecret(key, sealed.pkcs12Sealed), 'base64');
  return openA1Certificate(pkcs12, decryptSecret(key, sealed.passwordSealed));
}

/** Days before expiry when the company and our accountants are warned: 30, then 7. */
export function certificateExpiryWarning(notAfter: Date, now: Date): 30 | 7 | null {
  const days = (notAfter.getTime() - now.getTime()) / 86_400_000;
  if (days < 0) return null;
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  return null;
}
