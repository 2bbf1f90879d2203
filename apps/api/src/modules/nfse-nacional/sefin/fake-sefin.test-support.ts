import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { randomInt } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { create } from 'xmlbuilder2';
import { certificateHolder } from '../certificates/a1-certificate.js';
import { createTestServerCertificate, type TestCa } from '../certificates/test-certificates.test-support.js';
import { brasiliaDateTime } from '../dps/dps-builder.js';
import { NFSE_LAYOUT_VERSION, NFSE_NAMESPACE } from '../dps/dps-data.js';
import { signNfseXml, verifyNfseXmlSignature } from '../signing/xml-signature.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import { buildAccessKey } from './access-key.js';
import { packXml, SEFIN_DUPLICATE_DPS_CODE, unpackXml, type SefinMessage } from './sefin-wire.js';

/** A note the fake issued. */
export interface FakeNote {
  accessKey: string;
  number: number;
  dpsId: string;
  providerCnpj: string;
  nfseXml: string;
  cancelled: boolean;
  eventXml: string | null;
}

export interface FakeSefin {
  /** Base URL, as NFSE_API_URL. */
  url: string;
  /** The CA that issued the fake's TLS certificate (the client must trust it). */
  caPem: string;
  notes: FakeNote[];
  /** What the fake saw: every call, with the client certificate's CNPJ. */
  calls: { method: string; path: string; clientCnpj: string | null; status: number }[];
  /** The next DPS is answered 400 with these national errors. */
  rejectNext(errors: SefinMessage[]): void;
  /** The next DPS makes its note, and the answer never comes (the client times out). */
  hangAfterAcceptingNext(): void;
  close(): Promise<void>;
}

interface Failure {
  status: number;
  errors: SefinMessage[];
}

const fail = (status: number, Codigo: string, Descricao: string): Failure => ({
  status,
  errors: [{ Codigo, Descricao }],
});

function child(parent: Element | null | undefined, name: string): Element | undefined {
  return Array.from(parent?.childNodes ?? []).find(
    (node) => node.nodeType === 1 && (node as Element).localName === name,
  ) as Element | undefined;
}
function pathText(parent: Element | undefined, path: string): string {
  let node = parent;
  for (const name of path.split('/')) node = child(node, name);
  return node?.textContent ?? '';
}

/**
 * A local stand-in for the Sefin Nacional (tests and development): HTTPS with a required
 * client certificate issued by `ca`; POST /nfse decompresses the DPS, validates it against
 * DPS_v1.01.xsd, verifies its signature and that it was signed and sent by the provider's
 * certificate, then issues an NFS-e (sequential number, access key) valid against
 * NFSe_v1.01.xsd, signed by the fake. GET /dps/{id}, GET /nfse/{key}, POST /nfse/{key}/eventos
 * (cancellation, e101101). A DPS whose id already made a note is refused as a duplicate.
 */
