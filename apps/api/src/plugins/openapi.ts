import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contracts from '@contabil/contracts';
import { z } from 'zod';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  jsonSchemaTransform,
} from 'fastify-type-provider-zod';
import { exampleFromSchema, type JsonSchema } from './openapi-examples.js';

/*
 * The OpenAPI document (docs/api-contract.md, "OpenAPI"). One mechanism for every route, so a
 * new route is documented like the others without anything written for it:
 * - every zod schema the contracts package exports as `…Schema` is a named component
 *   (`companySchema` → `#/components/schemas/Company`, `CompanyInput` for its input side);
 *   bodies and responses refer to them, parameters stay inline (OpenAPI parameters are flat);
 * - every operation gets an operationId from its method and path, a description for each
 *   response by status, the error envelope for every error status (400 when it takes input,
 *   401 when it needs a session, on top of the ones the route declares), a description for
 *   each parameter (PARAMETER_DESCRIPTIONS) and an example for its JSON body;
 * - multipart uploads describe their `file` field; binary answers (`produces`) their type.
 * `src/openapi.test.ts` fails when an operation misses any of it; `npm run lint` lints the
 * document with Redocly (redocly.yaml).
 */

type Meta = z.core.GlobalMeta;
type Schemas = Record<string, JsonSchema>;

/**
 * `companySchema` → `Company`. `addressInputSchema` → `AddressFields`: the input side of
 * `addressSchema` is already `AddressInput` (fastify-type-provider-zod's suffix).
 */
export function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '').replace(/Input$/, 'Fields');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/**
 * A registry with an id for every contract schema. Its metadata falls back to zod's global
 * registry, so the descriptions the contracts give with `.describe()` stay in the document.
 */
const NAMED_KINDS = new Set(['object', 'enum', 'union']);

function contractsRegistry(): z.core.$ZodRegistry<Meta> {
  const registry = z.registry<Meta>();
  const own = registry._map;
  const global = z.globalRegistry._map;
  registry._map = {
    get: (schema) => own.get(schema) ?? global.get(schema),
    has: (schema) => own.has(schema) || global.has(schema),
    set(schema, meta) {
      own.set(schema, meta);
      return this;
    },
    delete: (schema) => own.delete(schema),
    [Symbol.toStringTag]: 'WeakMap',
  } as typeof own;
  const named = new Set<unknown>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || named.has(value)) continue;
    // Objects, enums and unions: a string format (Cnpj, IsoDate) reads better inline.
    if (!NAMED_KINDS.has(value._zod.def.type)) continue;
    named.add(value);
    registry.add(value, { ...z.globalRegistry.get(value), id: componentName(name) });
  }
  return registry;
}

/** What each path or query parameter means, by name (a route's own `.describe()` wins). */
export const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  '*': 'O caminho do objeto guardado, como veio no link assinado.',
  accountId: 'A conta bancária (id) a que se limita a lista.',
  alias: 'O apelido do link curto (sem diferenciar maiúsculas).',
  attention: 'Só as empresas que pedem esta atenção.',
  citySlug: 'O município como aparece nos endereços: nome-sem-acentos-uf (ex.: sao-paulo-sp).',
  cnpj: 'O CNPJ, só os 14 dígitos.',
  code: 'O código que o caminho nomeia (CNAE: os 7 dígitos) ou, no retorno do OAuth, o código de autorização.',
  companyId: 'A empresa (id) em que a operação age; o usuário precisa ser membro dela (ou administrador do sistema).',
  competence: 'A competência, no formato AAAA-MM.',
  contentType: 'O tipo do arquivo que será enviado (ex.: application/pdf).',
  cursor: 'O cursor da próxima página, como veio em `nextCursor` na página anterior.',
  date: 'A data (AAAA-MM-DD) ou o mês (AAAA-MM) a que se limita a resposta.',
  entryId: 'O lançamento (id).',
  fileId: 'O arquivo (id).',
  filename: 'O nome do arquivo a enviar.',
  filter: 'Qual recorte da caixa de entrada listar.',
  from: 'Primeiro dia incluído (AAAA-MM-DD).',
  id: 'O identificador do recurso que o segmento anterior do caminho nomeia.',
  includeInactive: '`true` inclui os inativos.',
  inline: '`true` abre o arquivo no navegador em vez de baixá-lo.',
  isActive: 'Só os ativos (`true`) ou só os inativos (`false`).',
  kind: 'O tipo do item que o caminho nomeia (os valores aceitos estão no esquema).',
  lastEventId: 'O último evento recebido: a transmissão continua a partir dele.',
  limit: 'Quantos itens por página (limites no esquema).',
  messageId: 'A mensagem (id).',
  month: 'O mês, no formato AAAA-MM.',
  offset: 'Quantos itens pular antes da página.',
  period: 'O período: AAAA-MM (mês), e onde o esquema aceita, AAAA (ano) ou AAAA-T1…T4 (trimestre).',
  possibleDuplicates: '`true` lista só as transações marcadas como possíveis duplicadas.',
  q: 'O texto procurado.',
  query: 'O texto procurado (nome, e-mail, CNPJ ou número, conforme a lista).',
  returnPath: 'A página do app para onde voltar depois do pagamento (começa com /app/).',
  role: 'Só os usuários com este papel.',
  search: 'O texto procurado.',
  size: 'O tamanho do arquivo em bytes.',
  slug: 'O identificador legível do item no endereço.',
  state: 'O estado do OAuth devolvido pelo banco (confere a conexão pedida).',
  status: 'O status (os valores aceitos estão no esquema).',
  stepId: 'A etapa da trilha da empresa.',
  taxCategoryId: 'Só as transações desta categoria fiscal (id).',
  to: 'Último dia incluído (AAAA-MM-DD).',
  token: 'O código recebido por e-mail.',
  track: 'A trilha: abrir uma empresa ou migrar uma existente.',
  trackStatus: 'Só as empresas com a trilha neste status.',
  type: 'O tipo (os valores aceitos estão no esquema).',
  until: 'Último mês incluído (AAAA-MM).',
  version: 'A versão da foto (o endereço muda a cada foto nova).',
  waitingFor: 'Só os pedidos que esperam esta etapa.',
  withoutTaxCategory: '`true` lista só as transações sem categoria fiscal.',
  year: 'O ano.',
};

