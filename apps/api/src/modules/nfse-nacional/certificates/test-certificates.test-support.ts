import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/**
 * Certificates made by the tests: a test root CA, an A1 (PKCS#12) for a test CNPJ, a TLS
 * server certificate for the fake Sefin. Nothing here is a real party's key; nothing is committed.
 */
export interface TestCa {
  certificatePem: string;
  privateKeyPem: string;
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

function newKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; pem: string } {
  // Node's key generation is native and fast; node-forge's pure JS one takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e), pem };
}

let serial = 1;
function nextSerial(): string {
  serial += 1;
  return `0${(Date.now() * 1000 + serial).toString(16)}`;
}

function signed(options: {
  subject: forge.pki.CertificateField[];
  publicKey: forge.pki.rsa.PublicKey;
  issuer: { certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | 'self';
  selfKey?: forge.pki.rsa.PrivateKey;
  notBefore: Date;
  notAfter: Date;
  extensions: object[];
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = nextSerial();
  cert.validity.notBefore = options.notBefore;
  cert.validity.notAfter = options.notAfter;
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer === 'self' ? options.subject : options.issuer.certificate.subject.attributes);
  cert.setExtensions(options.extensions);
  const key = options.issuer === 'self' ? options.selfKey! : options.issuer.key;
  cert.sign(key, forge.md.sha256.create());
  return cert;
}

const DAY = 86_400_000;

export function createTestCa(name = 'AC Teste Contabil'): TestCa {
  const keys = newKeyPair();
  const subject = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'Teste' },
    { name: 'commonName', value: name },
  ];
  const certificate = signed({
    subject,
    publicKey: keys.publicKey,
    issuer: 'self',
    selfKey: keys.privateKey,
    notBefore: new Date(Date.now() - 365 * DAY),
    notAfter: new Date(Date.now() + 10 * 365 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true },
    ],
  });
  return {
    certificate,
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem: keys.pem,
    key: keys.privateKey,
  };
}

/** A test CA written out as PEM and read back (the e2e run makes it once and shares it through files). */
export function testCaFromPem(certificatePem: string, privateKeyPem: string): TestCa {
  return {
    certificatePem,
    privateKeyPem,
    certificate: forge.pki.certificateFromPem(certificatePem),
    key: forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey,
  };
}

export interface TestA1 {
  /** The PKCS#12 file as a company uploads it. */
  pkcs12: Buffer;
  password: string;
  cnpj: string;
  certificatePem: string;
  privateKeyPem: string;
}

/**
 * The subject alternative name with the ICP-Brasil otherName (2.16.76.1.3.3) holding the CNPJ,
 * encoded here: node-forge writes otherName as a primitive tag, which OpenSSL refuses.
 */
function cnpjAltNameExtension(cnpj: string) {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.3').getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj),
    ]),
  ]);
  return { id: '2.5.29.17', value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]) };
}

/** An A1 for `cnpj` issued by `ca` (valid a year from yesterday unless told), packed as PKCS#12. */
export function createTestA1(
  ca: TestCa,
  options: {
    cnpj: string;
    name?: string;
    password?: string;
    notBefore?: Date;
    notAfter?: Date;
    /** Leave the CA certificate out of the file. */
    withoutChain?: boolean;
    /** Put the CNPJ in the ICP-Brasil otherName too (default), or only in the CN. */
    otherName?: boolean;
  },
): TestA1 {
  const keys = newKeyPair();
  const name = options.name ?? 'EMPRESA TESTE LTDA';
  const certificate = signed({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ICP-Brasil' },
      { name: 'commonName', value: `${name}:${options.cnpj}` },
    ],
    publicKey: keys.publicKey,
    issuer: { certificate: ca.certificate, key: ca.key },
    notBefore: options.notBefore ?? new Date(Date.now() - DAY),
    notAfter: options.notAfter ?? new Date(Date.now() + 365 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
      { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
      ...(options.otherName === false ? [] : [cnpjAltNameExtension(options.cnpj)]),
    ],
  });
  const password = options.password ?? 'senha-do-certificado';
  const chain = options.withoutChain ? [certificate] : [certificate, ca.certificate];
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, chain, password, { algorithm: '3des' });
  return {
    pkcs12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    password,
    cnpj: options.cnpj,
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem: keys.pem,
  };
}

/** A TLS server certificate for 127.0.0.1 and localhost, issued by `ca` (the fake Sefin's). */
export function createTestServerCertificate(ca: TestCa): { certificatePem: string; privateKeyPem: string } {
  const keys = newKeyPair();
  const certificate = signed({
    subject: [{ name: 'commonName', value: 'localhost' }],
    publicKey: keys.publicKey,
    issuer: { certificate: ca.certificate, key: ca.key },
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + 365 * DAY),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { certificatePem: forge.pki.certificateToPem(certificate), privateKeyPem: keys.pem };
}
