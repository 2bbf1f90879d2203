import { z } from 'zod';
import type { CoraConfig } from '../../../config/env.js';
import { brasiliaDay, isoDay } from '../../../lib/brasilia-calendar.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type BankConnectionProvider,
  type ProviderAccount,
  type ProviderTokens,
} from './bank-connection-provider.js';

const REQUEST_TIMEOUT_MS = 15_000;
const PAGE_SIZE = 200;
/** Pages of statement asked for in one sync at most (200 × 100 = 20,000 entries). */
const MAX_PAGES = 100;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive().optional(),
});

const accountAnswer = z.object({
  id: z.string().min(1),
  agency: z.string().nullish(),
  accountNumber: z.string().min(1),
});
const balanceAnswer = z.object({ balance: z.number().int() });
const statementAnswer = z.object({
  entries: z.array(
    z.object({
      id: z.string().min(1),
      type: z.enum(['CREDIT', 'DEBIT']),
      /** Centavos, positive. */
      amount: z.number().int().nonnegative(),
      createdAt: z.string().min(10),
      transaction: z
        .object({
          type: z.string().nullish(),
          description: z.string().nullish(),
          counterParty: z.object({ name: z.string().nullish() }).nullish(),
        })
        .nullish(),
    }),
  ),
});

/**
 * Cora through its OAuth server and API, reached at the configured URLs. The paths and
 * answers below are what this provider expects (decision 008); the fake server in
 * fake-cora.test-support.ts serves the same, since Cora's real API needs credentials and
 * mutual TLS this project does not have.
 */
export function createCoraProvider(
  config: CoraConfig,
  options: { now?: () => Date; fetch?: typeof fetch } = {},
): BankConnectionProvider {
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (err) {
      throw new ProviderUnavailableError(`Cora unreachable: ${(err as Error).message}`);
    }
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      throw new ProviderRefusedError(`Cora refused ${new URL(url).pathname}: ${res.status}`);
    }
    if (!res.ok) throw new ProviderUnavailableError(`Cora answered ${res.status} to ${new URL(url).pathname}`);
    try {
      return await res.json();
    } catch {
      throw new ProviderUnavailableError(`Cora answered ${new URL(url).pathname} without JSON`);
    }
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ProviderUnavailableError(`Cora's ${what} answer is not what we expect`);
    return parsed.data;
  }

  async function token(form: Record<string, string>, previousRefresh: string | null): Promise<ProviderTokens> {
    const body = new URLSearchParams({ ...form, client_id: config.clientId, client_secret: config.clientSecret });
    const answer = parse(
      tokenAnswer,
      await call(`${config.oauthUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
      }),
      'token',
    );
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? previousRefresh,
      expiresAt: answer.expires_in ? new Date(now().getTime() + answer.expires_in * 1000).toISOString() : null,
    };
  }

  const bearer = (tokens: ProviderTokens) => ({
    authorization: `Bearer ${tokens.accessToken}`,
    accept: 'application/json',
  });

  return {
    authorizationUrl(state) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'bank-statement',
        state,
      });
      return `${config.oauthUrl}/authorize?${params.toString()}`;
    },

    exchangeCode(code) {
      return token({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }, null);
    },

    refresh(tokens) {
      if (!tokens.refreshToken) throw new ProviderRefusedError('no refresh token');
      return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens.refreshToken);
    },

    async listAccounts(tokens) {
      const account = parse(
        accountAnswer,
        await call(`${config.apiUrl}/third-party/account`, { headers: bearer(tokens) }),
        'account',
      );
      const balance = parse(
        balanceAnswer,
        await call(`${config.apiUrl}/third-party/account/balance`, { headers: bearer(tokens) }),
        'balance',
      );
      const result: ProviderAccount = {
        id: account.id,
        branchId: account.agency ?? null,
        accountNumber: account.accountNumber,
        balanceCents: balance.balance,
        balanceDate: isoDay(brasiliaDay(now())),
      };
      return [result];
    },

    async listTransactions(tokens, _account, since) {
      const end = isoDay(brasiliaDay(now()));
      const rows = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const params = new URLSearchParams({ start: since, end, page: String(page), perPage: String(PAGE_SIZE) });
        const answer = parse(
          statementAnswer,
          await call(`${config.apiUrl}/bank-statement/statement?${params.toString()}`, { headers: bearer(tokens) }),
          'statement',
        );
        for (const entry of answer.entries) {
          rows.push({
            fitId: entry.id,
            postedOn: isoDay(brasiliaDay(new Date(entry.createdAt))),
            amountCents: entry.type === 'DEBIT' ? -entry.amount : entry.amount,
            bankType: entry.transaction?.type ?? entry.type,
            name: entry.transaction?.counterParty?.name ?? null,
            memo: entry.transaction?.description ?? null,
            checkNumber: null,
          });
        }
        if (answer.entries.length < PAGE_SIZE) break;
      }
      return rows;
    },
  };
}
