import { beforeAll, describe, expect, test } from 'vitest';
import { buildDps } from '../dps/dps-builder.js';
import { sampleDpsData } from '../dps/dps.test-support.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import { chainIsComplete, openA1Certificate, A1OpenError } from '../certificates/a1-certificate.js';
import {
  createTestA1,
  createTestCa,
  type TestA1,
  type TestCa,
} from '../certificates/test-certificates.test-support.js';
import { signNfseXml, verifyNfseXmlSignature } from './xml-signature.js';

let ca: TestCa;
let a1: TestA1;
beforeAll(() => {
  ca = createTestCa();
  a1 = createTestA1(ca, { cnpj: '11222333000181' });
});

describe('A1 certificate', () => {
  test('opens with its password: holder, CNPJ (ICP-Brasil otherName), validity and chain', () => {
    const opened = openA1Certificate(a1.pkcs12, a1.password);
    expect(opened.holderName).toBe('EMPRESA TESTE LTDA');
    expect(opened.holderCnpj).toBe('11222333000181');
    expect(opened.certificatePem).toBe(a1.certificatePem);
    expect(opened.chainPems).toEqual([ca.certificatePem]);
    expect(opened.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(chainIsComplete(opened)).toBe(true);
    expect(opened.privateKeyPem).toContain('BEGIN PRIVATE KEY');
  });

  test('the CNPJ of the CN when there is no otherName; no chain without the CA', () => {
    const bare = createTestA1(ca, { cnpj: '11444777000161', otherName: false, withoutChain: true });
    const opened = openA1Certificate(bare.pkcs12, bare.password);
    expect(opened.holderCnpj).toBe('11444777000161');
    expect(opened.chainPems).toEqual([]);
    expect(chainIsComplete(opened)).toBe(false);
  });

  test('a wrong password and a file that is not PKCS#12 are told apart', () => {
    expect(() => openA1Certificate(a1.pkcs12, 'errada')).toThrow(new A1OpenError('wrong_password'));
    expect(() => openA1Certificate(Buffer.from('não é um certificado'), 'x')).toThrow(new A1OpenError('not_pkcs12'));
  });
});

describe('XMLDSig of the DPS', () => {
  test('signed with the A1: enveloped, C14N, RSA-SHA256; still valid against the XSD; the verifier accepts it', async () => {
    const opened = openA1Certificate(a1.pkcs12, a1.password);
    const { id, xml } = buildDps(sampleDpsData());
    const signed = signNfseXml(xml, 'infDPS', opened);
    expect(signed).toMatch(/<\/infDPS><Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/);
    expect(signed).toContain(`<Reference URI="#${id}">`);
    expect(signed).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(signed).toContain('<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>');
    expect(signed).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    expect(await validateNfseXml('DPS', signed)).toEqual({ valid: true, errors: [] });
    const check = verifyNfseXmlSignature(signed);
    expect(check.valid).toBe(true);
    const bare = (pem: string) => pem.replace(/\s+/g, '');
    expect(check.valid && bare(check.certificatePem)).toBe(bare(a1.certificatePem));
  });

  test('a changed byte breaks it: in the signed data, in the signature value, in the reference', () => {
    const opened = openA1Certificate(a1.pkcs12, a1.password);
    const signed = signNfseXml(buildDps(sampleDpsData()).xml, 'infDPS', opened);
    expect(verifyNfseXmlSignature(signed.replace('<vServ>1500.00</vServ>', '<vServ>1500.01</vServ>'))).toEqual({
      valid: false,
      reason: 'invalid',
    });
    const value = /<SignatureValue>([^<]+)<\/SignatureValue>/.exec(signed)![1]!;
    const flipped = value.startsWith('A') ? `B${value.slice(1)}` : `A${value.slice(1)}`;
    expect(verifyNfseXmlSignature(signed.replace(value, flipped))).toEqual({ valid: false, reason: 'invalid' });
    expect(verifyNfseXmlSignature(signed.replace(/<Reference URI="#DPS\d+">/, '<Reference URI="#outro">'))).toEqual({
      valid: false,
      reason: 'wrong_reference',
    });
    expect(verifyNfseXmlSignature(buildDps(sampleDpsData()).xml)).toEqual({ valid: false, reason: 'no_signature' });
  });

  test('signed by another key with the first certificate in KeyInfo: refused', () => {
    const other = createTestA1(ca, { cnpj: '11222333000181' });
    const signed = signNfseXml(buildDps(sampleDpsData()).xml, 'infDPS', {
      privateKeyPem: other.privateKeyPem,
      certificatePem: a1.certificatePem,
    });
    expect(verifyNfseXmlSignature(signed)).toEqual({ valid: false, reason: 'invalid' });
  });
});
