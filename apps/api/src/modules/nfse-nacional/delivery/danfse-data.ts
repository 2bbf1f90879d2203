import { DOMParser, type Element } from '@xmldom/xmldom';
import type { ParsedNfse } from '../nfse/parse-nfse.js';

/**
 * The national public consultation of a note by its access key (Portal Nacional da NFS-e),
 * per environment (tpAmb of the DPS: 1 production, 2 produção restrita). The QR code of the
 * DANFSe points here. Not verified against the real portal from this machine (decision 018).
 */
export const NFSE_PUBLIC_CONSULTATION_URLS = {
  production: 'https://www.nfse.gov.br/ConsultaPublica',
  restricted: 'https://www.producaorestrita.nfse.gov.br/ConsultaPublica',
} as const;

export function publicConsultationUrl(environment: keyof typeof NFSE_PUBLIC_CONSULTATION_URLS, accessKey: string) {
  return `${NFSE_PUBLIC_CONSULTATION_URLS[environment]}/?tpc=1&chave=${accessKey}`;
}

export interface DanfseParty {
  name: string | null;
  /** CNPJ (14) or CPF (11) digits. */
  document: string | null;
  municipalRegistration: string | null;
  /** One line: street, number, complement, district, municipality code / UF, CEP. */
  address: string | null;
  email: string | null;
}

/** What the DANFSe shows, read from a note already checked by `parseNfse`. */
export interface DanfseData {
  accessKey: string;
  number: string;
  environment: 'production' | 'restricted';
  /** dhEmi of the DPS and dhProc of the note, as given (ISO with the Brasília offset). */
  issuedAt: string;
  processedAt: string;
  /** `YYYY-MM-DD`. */
  competenceDate: string;
  dpsSeries: string;
  dpsNumber: string;
  issuer: DanfseParty;
  taker: DanfseParty;
  issuePlace: string | null;
  servicePlace: string | null;
  serviceCode: string;
  serviceCodeDescription: string | null;
  nbs: string | null;
  serviceDescription: string;
  serviceCents: number;
  /** The ISS base, its rate (percent) and value; null when the note has none. */
  baseCents: number | null;
  issRatePercent: number | null;
  issCents: number | null;
  /** 1 not withheld, 2 withheld by the taker, 3 by the intermediary. */
  issWithheld: boolean;
  withheldCents: number | null;
  netCents: number;
  status: string;
  consultationUrl: string;
}

const elementChildren = (node: Element | undefined): Element[] =>
  Array.from(node?.childNodes ?? []).filter((child) => child.nodeType === 1) as Element[];

function find(parent: Element | undefined, path: string): Element | undefined {
  let node = parent;
  for (const name of path.split('/')) node = elementChildren(node).find((child) => child.localName === name);
  return node;
}

const text = (parent: Element | undefined, path: string): string | null => find(parent, path)?.textContent ?? null;

function cents(value: string | null): number | null {
  if (value === null || value === '') return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function addressLine(node: Element | undefined): string | null {
  if (!node) return null;
  const municipality = text(node, 'endNac/cMun') ?? text(node, 'cMun');
  const uf = text(node, 'UF');
  const cep = text(node, 'endNac/CEP') ?? text(node, 'CEP');
  const parts = [
    [text(node, 'xLgr'), text(node, 'nro')].filter(Boolean).join(', '),
    text(node, 'xCpl'),
    text(node, 'xBairro'),
    municipality ? `Município ${municipality}${uf ? `/${uf}` : ''}` : uf,
    cep ? `CEP ${cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' - ') : null;
}

/**
 * Reads what the DANFSe shows from the NFS-e XML (`note` is what `parseNfse` read of it, so
 * the XML is already valid against its schema, signed and with a correct access key).
 */
export function danfseData(nfseXml: string, note: ParsedNfse): DanfseData {
  const root = new DOMParser().parseFromString(nfseXml, 'text/xml').documentElement ?? undefined;
  const inf = find(root, 'infNFSe');
  const infDps = find(inf, 'DPS/infDPS');
  const environment = text(infDps, 'tpAmb') === '1' ? 'production' : 'restricted';
  const emit = find(inf, 'emit');
  const toma = find(infDps, 'toma');
  const withholding = text(infDps, 'valores/trib/tribMun/tpRetISSQN');
  const rate = text(inf, 'valores/pAliqAplic') ?? text(infDps, 'valores/trib/tribMun/pAliq');
  return {
    accessKey: note.accessKey,
    number: note.number,
    environment,
    issuedAt: text(infDps, 'dhEmi') ?? '',
    processedAt: note.processedAt,
    competenceDate: note.competenceDate,
    dpsSeries: text(infDps, 'serie') ?? '',
    dpsNumber: text(infDps, 'nDPS') ?? '',
    issuer: {
      name: text(emit, 'xNome'),
      document: text(emit, 'CNPJ') ?? text(emit, 'CPF') ?? note.providerCnpj,
      municipalRegistration: text(emit, 'IM') ?? text(infDps, 'prest/IM'),
      address: addressLine(find(emit, 'enderNac')),
      email: text(emit, 'email') ?? text(infDps, 'prest/email'),
    },
    taker: {
      name: text(toma, 'xNome'),
      document: text(toma, 'CNPJ') ?? text(toma, 'CPF'),
      municipalRegistration: text(toma, 'IM'),
      address: addressLine(find(toma, 'end')),
      email: text(toma, 'email'),
    },
    issuePlace: text(inf, 'xLocEmi'),
    servicePlace: text(inf, 'xLocPrestacao'),
    serviceCode: text(infDps, 'serv/cServ/cTribNac') ?? '',
    serviceCodeDescription: text(inf, 'xTribNac'),
    nbs: text(infDps, 'serv/cServ/cNBS'),
    serviceDescription: text(infDps, 'serv/cServ/xDescServ') ?? '',
    serviceCents: note.serviceCents,
    baseCents: cents(text(inf, 'valores/vBC')),
    issRatePercent: rate === null ? null : Number(rate),
    issCents: note.issCents,
    issWithheld: withholding === '2' || withholding === '3',
    withheldCents: cents(text(inf, 'valores/vTotalRet')),
    netCents: note.netCents,
    status: note.status,
    consultationUrl: publicConsultationUrl(environment, note.accessKey),
  };
}