const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Sucesso: o resultado no envelope `data` (listas: `data` e a paginação).',
  '201': 'Criado: o recurso criado no envelope `data`.',
  '202': 'Aceito: o trabalho segue em segundo plano.',
  '204': 'Feito, sem corpo.',
  '302': 'Redireciona para o endereço do cabeçalho Location.',
  '400': 'Entrada inválida (`validation_error`, com os campos em `error.fields`, ou `bad_request`).',
  '401': 'Sem sessão ou com o token vencido ou inválido (`unauthorized`).',
  '403': 'A sessão não pode fazer isto (`forbidden`).',
  '404': 'Não encontrado, ou de outra empresa (`not_found`).',
  '409': 'Conflita com o estado atual (`conflict`).',
  '410': 'Não existe mais (`gone`).',
  '413': 'Corpo ou arquivo grande demais (`payload_too_large`).',
  '415': 'Tipo de arquivo ou de corpo não aceito (`unsupported_media_type`).',
  '422': 'Entendido, mas não pode ser processado (`unprocessable`).',
  '429': 'Tentativas demais (`rate_limited`): tente de novo depois do cabeçalho Retry-After.',
  '502': 'O serviço externo de que a operação depende falhou.',
  '503': 'Indisponível no momento (serviço não configurado ou dependência fora do ar).',
};

const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  name: string;
  in: string;
  description?: string;
}
interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: unknown;
}
interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
}
interface Document {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Schemas };
}

/** `GET /companies/{id}/steps/{step}` → `getCompaniesByIdStepsByStep`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return [...(param ? ['By'] : []), ...parts];
    })
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function errorResponse(status: string): Response {
  return {
    description: STATUS_DESCRIPTIONS[status] ?? 'Erro no envelope de erro.',
    content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
  };
}

function documentOperation(operation: Operation, method: string, path: string, schemas: Schemas): void {
  operation.operationId ??= operationIdOf(method, path);
  // A route that shares another's params (…/exports and …/exports/:type) has no such segment:
  // the value takes its default there.
  operation.parameters = operation.parameters?.filter((p) => p.in !== 'path' || path.includes(`{${p.name}}`));
  for (const parameter of operation.parameters ?? []) {
    parameter.description ??= PARAMETER_DESCRIPTIONS[parameter.name];
  }
  // Public operations say so (no security), the others name the bearer token.
  operation.security ??= [];
  const responses = (operation.responses ??= {});
  if ((operation.parameters?.length || operation.requestBody) && !responses['400']) responses['400'] = {};
  if (operation.security?.length && !responses['401']) responses['401'] = {};
  for (const [status, response] of Object.entries(responses)) {
    if (!response.description || response.description === 'Default Response') {
      response.description = STATUS_DESCRIPTIONS[status] ?? response.description ?? 'Resposta.';
    }
    if (Number(status) >= 400)
      responses[status] = { ...errorResponse(status), ...response, content: errorResponse(status).content };
    if (status === '429') {
      responses[status]!.headers = {
        'Retry-After': { description: 'Segundos até poder tentar de novo.', schema: { type: 'integer' } },
      };
    }
    if (/^3/.test(status)) {
      response.headers = { Location: { description: 'O endereço para onde ir.', schema: { type: 'string' } } };
    }
  }
  const json = operation.requestBody?.content?.['application/json'];
  if (json?.schema && json.example === undefined && json.examples === undefined) {
    json.example = exampleFromSchema(json.schema, schemas);
  }
}

/** `/download/{*}` → `/download/{path}`: a path parameter needs a name. */
function nameWildcards(document: Document): void {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.includes('{*}')) continue;
    for (const method of METHODS) {
      for (const parameter of operations[method]?.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      }
    }
    delete document.paths![path];
    document.paths![path.replace('{*}', '{path}')] = operations;
  }
}

