import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseEmailList, type FeatureFlagLists } from '../modules/feature-flags/feature-flags.service.js';
import type { StorageConfig } from '../modules/storage/create-object-storage.js';
import { deriveStorageSigningSecret } from '../modules/storage/local-links.js';
import { loadLucaConfig, type LucaConfig } from './luca.js';
import { loadNfseConfig, type NfseConfig } from './nfse.js';
import { parseKeyList } from '../lib/keyring.js';
import { appKeys, type AppKeys } from './keys.js';

/** `id:secret,id:secret` (the first signs; every one verifies): the rotating keys. */
const keyList = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    const parsed = value === undefined || value === '' ? [] : parseKeyList(value);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
  });

/** The internal accounts that see features first (spec section 6); the demo accounts here. */
const DEFAULT_FLAG_EMAILS = 'admin@demo.contabil.local,empresa@demo.contabil.local';

/** A five-field cron expression (minute hour day month weekday) or `off`. */
const cronSetting = z
  .string()
  .trim()
  .regex(/^(off|\S+(\s+\S+){4})$/, 'uma expressão cron de cinco campos (ex.: "5 * * * *") ou off');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_HOST: z.string().default('localhost'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().url().optional(),
    /** PostgreSQL: connections of each process's pool (the job queue has 4 more of its own). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * PostgreSQL: idle pooled connections are not closed below this many (pg-pool's `min`);
     * unset, DATABASE_POOL_MAX: a connection once opened stays (decision 017: with a floor
     * under the steady concurrency the pool closed and reopened connections under steady load).
     */
    DATABASE_POOL_MIN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(1000).optional(),
    ),
    /** PostgreSQL: a statement running longer is cancelled (statement_timeout); 0 turns it off. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** PostgreSQL: an unused pooled connection is closed after this long. */
    DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
    /**
     * PostgreSQL: opening a connection (and waiting for a free one in a full pool) fails after
     * this long: a silent database (host powered off, network partition) answers 503 then.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * PostgreSQL: a query with no answer this long fails and its connection is closed; unset,
     * DATABASE_STATEMENT_TIMEOUT_MS + 5 s (none when that is 0). Must stay above the statement
     * timeout, so that a long statement is cancelled by the server first; 0 turns it off.
     */
    DATABASE_READ_TIMEOUT_MS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(3_600_000).optional(),
    ),
    /** PostgreSQL: TCP keepalive probes start on a connection idle this long. */
    DATABASE_KEEPALIVE_DELAY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
    /** Bearer token of GET /metrics (API and web); unset, /metrics answers 404. */
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(32, 'METRICS_TOKEN precisa ter pelo menos 32 caracteres').optional(),
    ),
    /** A stop (SIGTERM) drains HTTP, then running jobs finish or go back to the queue, within this. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa ter pelo menos 32 caracteres').optional(),
    WEB_ORIGIN: z.string().url().default('http://localhost:3000'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Contábil Online <nao-responda@contabil.local>'),
    SUPPORT_EMAIL: z.email({ error: 'um e-mail válido' }).default('suporte@contabil.local'),
    SUPPORT_WHATSAPP: z
      .string()
      .regex(/^\d{12,13}$/, 'só dígitos com país e DDD, como 5511912345678')
      .optional(),
    /** The firm's legal details (the web's footer reads the same variables): the fee receipts. */
    FIRM_LEGAL_NAME: z.string().trim().min(1).default('Contábil Online'),
    FIRM_CNPJ: z.string().trim().optional(),
    FIRM_CRC: z.string().trim().optional(),
    FIRM_ADDRESS: z.string().trim().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    FEATURE_PANEL_EMAILS: z.string().default(DEFAULT_FLAG_EMAILS),
    FEATURE_CORA_EMAILS: z.string().default(DEFAULT_FLAG_EMAILS),
    API_PUBLIC_URL: z.string().url().optional(),
    CNPJ_LOOKUP_URL: z.string().url().default('https://brasilapi.com.br/api/cnpj/v1'),
    CNPJ_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    CNPJ_LOOKUP: z.enum(['required', 'off']).optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'precisa começar com sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'precisa começar com whsec_').optional(),
    /** Whether this process works the job queue (and fires its schedules): `off` on a web-only replica. */
    WORKER: z.enum(['on', 'off']).default('on'),
    /** When the monthly NFS schedules are checked (cron, Brasília time), or `off`. */
    JOB_CRON_NFS_SCHEDULES: cronSetting.default('5 * * * *'),
    /** When guides are marked overdue and due-date reminders go out (cron, Brasília time), or `off`. */
    JOB_CRON_DOCUMENTS: cronSetting.default('15 * * * *'),
    JOB_CRON_OBLIGATIONS: cronSetting.default('0 8 * * *'),
    /** When the A1 certificates' expiry warnings (30 and 7 days before) go out (cron, Brasília time), or `off`. */
    JOB_CRON_CERTIFICATE_EXPIRY: cronSetting.default('0 9 * * *'),
    /** When queued object deletions are retried (cron, Brasília time), or `off`. */
    JOB_CRON_STORAGE_CLEANUP: cronSetting.default('*/10 * * * *'),
    /** When unread conversation messages are e-mailed (cron, Brasília time), or `off`. */
    JOB_CRON_CONVERSATION_EMAILS: cronSetting.default('* * * * *'),
    /** When billing runs: referral credits to the provider, cancellations due, dunning (cron, Brasília time), or `off`. */
    JOB_CRON_BILLING: cronSetting.default('40 * * * *'),
    /** Days after a charge became unpaid on which the customer is e-mailed (comma-separated, 0 = the day itself). */
    BILLING_DUNNING_EMAIL_DAYS: z
      .string()
      .regex(/^\d{1,3}(,\d{1,3})*$/, 'dias separados por vírgula (ex.: "0,5,10")')
      .default('0,5,10')
      .transform((value) => [...new Set(value.split(',').map(Number))].sort((a, b) => a - b)),
    /** Days after a charge became unpaid on which the company is disabled (the grace). */
    BILLING_DUNNING_DISABLE_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(15),
    /** A conversation message unread this many minutes reaches the person by e-mail (batched). */
    CONVERSATION_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(5),
    /** First wait before an e-mail that failed is tried again; it doubles up to 10 minutes. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Where files live: the local disk under DATA_DIR/objects, or an S3-compatible bucket. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Sign-ins allowed per IP every 15 minutes (brute-force guard). */
    SIGN_IN_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
    CORA_OAUTH_URL: z.string().url().optional(),
    CORA_API_URL: z.string().url().optional(),
    CORA_CLIENT_ID: z.string().min(1).optional(),
    CORA_CLIENT_SECRET: z.string().min(1).optional(),
    BANK_TOKENS_KEY: z.string().min(32, 'BANK_TOKENS_KEY precisa ter pelo menos 32 caracteres').optional(),
    ACCESS_TOKEN_KEYS: keyList,
    FILE_LINK_KEYS: keyList,
    OAUTH_STATE_KEYS: keyList,
    BANK_TOKEN_KEYS: keyList,
    /**
     * Which proxies may set X-Forwarded-For: unset or `none` trusts none (the socket's
     * address is the client), a number trusts that many hops, a comma-separated list names
     * the proxies' addresses or CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .refine((value) => value === undefined || parseTrustProxy(value) !== null, {
        message: 'none, um número de saltos (1) ou uma lista de IPs/CIDRs separados por vírgula',
      }),
    /** Sign-ups (each an argon2 hash) allowed per IP every hour. */
    SIGN_UP_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    /** /docs and /openapi.json: `public` serves them, `off` answers 404. */
    API_DOCS: z.enum(['public', 'off']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'obrigatório em produção' });
    }
    const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'stripe' : 'sandbox');
    if (provider === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'obrigatório com PAYMENT_PROVIDER=stripe' });
      }
    }
    const coraKeys = ['CORA_OAUTH_URL', 'CORA_API_URL', 'CORA_CLIENT_ID', 'CORA_CLIENT_SECRET'] as const;
    if (coraKeys.some((key) => env[key])) {
      for (const key of coraKeys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'obrigatório junto com as outras CORA_*' });
      }
    }
    const readTimeout = env.DATABASE_READ_TIMEOUT_MS;
    if (readTimeout && env.DATABASE_STATEMENT_TIMEOUT_MS > 0 && readTimeout <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_TIMEOUT_MS'],
        message: 'precisa ser maior que DATABASE_STATEMENT_TIMEOUT_MS (ou 0, desligado)',
      });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'obrigatório com STORAGE_DRIVER=s3' });
      }
    }
  });

