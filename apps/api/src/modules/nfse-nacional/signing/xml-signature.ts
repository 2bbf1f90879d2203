import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/** The algorithms of the national manual: enveloped signature, C14N 1.0, RSA with SHA-256. */
export const XMLDSIG = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

/**
 * Signs the element `signedElement` (infDPS, infPedReg) of `xml` with the certificate's key:
 * a ds:Signature referencing its Id is appended to the document's root, with the signer's
 * certificate in KeyInfo (as the national system expects).
 */
export function signNfseXml(
  xml: string,
  signedElement: 'infDPS' | 'infPedReg' | 'infNFSe' | 'infEvento',
  signer: { privateKeyPem: string; certificatePem: string },
): string {
  const signature = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: XMLDSIG.signature,
    canonicalizationAlgorithm: XMLDSIG.canonicalization,
  });
  signature.addReference({
    xpath: `/*/*[local-name(.)='${signedElement}']`,
    digestAlgorithm: XMLDSIG.digest,
    transforms: [XMLDSIG.enveloped, XMLDSIG.canonicalization],
  });
  signature.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signature.getSignedXml();
}

export type SignatureCheck =
  | { valid: true; certificatePem: string }
  | { valid: false; reason: 'no_signature' | 'no_certificate' | 'wrong_reference' | 'invalid' };

const SIGNATURE_NS = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * An independent check of a signed national document (what the Sefin does, and what the
 * fake does): one signature, directly under the root, whose single reference is the Id of
 * the root's first child, verified with the certificate in its KeyInfo. Returns that
 * certificate so the caller can compare it with who sent the document.
 */
export function verifyNfseXmlSignature(xml: string): SignatureCheck {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) return { valid: false, reason: 'no_signature' };
  const signatures = Array.from(root.childNodes).filter(
    (node) => node.nodeType === 1 && (node as Element).localName === 'Signature' && node.namespaceURI === SIGNATURE_NS,
  ) as Element[];
  const signatureNode = signatures[0];
  if (signatures.length !== 1 || !signatureNode) return { valid: false, reason: 'no_signature' };
  const certificateText = signatureNode.getElementsByTagNameNS(SIGNATURE_NS, 'X509Certificate')[0]?.textContent;
  if (!certificateText) return { valid: false, reason: 'no_certificate' };
  const base64 = certificateText.replace(/\s+/g, '');
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  const firstChild = Array.from(root.childNodes).find((node) => node.nodeType === 1) as Element | undefined;
  const id = firstChild?.getAttribute('Id');
  const verifier = new SignedXml({ publicCert: certificatePem });
  try {
    // xml-crypto types its Node against the DOM lib where one is loaded (the web's e2e type check): the xmldom node is one.
    verifier.loadSignature(signatureNode as unknown as Parameters<SignedXml['loadSignature']>[0]);
    const references = verifier.getReferences();
    if (!id || references.length !== 1 || references[0]?.uri !== `#${id}`) {
      return { valid: false, reason: 'wrong_reference' };
    }
    if (verifier.signatureAlgorithm !== XMLDSIG.signature) return { valid: false, reason: 'invalid' };
    return verifier.checkSignature(xml) ? { valid: true, certificatePem } : { valid: false, reason: 'invalid' };
  } catch {
    return { valid: false, reason: 'invalid' };
  }
}