/**
 * Paths that differ only by a parameter's name (`/invites/{id}` for DELETE, `/invites/{token}`
 * for GET) are one path for OpenAPI: the later ones join the first, their parameter renamed
 * (each operation keeps its own description of what goes there).
 */
function mergeSamePaths(document: Document): void {
  const paths = document.paths ?? {};
  const firstByShape = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = firstByShape.get(shape);
    if (!first) {
      firstByShape.set(shape, path);
      continue;
    }
    const names = [...first.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const own = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const method of METHODS) {
      const operation = paths[path]![method];
      if (!operation) continue;
      for (const parameter of operation.parameters ?? []) {
        const index = parameter.in === 'path' ? own.indexOf(parameter.name) : -1;
        if (index >= 0) parameter.name = names[index]!;
      }
      paths[first]![method] = operation;
    }
    delete paths[path];
  }
}

/** Keeps the components some operation refers to (directly or through another component). */
function pruneComponents(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

interface RouteSchema {
  hide?: boolean;
  consumes?: string[];
  produces?: string[];
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
}

/** A multipart upload's body: the one field the API reads (lib/multipart-file-reader.ts). */
const MULTIPART_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'O arquivo (um só, no campo `file`).' } },
};

export async function registerOpenApi(
  app: FastifyInstance,
  { serve, webOrigin }: { serve: boolean; webOrigin: string },
): Promise<void> {
  const registry = contractsRegistry();
  const withComponents = createJsonSchemaTransform({ schemaRegistry: registry });
  const addComponents = createJsonSchemaTransformObject({ schemaRegistry: registry });
  await app.register(swagger, {
    openapi: {
      // 3.1: schemas are JSON Schema 2020-12, so a nullable reference is `anyOf [$ref, null]`.
      openapi: '3.1.0',
      info: {
        title: 'Contábil Online API',
        description: 'API principal e de funções. Envelope, erros e autenticação: docs/api-contract.md.',
        version: '0.1.0',
        license: { name: 'Proprietária: termos de uso do produto', url: `${webOrigin}/termos-de-uso` },
      },
      // Relative: the API that serves this document (each installation has its own address).
      servers: [{ url: '/', description: 'Esta API (o endereço de onde veio este documento)' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform(input) {
      const { params, querystring, headers, ...rest } = (input.schema ?? {}) as RouteSchema;
      // Parameters inline (no component refs), bodies and responses with them.
      const flat = jsonSchemaTransform({ ...input, schema: { params, querystring, headers } as typeof input.schema });
      const named = withComponents({ ...input, schema: rest as typeof input.schema });
      const schema = { ...(named.schema as RouteSchema), ...(flat.schema as RouteSchema) };
      if (rest.hide) return named;
      if (rest.consumes?.includes('multipart/form-data') && !schema.body) schema.body = MULTIPART_BODY;
      if (rest.produces && !Object.keys(schema.response ?? {}).some((status) => status.startsWith('2'))) {
        schema.response = {
          ...schema.response,
          200: { type: 'string', format: 'binary', description: `O arquivo (${rest.produces.join(', ')}).` },
        };
      }
      return { schema: schema as typeof input.schema, url: named.url };
    },
    transformObject(input) {
      const document = addComponents(input) as Document;
      const schemas = document.components?.schemas ?? {};
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const method of METHODS) {
          const operation = operations[method];
          if (operation) documentOperation(operation, method, path, schemas);
        }
      }
      nameWildcards(document);
      mergeSamePaths(document);
      pruneComponents(document);
      return document as ReturnType<typeof addComponents>;
    },
  });
  // The document is always built (app.swagger()); API_DOCS decides whether it is served.
  if (serve) {
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }
}