/** DATABASE_READ_TIMEOUT_MS's default: this much above the statement timeout. */
export const READ_TIMEOUT_MARGIN_MS = 5000;

export type Env = z.infer<typeof envSchema>;

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `none` (or empty) -> false; `1`..`10` -> that many hops; otherwise a comma
 * separated list of IPv4/IPv6 addresses or CIDRs. `true` (trust anyone) is refused on
 * purpose: it lets any client forge its address. null when malformed.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'none' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : hops === 0 ? false : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = address ? isIP(address) : 0;
    if (!family || rest.length > 0) return null;
    if (prefix !== undefined) {
      if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return null;
    }
  }
  return entries;
}

/** The firm's razão social, CNPJ, CRC registration and address (null: not configured, not printed). */
export interface FirmDetails {
  legalName: string;
  cnpj: string | null;
  crc: string | null;
  address: string | null;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL pool: size and timeouts (ms; statementTimeoutMs and readTimeoutMs 0 = none);
   * connect, read and keepalive: how long a silent connection lasts (db/client.ts).
   */
  databasePool: {
    max: number;
    min: number;
    statementTimeoutMs: number;
    idleTimeoutMs: number;
    connectTimeoutMs: number;
    readTimeoutMs: number;
    keepAliveInitialDelayMs: number;
  };
  /** GET /metrics's bearer token; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /** How long a graceful stop may take before the process exits anyway. */
  shutdownGraceMs: number;
  jwtSecret: string;
  webOrigin: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where customers reach us (the disabled-account page shows it). */
  supportEmail: string;
  /** WhatsApp number for the same page (digits with country and area code), when there is one. */
  supportWhatsapp: string | undefined;
  /** The firm's legal details printed on the receipts of its fee (FIRM_*). */
  firm: FirmDetails;
  logLevel: Env['LOG_LEVEL'];
  bodyLimitBytes: number;
  seedDemo: boolean;
  featureFlags: FeatureFlagLists;
  /** Where browsers reach the API (links in e-mails, the sandbox checkout). */
  apiPublicUrl: string;
  /** BrasilAPI-compatible: GET {url}/{cnpj}. Required in production; off elsewhere unless asked. */
  cnpjLookup: { mode: 'required' | 'off'; url: string; timeoutMs: number };
  payments: { provider: 'sandbox' } | { provider: 'stripe'; secretKey: string; webhookSecret: string };
  /** Where the bytes of company files live (modules/storage). */
  storage: StorageConfig;
  /** Sign-ins allowed per IP every 15 minutes. */
  signInMaxPerIp: number;
  /** Sign-ups allowed per IP every hour. */
  signUpMaxPerIp: number;
  /** Fastify's trustProxy: false (none), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  /** Whether /docs and /openapi.json are served (`public`, the default outside production) or not. */
  apiDocs: 'public' | 'off';
  /** Luca's optional language model (config/luca.ts). */
  luca: LucaConfig;
  /** The NFS-e Nacional integration (config/nfse.ts). */
  nfse: NfseConfig;
  /** The job queue (src/jobs): whether this process works it, and the periodic jobs' schedules. */
  jobs: JobsConfig;
  /** The Cora connection (bank statements); null when CORA_* are not set (the calls answer 503). */
  cora: CoraConfig | null;
  /** Encrypts the banks' OAuth tokens at rest; derived from jwtSecret when not set. */
  bankTokensKey: string | undefined;
  /** The four keys with ids (config/keys.ts); derived from jwtSecret when absent (tests). */
  keys?: AppKeys;
}

