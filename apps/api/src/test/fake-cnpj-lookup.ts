import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A BrasilAPI CNPJ answer (GET /api/cnpj/v1/{cnpj}), as shared/data/apis/brasilapi_doc_cnpj.json shows it. */
export function brasilApiCompany(cnpj: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uf: 'SP',
    cep: '01311902',
    qsa: [{ nome_socio: 'HAYDEE SVAB', qualificacao_socio: 'Presidente', cnpj_cpf_do_socio: '***112108**' }],
    cnpj,
    pais: null,
    email: null,
    porte: 'DEMAIS',
    bairro: 'BELA VISTA',
    numero: '37',
    municipio: 'SAO PAULO',
    logradouro: 'PAULISTA 37',
    cnae_fiscal: 9430800,
    complemento: 'ANDAR 4',
    codigo_porte: 5,
    razao_social: 'OPEN KNOWLEDGE BRASIL',
    nome_fantasia: 'REDE PELO CONHECIMENTO LIVRE',
    capital_social: 0,
    ddd_telefone_1: '1123851939',
    opcao_pelo_mei: null,
    codigo_municipio: 7107,
    cnaes_secundarios: [
      { codigo: 9493600, descricao: 'Atividades de organizações associativas ligadas à cultura e à arte' },
      { codigo: 6204000, descricao: 'Consultoria em tecnologia da informação' },
    ],
    natureza_juridica: 'Associação Privada',
    opcao_pelo_simples: null,
    situacao_cadastral: 2,
    cnae_fiscal_descricao: 'Atividades de associações de defesa de direitos sociais',
    codigo_municipio_ibge: 3550308,
    data_inicio_atividade: '2013-10-03',
    data_situacao_cadastral: '2013-10-03',
    codigo_natureza_juridica: 3999,
    identificador_matriz_filial: 1,
    descricao_situacao_cadastral: 'ATIVA',
    descricao_tipo_de_logradouro: 'AVENIDA',
    descricao_motivo_situacao_cadastral: 'SEM MOTIVO',
    descricao_identificador_matriz_filial: 'MATRIZ',
    ...overrides,
  };
}

export type FakeCnpjLookupBehaviour = 'normal' | 'hang' | 'error' | 'not-json';

export interface FakeCnpjLookup {
  /** Base URL: the service is asked GET {url}/{cnpj}. */
  url: string;
  /** The paths asked, in order. */
  requests: string[];
  /** Known CNPJs (14 characters) and their answers; others are 404. */
  companies: Map<string, Record<string, unknown>>;
  /** normal; hang (never answers: longer than any timeout); error (500); not-json (200 with HTML). */
  behaviour: FakeCnpjLookupBehaviour;
  close(): Promise<void>;
}

/** A fake BrasilAPI on 127.0.0.1, port 0: tests never call the internet. */
export async function startFakeCnpjLookup(
  known: Record<string, Record<string, unknown>> = {},
): Promise<FakeCnpjLookup> {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeCnpjLookup, 'url' | 'close'> = {
    requests: [],
    companies: new Map(Object.entries(known)),
    behaviour: 'normal',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    fake.requests.push(path);
    if (fake.behaviour === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.behaviour === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"erro interno"}');
      return;
    }
    if (fake.behaviour === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
      return;
    }
    const cnpj = decodeURIComponent(path.split('/').pop() ?? '');
    const company = fake.companies.get(cnpj);
    if (!company) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: 'NotFoundError', message: `CNPJ ${cnpj} não encontrado.`, type: 'not_found' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(company));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api/cnpj/v1`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
