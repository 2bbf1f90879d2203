/** A JSON schema as the OpenAPI document holds it (the parts the examples read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
  description?: string;
  [key: string]: unknown;
}

/** Values a Brazilian integrator recognises, by field name (valid check digits, real formats). */
const BY_NAME: Record<string, unknown> = {
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  password: 'uma-senha-longa-e-segura',
  currentPassword: 'a-senha-atual-longa',
  newPassword: 'uma-senha-nova-longa',
  cnpj: '11222333000181',
  cpf: '52998224725',
  cep: '01310100',
  zipCode: '01310100',
  uf: 'SP',
  state: 'SP',
  city: 'São Paulo',
  phone: '11987654321',
  whatsapp: '11987654321',
  tradeName: 'Padaria Pão Quente',
  legalName: 'Padaria Pão Quente LTDA',
  description: 'Padaria e confeitaria de bairro',
  message: 'Bom dia, preciso de ajuda com a nota fiscal.',
  text: 'Bom dia, preciso de ajuda com a nota fiscal.',
  token: 'token-recebido-por-e-mail',
  code: '4711302',
  cnae: '4721102',
  month: '2026-01',
  competence: '2026-01',
  year: 2026,
  url: 'https://exemplo.com.br/pagina',
  // The DAS's linha digitável (48 digits; spaces allowed).
  barcode: '858800000011 234500000000 000000000000 000000000000',
};

const BY_FORMAT: Record<string, string> = {
  email: 'maria@exemplo.com.br',
  uuid: '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b',
  date: '2026-01-31',
  'date-time': '2026-01-31T12:00:00.000Z',
  uri: 'https://exemplo.com.br/pagina',
  url: 'https://exemplo.com.br/pagina',
  binary: '(arquivo)',
};

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    current = schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function fits(value: unknown, schema: JsonSchema): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  const type = typeOf(schema);
  if (type === 'string') {
    if (typeof value !== 'string') return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    return true;
  }
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  return type === undefined || typeof value === type;
}

/** Patterns the contracts use for dates, months and codes of N digits. */
const BY_PATTERN: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}/, () => '2026-01-31'],
  [/^\^\\d\{4\}-\(0\[1-9\]\|1\[0-2\]\)/, () => '2026-01'],
  [/^\^\\d\{4\}/, () => '2026'],
  [/^\^\\d\{(\d+)\}\$$/, (match) => '1234567890123456789'.slice(0, Number(match[1]))],
  [/^\^\\d\{(\d+),(\d+)\}\$$/, (match) => '1234567890123456789'.slice(0, Number(match[1]))],
];

function stringExample(schema: JsonSchema): string {
  if (schema.format && BY_FORMAT[schema.format]) return BY_FORMAT[schema.format]!;
  for (const [pattern, example] of BY_PATTERN) {
    const match = schema.pattern ? pattern.exec(schema.pattern) : null;
    if (match && new RegExp(schema.pattern!, 'u').test(example(match))) return example(match);
  }
  const min = schema.minLength ?? 0;
  const text = 'exemplo'.padEnd(Math.max(min, 7), 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
  const value = Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  return integer ? Math.ceil(value) : value;
}

/**
 * An example for a JSON body from its schema: the schema's own example or default when it has
 * one, a recognisable value for known field names and formats, otherwise the simplest value of
 * the type that respects its limits. Optional fields are left out unless known by name.
 */
export function exampleFromSchema(
  input: JsonSchema,
  schemas: Record<string, JsonSchema>,
  name?: string,
  depth = 0,
): unknown {
  const schema = resolve(input, schemas);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const concrete = variants.find((variant) => typeOf(resolve(variant, schemas)) !== 'null') ?? variants[0]!;
    return exampleFromSchema(concrete, schemas, name, depth + 1);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => exampleFromSchema(part, schemas, name, depth + 1));
    const objects = parts.every((part) => part !== null && typeof part === 'object' && !Array.isArray(part));
    return objects ? Object.assign({}, ...parts) : parts[0];
  }
  if (name && name in BY_NAME && fits(BY_NAME[name], schema)) return BY_NAME[name];
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 8) return out;
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || (key in BY_NAME && fits(BY_NAME[key], resolve(property, schemas))))
          out[key] = exampleFromSchema(property, schemas, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      if (!schema.items || depth > 8) return [];
      return Array.from({ length: count }, () => exampleFromSchema(schema.items!, schemas, undefined, depth + 1));
    }
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema);
    default:
      return {};
  }
}
