/**
 * The production guard (issue 18): with NODE_ENV=production the API and the worker refuse
 * to start on settings that lose data or mail on a real deployment, and list every problem
 * in one message. It reads the raw environment, before `loadConfig`, so a missing secret
 * and a local database are reported together.
 *
 * ALLOW_SINGLE_NODE=true accepts, on purpose, the two single-box choices (the embedded
 * database and the local disk); every start then logs that it runs as a single node.
 */

import { isLoopbackUrl } from '@contabil/contracts/loopback-url';

export const SINGLE_NODE_WARNING =
  'ALLOW_SINGLE_NODE=true: um único servidor, com banco embutido e/ou disco local — sem réplicas nem failover';

/** The secrets of the API: at least 32 characters each in production. */
const SECRET_VARIABLES = [
  'JWT_SECRET',
  'ACCESS_TOKEN_KEYS',
  'FILE_LINK_KEYS',
  'OAUTH_STATE_KEYS',
  'BANK_TOKEN_KEYS',
  'BANK_TOKENS_KEY',
  'METRICS_TOKEN',
] as const;

/** Secrets production cannot run without. The others, when set, must be long enough. */
const REQUIRED_SECRETS = new Set<string>(['JWT_SECRET']);

export class ProductionGuardError extends Error {
  override readonly name = 'ProductionGuardError';
  constructor(readonly problems: string[]) {
    super(
      [
        `Configuração insegura para produção (NODE_ENV=production); corrija:`,
        ...problems.map((p) => `  - ${p}`),
        'Um único servidor com banco embutido e disco local, de propósito: ALLOW_SINGLE_NODE=true.',
      ].join('\n'),
    );
  }
}

/**
 * A secret given as one value or as `id:secret` entries separated by commas (the rotating
 * keys): each secret part must have 32 characters or more.
 */
function shortSecretParts(value: string): boolean {
  const parts = value.includes(':') ? value.split(',').map((entry) => entry.slice(entry.indexOf(':') + 1)) : [value];
  return parts.some((part) => part.trim().length < 32);
}

/** Every reason the environment is not fit for production; empty outside production. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const singleNode = env.ALLOW_SINGLE_NODE === 'true';
  const problems: string[] = [];
  if (!env.DATABASE_URL && !singleNode) {
    problems.push('DATABASE_URL: não definido — o banco embutido (PGlite) vive no disco de um só servidor');
  }
  if ((env.STORAGE_DRIVER ?? 'local') !== 's3' && !singleNode) {
    problems.push('STORAGE_DRIVER: local — os arquivos ficariam no disco de um só servidor; use s3');
  }
  const host = env.API_HOST ?? 'localhost';
  const port = env.API_PORT ?? '3001';
  const publicUrls = {
    WEB_ORIGIN: env.WEB_ORIGIN ?? 'http://localhost:3000',
    API_PUBLIC_URL: env.API_PUBLIC_URL ?? `http://${host}:${port}`,
  };
  for (const [name, value] of Object.entries(publicUrls)) {
    if (isLoopbackUrl(value)) {
      problems.push(`${name}: ${value} só é acessível nesta máquina; informe o endereço público`);
    }
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL: não definido — nenhum e-mail seria enviado');
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    problems.push('PAYMENT_PROVIDER: sandbox — pagamentos de mentira; use stripe');
  }
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (!value) {
      if (REQUIRED_SECRETS.has(name)) problems.push(`${name}: obrigatório em produção`);
    } else if (shortSecretParts(value)) {
      problems.push(`${name}: precisa ter pelo menos 32 caracteres`);
    }
  }
  return problems;
}

/** Throws ProductionGuardError listing every problem; returns whether it runs as a single node. */
export function assertProductionReady(env: NodeJS.ProcessEnv): { singleNode: boolean } {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionGuardError(problems);
  return { singleNode: env.NODE_ENV === 'production' && env.ALLOW_SINGLE_NODE === 'true' };
}