export interface JobsConfig {
  /** This process works jobs and fires the schedules (WORKER=on); an API replica may leave it to others. */
  worker: boolean;
  /** Cron expressions in Brasília time; null turns the schedule off. */
  cron: {
    nfsSchedules: string | null;
    documents: string | null;
    obligations: string | null;
    certificateExpiry: string | null;
    storageCleanup: string | null;
    conversationEmails: string | null;
    billing: string | null;
  };
  /** Dunning (issue 24): the e-mail days after a charge became unpaid, and the day the company is disabled. */
  billingDunning: { emailDays: number[]; disableAfterDays: number };
  /** First retry delay of an e-mail, in seconds (doubles up to 600). */
  mailRetryDelaySeconds: number;
  /** Minutes a conversation message stays unread before it is e-mailed. */
  conversationEmailDelayMinutes: number;
}

export interface CoraConfig {
  oauthUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** WEB_ORIGIN + /app/auth/cora/callback. */
  redirectUri: string;
}

/** Parses the environment once; refuses to start and lists every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside apps/api; a relative DATA_DIR means the folder
  // the person ran npm from (INIT_CWD), so `npm start` and `npm run create-admin`
  // at the repository root share ./.data.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const jwtSecret = env.JWT_SECRET ?? developmentSecret(dataDir);
  const keys = appKeys(env, jwtSecret, env.BANK_TOKENS_KEY);
  const apiPublicUrl = (env.API_PUBLIC_URL ?? `http://${env.API_HOST}:${env.API_PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      max: env.DATABASE_POOL_MAX,
      min: Math.min(env.DATABASE_POOL_MIN ?? env.DATABASE_POOL_MAX, env.DATABASE_POOL_MAX),
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      readTimeoutMs:
        env.DATABASE_READ_TIMEOUT_MS ??
        (env.DATABASE_STATEMENT_TIMEOUT_MS > 0 ? env.DATABASE_STATEMENT_TIMEOUT_MS + READ_TIMEOUT_MARGIN_MS : 0),
      keepAliveInitialDelayMs: env.DATABASE_KEEPALIVE_DELAY_MS,
    },
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    jwtSecret,
    webOrigin: env.WEB_ORIGIN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    firm: {
      legalName: env.FIRM_LEGAL_NAME,
      cnpj: env.FIRM_CNPJ || null,
      crc: env.FIRM_CRC || null,
      address: env.FIRM_ADDRESS || null,
    },
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    seedDemo: env.NODE_ENV === 'development' && env.SEED_DEMO === 'auto',
    featureFlags: { panel: parseEmailList(env.FEATURE_PANEL_EMAILS), cora: parseEmailList(env.FEATURE_CORA_EMAILS) },
    apiPublicUrl,
    cnpjLookup: {
      mode: env.CNPJ_LOOKUP ?? (env.NODE_ENV === 'production' ? 'required' : 'off'),
      url: env.CNPJ_LOOKUP_URL.replace(/\/$/, ''),
      timeoutMs: env.CNPJ_LOOKUP_TIMEOUT_MS,
    },
    payments:
      (env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'stripe' : 'sandbox')) === 'stripe'
        ? { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '' }
        : { provider: 'sandbox' },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : {
            driver: 'local',
            root: path.join(dataDir, 'objects'),
            signingSecret: deriveStorageSigningSecret(jwtSecret),
            ...(env.FILE_LINK_KEYS ? { signingKeys: keys.fileLinks } : {}),
            publicUrl: apiPublicUrl,
          },
    signInMaxPerIp: env.SIGN_IN_MAX_PER_IP,
    signUpMaxPerIp: env.SIGN_UP_MAX_PER_IP,
    trustProxy: env.TRUST_PROXY === undefined ? false : (parseTrustProxy(env.TRUST_PROXY) ?? false),
    apiDocs: env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'public'),
    luca: loadLucaConfig(source),
    nfse: loadNfseConfig(source, jwtSecret),
    jobs: {
      worker: env.WORKER === 'on',
      cron: {
        nfsSchedules: cronOrNull(env.JOB_CRON_NFS_SCHEDULES),
        documents: cronOrNull(env.JOB_CRON_DOCUMENTS),
        obligations: cronOrNull(env.JOB_CRON_OBLIGATIONS),
        certificateExpiry: cronOrNull(env.JOB_CRON_CERTIFICATE_EXPIRY),
        storageCleanup: cronOrNull(env.JOB_CRON_STORAGE_CLEANUP),
        conversationEmails: cronOrNull(env.JOB_CRON_CONVERSATION_EMAILS),
        billing: cronOrNull(env.JOB_CRON_BILLING),
      },
      billingDunning: {
        emailDays: env.BILLING_DUNNING_EMAIL_DAYS,
        disableAfterDays: env.BILLING_DUNNING_DISABLE_AFTER_DAYS,
      },
      mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      conversationEmailDelayMinutes: env.CONVERSATION_EMAIL_DELAY_MINUTES,
    },
    cora:
      env.CORA_OAUTH_URL && env.CORA_API_URL && env.CORA_CLIENT_ID && env.CORA_CLIENT_SECRET
        ? {
            oauthUrl: env.CORA_OAUTH_URL.replace(/\/$/, ''),
            apiUrl: env.CORA_API_URL.replace(/\/$/, ''),
            clientId: env.CORA_CLIENT_ID,
            clientSecret: env.CORA_CLIENT_SECRET,
            redirectUri: `${env.WEB_ORIGIN.replace(/\/$/, '')}/app/auth/cora/callback`,
          }
        : null,
    bankTokensKey: env.BANK_TOKENS_KEY,
    keys,
  };
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data
 * folder, so sessions survive restarts without a secret ever living in the repo.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function cronOrNull(value: string): string | null {
  return value === 'off' ? null : value.replace(/\s+/g, ' ');
}
