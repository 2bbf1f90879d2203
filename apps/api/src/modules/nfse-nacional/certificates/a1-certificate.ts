import forge from 'node-forge';

/** What the product keeps and shows of an A1 certificate (PKCS#12) after opening it. */
export interface A1Certificate {
  /** PEM of the holder's RSA private key (PKCS#8). Never logged, stored only encrypted. */
  privateKeyPem: string;
  /** PEM of the holder's certificate. */
  certificatePem: string;
  /** PEMs of the other certificates in the file (the issuing chain). */
  chainPems: string[];
  /** The holder's name as the certificate says it (CN without the document). */
  holderName: string;
  /** 14 digits: from the ICP-Brasil otherName 2.16.76.1.3.3 when present, else from the CN `NAME:CNPJ`. */
  holderCnpj: string | null;
  notBefore: Date;
  notAfter: Date;
  serialNumber: string;
}

export type A1OpenFailure = 'wrong_password' | 'not_pkcs12' | 'no_key' | 'no_certificate';

export class A1OpenError extends Error {
  constructor(readonly reason: A1OpenFailure) {
    super(`A1 certificate could not be opened: ${reason}`);
    this.name = 'A1OpenError';
  }
}

/** ICP-Brasil: the CNPJ of a legal person's certificate, an otherName of the subject alternative name. */
const OID_ICP_BRASIL_CNPJ = '2.16.76.1.3.3';

function cnpjFromOtherName(certificate: forge.pki.Certificate): string | null {
  const extension = certificate.getExtension('subjectAltName') as
    { altNames?: { type: number; value: unknown }[] } | undefined;
  for (const name of extension?.altNames ?? []) {
    // type 0: otherName, value [typeId OID, [0] value]; node-forge leaves it as ASN.1.
    if (name.type !== 0 || !Array.isArray(name.value)) continue;
    const [typeId, wrapped] = name.value as forge.asn1.Asn1[];
    if (!typeId || forge.asn1.derToOid(typeId.value as string) !== OID_ICP_BRASIL_CNPJ) continue;
    const inner = Array.isArray(wrapped?.value) ? (wrapped.value[0] as forge.asn1.Asn1 | undefined) : undefined;
    const digits = typeof inner?.value === 'string' ? inner.value.replace(/\D/g, '') : '';
    if (digits.length === 14) return digits;
  }
  return null;
}

function holderOf(certificate: forge.pki.Certificate): { name: string; cnpj: string | null } {
  const commonName = String(certificate.subject.getField('CN')?.value ?? '');
  const [namePart, documentPart] = commonName.includes(':') ? commonName.split(':') : [commonName, ''];
  const cnDigits = (documentPart ?? '').replace(/\D/g, '');
  return {
    name: (namePart ?? '').trim(),
    cnpj: cnpjFromOtherName(certificate) ?? (cnDigits.length === 14 ? cnDigits : null),
  };
}

/** The holder's name and CNPJ of a certificate (PEM), as for an A1. */
export function certificateHolder(certificatePem: string): { name: string; cnpj: string | null } {
  return holderOf(forge.pki.certificateFromPem(certificatePem));
}

/** Opens a PKCS#12 file with its password: key, certificate, chain, holder and validity. */
export function openA1Certificate(pkcs12: Buffer, password: string): A1Certificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pkcs12.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      throw new A1OpenError(/password|MAC|decrypt/i.test(message) ? 'wrong_password' : 'not_pkcs12');
    }
  } catch (err) {
    if (err instanceof A1OpenError) throw err;
    throw new A1OpenError('not_pkcs12');
  }
  const bagsOf = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const { oids } = forge.pki as unknown as { oids: Record<'pkcs8ShroudedKeyBag' | 'keyBag' | 'certBag', string> };
  const keyBags = [...bagsOf(oids.pkcs8ShroudedKeyBag), ...bagsOf(oids.keyBag)];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new A1OpenError('no_key');
  const certificates = bagsOf(oids.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const publicKeyPem = forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(key.n, key.e));
  const holder = certificates.find((cert) => forge.pki.publicKeyToPem(cert.publicKey) === publicKeyPem);
  if (!holder) throw new A1OpenError('no_certificate');
  const { name, cnpj } = holderOf(holder);
  return {
    privateKeyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    certificatePem: forge.pki.certificateToPem(holder),
    chainPems: certificates.filter((cert) => cert !== holder).map((cert) => forge.pki.certificateToPem(cert)),
    holderName: name,
    holderCnpj: cnpj,
    notBefore: holder.validity.notBefore,
    notAfter: holder.validity.notAfter,
    serialNumber: holder.serialNumber,
  };
}

/** True when each certificate of the chain, from the holder up, is signed by the next one. */
export function chainIsComplete(certificate: A1Certificate): boolean {
  const holder = forge.pki.certificateFromPem(certificate.certificatePem);
  const others = certificate.chainPems.map((pem) => forge.pki.certificateFromPem(pem));
  let current = holder;
  for (let depth = 0; depth <= others.length; depth += 1) {
    // A self-signed certificate ends the chain: the holder's own does not count as one.
    if (current.isIssuer(current)) return depth > 0;
    const issuer = others.find((candidate) => candidate.subject.hash === current.issuer.hash);
    if (!issuer) return false;
    try {
      if (!issuer.verify(current)) return false;
    } catch {
      return false;
    }
    current = issuer;
  }
  return false;
}