export async function startFakeSefin(options: { ca: TestCa; port?: number }): Promise<FakeSefin> {
  const serverCertificate = createTestServerCertificate(options.ca);
  const notes: FakeNote[] = [];
  const calls: FakeSefin['calls'] = [];
  let nextRejection: SefinMessage[] | null = null;
  let hangNext = false;
  const hanging = new Set<ServerResponse>();
  let nextNumber = 1;

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  /** Decompress, validate against the schema, verify the signature and its signer. */
  async function checkedDocument(
    packed: unknown,
    kind: 'DPS' | 'pedRegEvento',
    clientCnpj: string,
  ): Promise<Element | Failure> {
    if (typeof packed !== 'string') return fail(400, 'E0001', 'Documento ausente');
    let xml: string;
    try {
      xml = unpackXml(packed);
    } catch {
      return fail(400, 'E0002', 'Documento não está compactado em GZip/Base64');
    }
    const schema = await validateNfseXml(kind, xml);
    if (!schema.valid) return fail(400, 'E1235', `Falha no esquema XML: ${schema.errors[0]?.message ?? ''}`);
    const signature = verifyNfseXmlSignature(xml);
    if (!signature.valid) return fail(400, 'E0714', 'Assinatura digital inválida');
    if (certificateHolder(signature.certificatePem).cnpj !== clientCnpj)
      return fail(400, 'E0715', 'Certificado da assinatura difere do certificado da conexão');
    const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (!root) return fail(400, 'E0001', 'Documento ausente');
    return root as unknown as Element;
  }

  function issueNote(dps: Element, dpsXml: string, providerCnpj: string): FakeNote {
    const inf = child(dps, 'infDPS');
    const number = nextNumber++;
    const issuedAt = new Date();
    const municipality = pathText(inf, 'cLocEmi');
    const accessKey = buildAccessKey({
      municipalityCode: municipality,
      generator: '2',
      cnpj: providerCnpj,
      noteNumber: number,
      issuedAt,
      randomCode: String(randomInt(1_000_000_000)),
    });
    const serviceValue = pathText(inf, 'valores/vServPrest/vServ');
    const withheld = pathText(inf, 'valores/trib/tribMun/tpRetISSQN') !== '1';
    const rate = pathText(inf, 'valores/trib/tribMun/pAliq');
    const cents = Math.round(Number(serviceValue) * 100);
    const issCents = rate ? Math.round((cents * Number(rate)) / 100) : null;
    const money = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
    const netCents = withheld && issCents !== null ? cents - issCents : cents;
    const placeholder = 'FAKE-DPS-PLACEHOLDER';
    const body = create(
      { version: '1.0', encoding: 'UTF-8' },
      {
        NFSe: {
          '@xmlns': NFSE_NAMESPACE,
          '@versao': NFSE_LAYOUT_VERSION,
          infNFSe: {
            '@Id': `NFS${accessKey}`,
            xLocEmi: `Municipio ${municipality}`,
            xLocPrestacao: `Municipio ${pathText(inf, 'serv/locPrest/cLocPrestacao') || municipality}`,
            nNFSe: String(number),
            cLocIncid: municipality,
            xLocIncid: `Municipio ${municipality}`,
            xTribNac: `Servico ${pathText(inf, 'serv/cServ/cTribNac')}`,
            verAplic: 'FakeSefin-1.0',
            ambGer: '2',
            tpEmis: '1',
            procEmi: '1',
            cStat: '100',
            dhProc: brasiliaDateTime(issuedAt),
            nDFSe: String(number),
            emit: {
              CNPJ: providerCnpj,
              xNome: `CONTRIBUINTE ${providerCnpj}`,
              enderNac: {
                xLgr: 'Rua de Teste',
                nro: '1',
                xBairro: 'Centro',
                cMun: municipality,
                UF: 'SP',
                CEP: '01001000',
              },
            },
            valores: {
              vBC: serviceValue,
              ...(rate && issCents !== null ? { pAliqAplic: rate, vISSQN: money(issCents) } : {}),
              ...(withheld && issCents !== null ? { vTotalRet: money(issCents) } : {}),
              vLiq: money(netCents),
            },
            DPS: placeholder,
          },
        },
      },
    ).end({ prettyPrint: false });
    // The DPS goes in as it was signed (its signature stays verifiable inside the note).
    const dpsElement = dpsXml.replace(/^<\?xml[^>]*>\s*/, '');
    const unsigned = body.replace(`<DPS>${placeholder}</DPS>`, dpsElement);
    const nfseXml = signNfseXml(unsigned, 'infNFSe', serverCertificate);
    const note: FakeNote = {
      accessKey,
      number,
      dpsId: inf?.getAttribute('Id') ?? '',
      providerCnpj,
      nfseXml,
      cancelled: false,
      eventXml: null,
    };
    notes.push(note);
    return note;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, clientCnpj: string): Promise<number> {
    const url = new URL(req.url ?? '/', 'https://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      return status;
    };
    const sendFailure = (failure: Failure) => send(failure.status, { erros: failure.errors });
    const path = url.pathname.replace(/^\/SefinNacional/, '');
    if (path === '/nfse' && req.method === 'POST') {
      const json = await readJson(req);
      const packed = json?.dpsXmlGZipB64;
      const checked = await checkedDocument(packed, 'DPS', clientCnpj);
      if ('status' in checked) return sendFailure(checked);
      const inf = child(checked, 'infDPS');
      const providerCnpj = pathText(inf, 'prest/CNPJ');
      if (providerCnpj !== clientCnpj) return sendFailure(fail(400, 'E0160', 'Prestador difere do certificado'));
      if (nextRejection) {
        const errors = nextRejection;
        nextRejection = null;
        return send(400, { erros: errors });
      }
      const dpsId = inf?.getAttribute('Id') ?? '';
      if (notes.some((note) => note.dpsId === dpsId))
        return sendFailure(fail(400, SEFIN_DUPLICATE_DPS_CODE, 'DPS já utilizada para emitir uma NFS-e'));
      const note = issueNote(checked, unpackXml(packed as string), providerCnpj);
      if (hangNext) {
        hangNext = false;
        hanging.add(res);
        return 0;
      }
      return send(201, {
        tipoAmbiente: 2,
        versaoAplicativo: 'FakeSefin-1.0',
        dataHoraProcessamento: brasiliaDateTime(new Date()),
        idDps: dpsId,
        chaveAcesso: note.accessKey,
        nfseXmlGZipB64: packXml(note.nfseXml),
      });
    }
    const dpsMatch = /^\/dps\/(DPS\d{42})$/.exec(path);
    if (dpsMatch && req.method === 'GET') {
      const note = notes.find((item) => item.dpsId === dpsMatch[1] && item.providerCnpj === clientCnpj);
      if (!note) return sendFailure(fail(404, 'E0000', 'DPS não encontrada'));
      return send(200, { idDps: note.dpsId, chaveAcesso: note.accessKey });
    }
    const noteMatch = /^\/nfse\/(\d{50})(\/eventos)?$/.exec(path);
    const note = noteMatch ? notes.find((item) => item.accessKey === noteMatch[1]) : undefined;
    if (noteMatch && !noteMatch[2] && req.method === 'GET') {
      if (!note || note.providerCnpj !== clientCnpj) return sendFailure(fail(404, 'E0000', 'NFS-e não encontrada'));
      return send(200, { chaveAcesso: note.accessKey, nfseXmlGZipB64: packXml(note.nfseXml) });
    }
    if (noteMatch?.[2] && req.method === 'POST') {
      if (!note || note.providerCnpj !== clientCnpj) return sendFailure(fail(404, 'E0000', 'NFS-e não encontrada'));
      const json = await readJson(req);
      const checked = await checkedDocument(json?.pedidoRegistroEventoXmlGZipB64, 'pedRegEvento', clientCnpj);
      if ('status' in checked) return sendFailure(checked);
      const inf = child(checked, 'infPedReg');
      if (pathText(inf, 'chNFSe') !== note.accessKey)
        return sendFailure(fail(400, 'E1801', 'Chave do pedido difere da NFS-e'));
      if (!child(inf, 'e101101')) return sendFailure(fail(400, 'E1802', 'Evento não suportado pelo simulador'));
      if (note.cancelled) return sendFailure(fail(400, 'E0840', 'NFS-e já cancelada'));
      const requestXml = unpackXml(json?.pedidoRegistroEventoXmlGZipB64 as string).replace(/^<\?xml[^>]*>\s*/, '');
      const eventId = `EVT${note.accessKey}101101001`;
      const unsigned = create(
        { version: '1.0', encoding: 'UTF-8' },
        {
          evento: {
            '@xmlns': NFSE_NAMESPACE,
            '@versao': NFSE_LAYOUT_VERSION,
            infEvento: {
              '@Id': eventId,
              verAplic: 'FakeSefin-1.0',
              ambGer: '2',
              nSeqEvento: '1',
              dhProc: brasiliaDateTime(new Date()),
              nDFe: String(note.number),
              pedRegEvento: 'FAKE-EVENT-PLACEHOLDER',
            },
          },
        },
      )
        .end({ prettyPrint: false })
        .replace('<pedRegEvento>FAKE-EVENT-PLACEHOLDER</pedRegEvento>', requestXml);
      note.cancelled = true;
      note.eventXml = signNfseXml(unsigned, 'infEvento', serverCertificate);
      return send(201, { eventoXmlGZipB64: packXml(note.eventXml) });
    }
    return sendFailure(fail(404, 'E0000', 'Recurso não encontrado'));
  }

  const server: Server = createServer(
    {
      key: serverCertificate.privateKeyPem,
      cert: serverCertificate.certificatePem,
      ca: [options.ca.certificatePem],
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const socket = req.socket as TLSSocket;
      const peer = socket.getPeerCertificate();
      const clientCnpj = peer?.raw
        ? certificateHolder(
            `-----BEGIN CERTIFICATE-----\n${
              peer.raw
                .toString('base64')
                .match(/.{1,64}/g)
                ?.join('\n') ?? ''
            }\n-----END CERTIFICATE-----\n`,
          ).cnpj
        : null;
      const entry = { method: req.method ?? '', path: req.url ?? '', clientCnpj, status: 0 };
      calls.push(entry);
      if (!socket.authorized || !clientCnpj) {
        entry.status = 403;
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ erros: [{ Codigo: 'E0403', Descricao: 'Certificado do cliente ausente ou inválido' }] }),
        );
        return;
      }
      handle(req, res, clientCnpj)
        .then((status) => {
          entry.status = status;
        })
        .catch(() => {
          entry.status = 500;
          if (!res.headersSent) res.writeHead(500).end();
        });
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/SefinNacional`,
    caPem: options.ca.certificatePem,
    notes,
    calls,
    rejectNext: (errors) => {
      nextRejection = errors;
    },
    hangAfterAcceptingNext: () => {
      hangNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
