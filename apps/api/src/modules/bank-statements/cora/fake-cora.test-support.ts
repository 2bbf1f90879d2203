import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** One statement entry as the fake serves it (Cora's shape, as cora-provider.ts reads it). */
export interface FakeCoraEntry {
  id: string;
  type: 'CREDIT' | 'DEBIT';
  /** Centavos, positive. */
  amount: number;
  /** ISO instant. */
  createdAt: string;
  description: string;
  counterParty?: string;
}

export interface FakeCoraOptions {
  clientId?: string;
  clientSecret?: string;
  account?: { id: string; agency: string; accountNumber: string; balance: number };
  entries?: FakeCoraEntry[];
  /** Seconds an access token lasts. */
  expiresIn?: number;
  port?: number;
  host?: string;
}

export interface FakeCora {
  /** Base URL: OAuth at `${url}/oauth`, API at `${url}/api`. */
  url: string;
  oauthUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  entries: FakeCoraEntry[];
  /** Codes handed out by /authorize (or added by tests). */
  issueCode(): string;
  /** What the fake saw: token exchanges, refreshes, statement requests (with their query). */
  calls: { exchanges: number; refreshes: number; statements: URLSearchParams[] };
  /** Makes every API call answer 503 (Cora down) until set back. */
  setDown(down: boolean): void;
  /** Makes every access token issued so far invalid (401). */
  revokeAccessTokens(): void;
  /** Makes every refresh token issued so far invalid (the user revoked the access at Cora). */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

export const FAKE_CORA_CLIENT_ID = 'contabil-fake';
export const FAKE_CORA_CLIENT_SECRET = 'fake-secret-not-a-real-one';

/** Sample data: an account of Cora (bank 403) with a few entries in the last days. */
export function sampleCoraEntries(now = new Date()): FakeCoraEntry[] {
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString();
  return [
    {
      id: 'cora-e1',
      type: 'CREDIT',
      amount: 350000,
      createdAt: day(12),
      description: 'Pix recebido',
      counterParty: 'Cliente Exemplo Ltda',
    },
    {
      id: 'cora-e2',
      type: 'DEBIT',
      amount: 189990,
      createdAt: day(9),
      description: 'Boleto pago',
      counterParty: 'Imobiliária Centro',
    },
    {
      id: 'cora-e3',
      type: 'DEBIT',
      amount: 4590,
      createdAt: day(5),
      description: 'Pix enviado',
      counterParty: 'Papelaria Boa Vista',
    },
    {
      id: 'cora-e4',
      type: 'CREDIT',
      amount: 120000,
      createdAt: day(2),
      description: 'Pix recebido',
      counterParty: 'Outro Cliente ME',
    },
  ];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Cora's OAuth server and statement API (tests, the e2e, development).
 * `/oauth/authorize` consents at once and redirects back with a code.
 */
export async function startFakeCora(options: FakeCoraOptions = {}): Promise<FakeCora> {
  const clientId = options.clientId ?? FAKE_CORA_CLIENT_ID;
  const clientSecret = options.clientSecret ?? FAKE_CORA_CLIENT_SECRET;
  const account = options.account ?? { id: 'acc-1', agency: '0001', accountNumber: '1234567-8', balance: 1_234_560 };
  const entries = options.entries ?? sampleCoraEntries();
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const calls = { exchanges: 0, refreshes: 0, statements: [] as URLSearchParams[] };
  let down = false;

  const issueCode = () => {
    const code = randomBytes(12).toString('hex');
    codes.add(code);
    return code;
  };
  const issueTokens = () => {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: options.expiresIn ?? 3600,
    };
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
        const redirect = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== clientId || !redirect) return send(400, { error: 'invalid_request' });
        const target = new URL(redirect);
        target.searchParams.set('code', issueCode());
        target.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: target.toString() });
        return res.end();
      }
      if (url.pathname === '/oauth/token' && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return send(401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          if (!codes.delete(code)) return send(400, { error: 'invalid_grant' });
          calls.exchanges += 1;
          return send(200, issueTokens());
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (!refreshTokens.delete(form.get('refresh_token') ?? '')) return send(400, { error: 'invalid_grant' });
          calls.refreshes += 1;
          return send(200, issueTokens());
        }
        return send(400, { error: 'unsupported_grant_type' });
      }
      if (url.pathname.startsWith('/api/')) {
        if (down) return send(503, { error: 'unavailable' });
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!accessTokens.has(token)) return send(401, { error: 'invalid_token' });
        if (url.pathname === '/api/third-party/account')
          return send(200, { id: account.id, agency: account.agency, accountNumber: account.accountNumber });
        if (url.pathname === '/api/third-party/account/balance')
          return send(200, { balance: account.balance, available: account.balance });
        if (url.pathname === '/api/bank-statement/statement') {
          calls.statements.push(url.searchParams);
          const start = url.searchParams.get('start') ?? '0000-00-00';
          const page = Number(url.searchParams.get('page') ?? '1');
          const perPage = Number(url.searchParams.get('perPage') ?? '200');
          const inRange = entries.filter((entry) => entry.createdAt.slice(0, 10) >= start);
          return send(200, {
            entries: inRange.slice((page - 1) * perPage, page * perPage).map((entry) => ({
              id: entry.id,
              type: entry.type,
              amount: entry.amount,
              createdAt: entry.createdAt,
              transaction: {
                type: entry.type === 'CREDIT' ? 'PIX_CREDIT' : 'PIX_DEBIT',
                description: entry.description,
                counterParty: entry.counterParty ? { name: entry.counterParty } : null,
              },
            })),
            totalItems: inRange.length,
          });
        }
      }
      return send(404, { error: 'not_found' });
    })().catch(() => send(500, { error: 'fake failed' }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    oauthUrl: `${url}/oauth`,
    apiUrl: `${url}/api`,
    clientId,
    clientSecret,
    entries,
    issueCode,
    calls,
    setDown: (value) => {
      down = value;
    },
    revokeAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
