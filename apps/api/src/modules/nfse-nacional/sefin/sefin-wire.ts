import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The Sefin Nacional's JSON bodies as the product uses them (names as in the public API
 * documentation of the Sefin Nacional; not checked against the live service from here:
 * see decision 018). Every XML travels gzip-compressed and base64-encoded.
 */
export interface SefinIssueBody {
  dpsXmlGZipB64: string;
}
export interface SefinIssued {
  tipoAmbiente?: number;
  versaoAplicativo?: string;
  dataHoraProcessamento?: string;
  idDps?: string;
  chaveAcesso: string;
  nfseXmlGZipB64: string;
  alertas?: SefinMessage[];
}
export interface SefinMessage {
  Codigo?: string;
  Descricao?: string;
  Complemento?: string;
}
export interface SefinRejected {
  erros?: SefinMessage[];
  erro?: SefinMessage | SefinMessage[];
}
export interface SefinDpsFound {
  idDps?: string;
  chaveAcesso: string;
}
export interface SefinEventBody {
  pedidoRegistroEventoXmlGZipB64: string;
}
export interface SefinEventRegistered {
  eventoXmlGZipB64: string;
}

/** The rejection code of a DPS whose series and number already made a note (the product then asks by its id). */
export const SEFIN_DUPLICATE_DPS_CODE = 'E0014';

export function packXml(xml: string): string {
  return gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
}

export function unpackXml(packed: string): string {
  return gunzipSync(Buffer.from(packed, 'base64')).toString('utf8');
}
