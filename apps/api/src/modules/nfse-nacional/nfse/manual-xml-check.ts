import { DOMParser, type Element } from '@xmldom/xmldom';
import { formatCnpj, formatCpf, nfseXmlCheckMessages, type NfseXmlCheck } from '@contabil/contracts';
import type { NfsXmlCheckRow } from '../../../db/schema/nfs.js';
import { verifyNfseXmlSignature } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';

/** The national layout's namespace: an `NFSe` root in it is a national note. */
const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';

function childElement(parent: Element | undefined, name: string): Element | undefined {
  return Array.from(parent?.childNodes ?? []).find(
    (child) => child.nodeType === 1 && (child as Element).localName === name,
  ) as Element | undefined;
}

function textAt(parent: Element | undefined, path: string): string | null {
  let node = parent;
  for (const name of path.split('/')) node = childElement(node, name);
  const value = node?.textContent?.trim();
  return value ? value : null;
}

function cents(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The verifier throws on some malformed signatures: that is "does not check out". */
function signatureChecksOut(xml: string): boolean {
  try {
    return verifyNfseXmlSignature(xml).valid;
  } catch {
    return false;
  }
}

function parseRoot(xml: string): Element | undefined {
  try {
    // xmldom reports malformed input through its error handler; a document without a root is "not national".
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
    return doc.documentElement ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the XML of a note an accountant issued by hand (manual path, decision 018). When it is
 * an NFS-e of the national layout (root `NFSe` in the national namespace) it is validated against
 * `NFSe_v1.01.xsd` with the same validator as the product's own notes, its signature checked,
 * and its number, provider, taker and service value read; anything else is "not national".
 * Never throws for bad input: what it finds is kept and shown as flags.
 */
export async function readManualNfseXml(xml: string, now: Date): Promise<NfsXmlCheckRow> {
  const checkedAt = now.toISOString();
  const root = parseRoot(xml);
  if (!root || root.localName !== 'NFSe' || root.namespaceURI !== NFSE_NAMESPACE) {
    return {
      national: false,
      schemaValid: null,
      signatureValid: null,
      number: null,
      providerCnpj: null,
      takerDocument: null,
      serviceCents: null,
      checkedAt,
    };
  }
  const schema = await validateNfseXml('NFSe', xml);
  const signatureValid = signatureChecksOut(xml);
  const inf = childElement(root, 'infNFSe');
  const infDps = childElement(childElement(inf, 'DPS'), 'infDPS');
  return {
    national: true,
    schemaValid: schema.valid,
    signatureValid,
    number: textAt(inf, 'nNFSe'),
    providerCnpj: textAt(inf, 'emit/CNPJ') ?? textAt(infDps, 'prest/CNPJ'),
    takerDocument: textAt(infDps, 'toma/CNPJ') ?? textAt(infDps, 'toma/CPF'),
    serviceCents: cents(textAt(infDps, 'valores/vServPrest/vServ')),
    checkedAt,
  };
}

const brl = (valueCents: number) =>
  (valueCents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');

const documentText = (document: string) =>
  document.length === 14 ? formatCnpj(document) : document.length === 11 ? formatCpf(document) : document;

/** The number without leading zeros, for comparing "000123" with "123". */
const sameNumber = (a: string, b: string) => a.replace(/^0+(?=.)/, '') === b.trim().replace(/^0+(?=.)/, '');

/**
 * What the check found, against the request as it is now (the note's number is compared once
 * the accountant has informed it): each difference is a flag with its Portuguese message.
 */
export function xmlCheckView(
  check: NfsXmlCheckRow,
  request: {
    invoiceNumber: string | null;
    totalValueCents: number;
    takerCnpj: string | null;
    takerCpf: string | null;
    companyCnpj: string | null;
  },
): NfseXmlCheck {
  const flags: NfseXmlCheck['flags'] = [];
  if (!check.national) {
    flags.push({ code: 'not_national', message: nfseXmlCheckMessages.notNational });
    return { national: false, number: null, flags, checkedAt: check.checkedAt };
  }
  if (check.schemaValid === false) flags.push({ code: 'schema_invalid', message: nfseXmlCheckMessages.schemaInvalid });
  if (check.signatureValid === false)
    flags.push({ code: 'signature_invalid', message: nfseXmlCheckMessages.signatureInvalid });
  if (check.number && request.invoiceNumber && !sameNumber(check.number, request.invoiceNumber))
    flags.push({
      code: 'number_differs',
      message: nfseXmlCheckMessages.numberDiffers(check.number, request.invoiceNumber),
    });
  if (check.serviceCents === null || check.serviceCents !== request.totalValueCents)
    flags.push({
      code: 'value_differs',
      message: nfseXmlCheckMessages.valueDiffers(
        check.serviceCents === null ? '?' : brl(check.serviceCents),
        brl(request.totalValueCents),
      ),
    });
  const taker = request.takerCnpj ?? request.takerCpf;
  if (taker && check.takerDocument !== taker)
    flags.push({
      code: 'taker_differs',
      message: nfseXmlCheckMessages.takerDiffers(
        check.takerDocument ? documentText(check.takerDocument) : '?',
        documentText(taker),
      ),
    });
  if (request.companyCnpj && check.providerCnpj && check.providerCnpj !== request.companyCnpj)
    flags.push({
      code: 'provider_differs',
      message: nfseXmlCheckMessages.providerDiffers(formatCnpj(check.providerCnpj), formatCnpj(request.companyCnpj)),
    });
  return { national: true, number: check.number, flags, checkedAt: check.checkedAt };
}
