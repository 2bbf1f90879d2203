import { request as httpsRequest } from 'node:https';
import type { NfseEnvironment } from '../dps/dps-data.js';
import {
  packXml,
  unpackXml,
  type SefinDpsFound,
  type SefinEventRegistered,
  type SefinIssued,
  type SefinMessage,
  type SefinRejected,
  type SefinEventBody,
  type SefinIssueBody,
} from './sefin-wire.js';

/** The Sefin Nacional's base URLs (NFSE_API_URL overrides them: the fake, a proxy). */
export const SEFIN_URLS: Record<NfseEnvironment, string> = {
  production: 'https://sefin.nfse.gov.br/SefinNacional',
  restricted: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
};

export interface SefinClientOptions {
  baseUrl: string;
  /** The company's A1: the TLS client certificate (mutual TLS). */
  certificate: { privateKeyPem: string; certificatePem: string; chainPems?: string[] };
  /** Extra certificate authorities to trust for the server (the fake's test CA); the system's otherwise. */
  trustedCas?: string[];
  timeoutMs?: number;
}

export interface NationalError {
  code: string;
  description: string;
  complement?: string;
}

export type SefinIssueResult =
  | { kind: 'issued'; accessKey: string; nfseXml: string; processedAt: string | null }
  | { kind: 'rejected'; errors: NationalError[] };

/** The Sefin did not answer in time, could not be reached, or failed (5xx): the DPS may or may not have made a note. */
export class SefinUnavailableError extends Error {
  constructor(readonly reason: 'timeout' | 'network' | 'server') {
    super(`Sefin Nacional unavailable: ${reason}`);
    this.name = 'SefinUnavailableError';
  }
}

function nationalErrors(body: unknown): NationalError[] {
  const rejected = (body ?? {}) as SefinRejected;
  const list: SefinMessage[] =
    rejected.erros ?? (Array.isArray(rejected.erro) ? rejected.erro : rejected.erro ? [rejected.erro] : []);
  const errors = list.map((item) => ({
    code: String(item.Codigo ?? ''),
    description: String(item.Descricao ?? ''),
    ...(item.Complemento ? { complement: String(item.Complemento) } : {}),
  }));
  return errors.length > 0
    ? errors
    : [{ code: 'desconhecido', description: 'Resposta da Sefin Nacional sem mensagem' }];
}

function parseJson(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** A client of the Sefin Nacional API over mutual TLS with the company's certificate. */
export class SefinClient {
  constructor(private readonly options: SefinClientOptions) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}${path}`);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const { certificate } = this.options;
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method,
          key: certificate.privateKeyPem,
          cert: [certificate.certificatePem, ...(certificate.chainPems ?? [])].join('\n'),
          ...(this.options.trustedCas ? { ca: this.options.trustedCas } : {}),
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
          timeout: this.options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 500) return reject(new SefinUnavailableError('server'));
            const raw = Buffer.concat(chunks).toString('utf8');
            resolve({ status, body: parseJson(raw) });
          });
          res.on('error', () => reject(new SefinUnavailableError('network')));
        },
      );
      req.on('timeout', () => {
        req.destroy();
        reject(new SefinUnavailableError('timeout'));
      });
      req.on('error', (err) => {
        if (err instanceof SefinUnavailableError) return reject(err);
        reject(new SefinUnavailableError('network'));
      });
      req.end(payload);
    });
  }

  /** POST /nfse: the signed DPS; the NFS-e, or the national errors. */
  async sendDps(signedDpsXml: string): Promise<SefinIssueResult> {
    const { status, body } = await this.call('POST', '/nfse', {
      dpsXmlGZipB64: packXml(signedDpsXml),
    } satisfies SefinIssueBody);
    if (status === 200 || status === 201) {
      const issued = body as SefinIssued;
      return {
        kind: 'issued',
        accessKey: issued.chaveAcesso,
        nfseXml: unpackXml(issued.nfseXmlGZipB64),
        processedAt: issued.dataHoraProcessamento ?? null,
      };
    }
    return { kind: 'rejected', errors: nationalErrors(body) };
  }

  /** GET /dps/{id}: the access key of the note this DPS made, or null when it made none. */
  async findByDpsId(dpsId: string): Promise<string | null> {
    const { status, body } = await this.call('GET', `/dps/${encodeURIComponent(dpsId)}`);
    if (status === 404) return null;
    if (status !== 200) throw new SefinUnavailableError('server');
    return (body as SefinDpsFound).chaveAcesso;
  }

  /** GET /nfse/{accessKey}: the note's XML. */
  async getNfse(accessKey: string): Promise<string | null> {
    const { status, body } = await this.call('GET', `/nfse/${encodeURIComponent(accessKey)}`);
    if (status === 404) return null;
    if (status !== 200) throw new SefinUnavailableError('server');
    return unpackXml((body as SefinIssued).nfseXmlGZipB64);
  }

  /** POST /nfse/{accessKey}/eventos: a signed pedRegEvento; the registered event, or the national errors. */
  async registerEvent(
    accessKey: string,
    signedRequestXml: string,
  ): Promise<{ kind: 'registered'; eventXml: string } | { kind: 'rejected'; errors: NationalError[] }> {
    const { status, body } = await this.call('POST', `/nfse/${encodeURIComponent(accessKey)}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: packXml(signedRequestXml),
    } satisfies SefinEventBody);
    if (status === 200 || status === 201)
      return { kind: 'registered', eventXml: unpackXml((body as SefinEventRegistered).eventoXmlGZipB64) };
    return { kind: 'rejected', errors: nationalErrors(body) };
  }
}
