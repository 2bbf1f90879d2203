import { DOMParser, type Element } from '@xmldom/xmldom';
import { accessKeyIsValid } from '../sefin/access-key.js';
import { verifyNfseXmlSignature } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';

/** What the product keeps of an NFS-e it received. */
export interface ParsedNfse {
  /** 50 digits. */
  accessKey: string;
  number: string;
  /** dhProc as given (Brasília offset). */
  processedAt: string;
  competenceDate: string;
  dpsId: string;
  providerCnpj: string | null;
  takerDocument: string | null;
  serviceCents: number;
  netCents: number;
  issCents: number | null;
  status: string;
}

export type NfseParseFailure = 'schema' | 'signature' | 'access_key';

export class NfseParseError extends Error {
  constructor(
    readonly reason: NfseParseFailure,
    readonly details: string[] = [],
  ) {
    super(`NFS-e refused: ${reason}`);
    this.name = 'NfseParseError';
  }
}

function text(parent: Element | undefined, path: string): string | null {
  let node: Element | undefined = parent;
  for (const name of path.split('/')) {
    node = node
      ? (Array.from(node.childNodes).find((child) => child.nodeType === 1 && (child as Element).localName === name) as
          Element | undefined)
      : undefined;
  }
  return node?.textContent ?? null;
}

function cents(value: string | null): number | null {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Reads an NFS-e the Sefin returned: valid against NFSe_v1.01.xsd, signed (XMLDSig checks
 * out), with an access key whose check digit is right; then its number, dates and values.
 */
export async function parseNfse(xml: string): Promise<ParsedNfse> {
  const schema = await validateNfseXml('NFSe', xml);
  if (!schema.valid)
    throw new NfseParseError(
      'schema',
      schema.errors.map((error) => error.message),
    );
  if (!verifyNfseXmlSignature(xml).valid) throw new NfseParseError('signature');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement ?? undefined;
  const inf = Array.from(root?.childNodes ?? []).find(
    (child) => child.nodeType === 1 && (child as Element).localName === 'infNFSe',
  ) as Element | undefined;
  const accessKey = (inf?.getAttribute('Id') ?? '').replace(/^NFS/, '');
  if (!accessKeyIsValid(accessKey)) throw new NfseParseError('access_key');
  const infDps = Array.from(
    (
      Array.from(inf?.childNodes ?? []).find(
        (child) => child.nodeType === 1 && (child as Element).localName === 'DPS',
      ) as Element | undefined
    )?.childNodes ?? [],
  ).find((child) => child.nodeType === 1 && (child as Element).localName === 'infDPS') as Element | undefined;
  return {
    accessKey,
    number: text(inf, 'nNFSe') ?? '',
    processedAt: text(inf, 'dhProc') ?? '',
    competenceDate: text(infDps, 'dCompet') ?? '',
    dpsId: infDps?.getAttribute('Id') ?? '',
    providerCnpj: text(inf, 'emit/CNPJ'),
    takerDocument: text(infDps, 'toma/CNPJ') ?? text(infDps, 'toma/CPF'),
    serviceCents: cents(text(infDps, 'valores/vServPrest/vServ')) ?? 0,
    netCents: cents(text(inf, 'valores/vLiq')) ?? 0,
    issCents: cents(text(inf, 'valores/vISSQN')),
    status: text(inf, 'cStat') ?? '',
  };
}
