import {
  CORA_BANK_ID,
  bankStatementMessages,
  type BankConnection,
  type BankConnectionsQuery,
  type BankSyncResult,
  type CoraCallbackQuery,
} from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { AppError, forbidden, notFound, validationError } from '../../../lib/app-error.js';
import { type AuthContext } from '../../access/auth-context.js';
import { assertCompanyAccess } from '../../access/company-access.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { featureFlagsFor, type FeatureFlagLists } from '../../feature-flags/feature-flags.service.js';
import { linkAccountToConnection, listAccountViewsOfConnection } from '../bank-statements.repository.js';
import { toBankAccount } from '../bank-statements.service.js';
import { importStatements, type StatementInput } from '../statement-import.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type BankConnectionProvider,
  type ProviderTokens,
} from './bank-connection-provider.js';
import {
  findConnection,
  insertConnection,
  listConnectionRows,
  updateConnection,
  type BankConnectionRow,
} from './bank-connections.repository.js';
import {
  decryptSecret,
  encryptSecret,
  sealedWithOlderKey,
  signOAuthState,
  verifyOAuthState,
  type CryptoKeys,
} from './token-crypto.js';

export interface BankConnectionsDeps {
  db: Database;
  now: () => Date;
  /** null when CORA_* are not configured: the calls answer 503. */
  provider: BankConnectionProvider | null;
  /** BANK_TOKEN_KEYS: the first seals, every one opens (rotation). */
  tokensKey: CryptoKeys;
  /** OAUTH_STATE_KEYS: the first signs, every one verifies. */
  stateKey: CryptoKeys;
  featureFlags: FeatureFlagLists;
}

/** Days pulled by the first sync; later syncs start a few days before the last one. */
const FIRST_SYNC_DAYS = 90;
const SYNC_OVERLAP_DAYS = 3;
/** A token this close to expiring is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

const unavailable = () => new AppError('internal_error', 502, bankStatementMessages.coraUnavailable);

function requireFlag(deps: BankConnectionsDeps, auth: AuthContext): void {
  if (!featureFlagsFor(deps.featureFlags, auth.email).cora) throw forbidden(bankStatementMessages.coraNotEnabled);
}

function requireProvider(deps: BankConnectionsDeps): BankConnectionProvider {
  if (!deps.provider) throw new AppError('internal_error', 503, bankStatementMessages.coraNotConfigured);
  return deps.provider;
}

/** Flag, company, configuration: in that order (403, 403, 503). */
async function checkAccess(deps: BankConnectionsDeps, auth: AuthContext, companyId: string) {
  requireFlag(deps, auth);
  await assertCompanyAccess(deps.db, auth, companyId);
  return requireProvider(deps);
}

async function toConnection(db: Database, rows: BankConnectionRow[]): Promise<BankConnection[]> {
  const companyId = rows[0]?.companyId;
  const accounts = companyId
    ? await listAccountViewsOfConnection(
        db,
        companyId,
        rows.map((row) => row.id),
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    provider: row.provider,
    status: row.status,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    accounts: accounts
      .filter((account) => account.connectionId === row.id)
      .map((account) => {
        const { id, name, kind, balance, balanceDate } = toBankAccount(account);
        return { id, name, kind, balance, balanceDate };
      }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const shiftDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The connection's accounts and their transactions since `since`, from the bank (no database). */
async function pull(
  provider: BankConnectionProvider,
  tokens: ProviderTokens,
  since: string,
): Promise<StatementInput[]> {
  const accounts = await provider.listAccounts(tokens);
  return Promise.all(
    accounts.map(async (account) => ({
      kind: 'bank' as const,
      bankId: CORA_BANK_ID,
      branchId: account.branchId,
      accountNumber: account.accountNumber,
      currency: 'BRL',
      organization: 'Cora',
      ledgerBalance:
        account.balanceCents !== null && account.balanceDate
          ? { amountCents: account.balanceCents, date: account.balanceDate }
          : null,
      transactions: await provider.listTransactions(tokens, account, since),
      ignoredBalanceRows: 0,
    })),
  );
}

/** Writes what a pull brought, ties the accounts to the connection; inside the caller's transaction. */
async function store(tx: Database, connection: BankConnectionRow, statements: StatementInput[], now: Date) {
  const counts = await importStatements(tx, connection.companyId, statements, {
    source: 'cora',
    importId: null,
    connectionId: connection.id,
    now,
  });
  for (const entry of counts.accounts) {
    if (entry.account.connectionId !== connection.id)
      await linkAccountToConnection(tx, connection.companyId, entry.account.id, connection.id, now);
  }
  return counts;
}

/** `GET /bank-statements/connections/oauth/cora`: Cora's authorization URL with a signed state. */
export async function coraAuthorization(
  deps: BankConnectionsDeps,
  auth: AuthContext,
  companyId: string,
): Promise<{ url: string }> {
  const provider = await checkAccess(deps, auth, companyId);
  return { url: provider.authorizationUrl(signOAuthState(deps.stateKey, { companyId, userId: auth.sub }, deps.now())) };
}

/**
 * `POST /bank-statements/connections/oauth/cora`: checks the state (same company, same
 * user, not expired), exchanges the code, pulls the account and its transactions, then
 * writes connection, account and transactions in one database transaction.
 */
export async function connectCora(
  deps: BankConnectionsDeps,
  auth: AuthContext,
  query: CoraCallbackQuery,
  requestId: string,
): Promise<BankSyncResult> {
  const provider = await checkAccess(deps, auth, query.companyId);
  const now = deps.now();
  const state = verifyOAuthState(deps.stateKey, query.state, now);
  if (!state || state.companyId !== query.companyId || state.userId !== auth.sub)
    throw validationError({ state: bankStatementMessages.coraInvalidState });

  let tokens: ProviderTokens;
  let statements: StatementInput[];
  try {
    tokens = await provider.exchangeCode(query.code);
    statements = await pull(provider, tokens, shiftDays(now, -FIRST_SYNC_DAYS));
  } catch (err) {
    if (err instanceof ProviderRefusedError) throw validationError({ code: bankStatementMessages.coraRefused });
    if (err instanceof ProviderUnavailableError) throw unavailable();
    throw err;
  }

  const { connection, counts } = await deps.db.transaction(async (tx) => {
    const connection = await insertConnection(tx, query.companyId, {
      provider: 'cora',
      status: 'active',
      tokensEncrypted: encryptSecret(deps.tokensKey, JSON.stringify(tokens)),
      expiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
      lastSyncAt: now,
      createdBy: auth.sub,
    });
    const counts = await store(tx, connection, statements, now);
    await recordAudit(tx, query.companyId, {
      actorUserId: auth.sub,
      action: 'bank_connection.created',
      entityType: 'bank_connection',
      entityId: connection.id,
      requestId,
      details: { provider: 'cora', imported: counts.imported, skippedDuplicates: counts.skippedDuplicates },
    });
    return { connection, counts };
  });
  const [view] = await toConnection(deps.db, [connection]);
  if (!view) throw new Error('connection vanished after creation');
  return {
    connection: view,
    imported: counts.imported,
    skippedDuplicates: counts.skippedDuplicates,
    flagged: counts.flagged,
  };
}

/** `POST /bank-statements/connections/{id}/sync`: pulls since the last sync, refreshing the token when due. */
export async function syncConnection(
  deps: BankConnectionsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
): Promise<BankSyncResult> {
  const provider = await checkAccess(deps, auth, companyId);
  const connection = await findConnection(deps.db, companyId, id);
  if (!connection) throw notFound(bankStatementMessages.connectionNotFound);
  const now = deps.now();
  let tokens = JSON.parse(decryptSecret(deps.tokensKey, connection.tokensEncrypted)) as ProviderTokens;
  if (sealedWithOlderKey(deps.tokensKey, connection.tokensEncrypted)) {
    // Sealed before a rotation: sealed again with the current key, so the old one can go.
    await updateConnection(deps.db, companyId, id, {
      tokensEncrypted: encryptSecret(deps.tokensKey, JSON.stringify(tokens)),
      updatedAt: now,
    });
  }
  let statements: StatementInput[];
  try {
    if (tokens.expiresAt && Date.parse(tokens.expiresAt) - REFRESH_MARGIN_MS <= now.getTime()) {
      tokens = await provider.refresh(tokens);
      await updateConnection(deps.db, companyId, id, {
        tokensEncrypted: encryptSecret(deps.tokensKey, JSON.stringify(tokens)),
        expiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
        updatedAt: now,
      });
    }
    const since = shiftDays(
      connection.lastSyncAt ?? now,
      connection.lastSyncAt ? -SYNC_OVERLAP_DAYS : -FIRST_SYNC_DAYS,
    );
    statements = await pull(provider, tokens, since);
  } catch (err) {
    if (err instanceof ProviderRefusedError) {
      await updateConnection(deps.db, companyId, id, {
        status: 'expired',
        lastError: bankStatementMessages.coraRefused,
        updatedAt: now,
      });
      throw validationError({ connection: bankStatementMessages.coraRefused });
    }
    if (err instanceof ProviderUnavailableError) {
      await updateConnection(deps.db, companyId, id, {
        status: 'error',
        lastError: bankStatementMessages.coraUnavailable,
        updatedAt: now,
      });
      throw unavailable();
    }
    throw err;
  }
  const counts = await deps.db.transaction(async (tx) => {
    const counts = await store(tx, connection, statements, now);
    await updateConnection(tx, companyId, id, { status: 'active', lastError: null, lastSyncAt: now, updatedAt: now });
    return counts;
  });
  const view = await getConnection(deps, auth, companyId, id);
  return {
    connection: view,
    imported: counts.imported,
    skippedDuplicates: counts.skippedDuplicates,
    flagged: counts.flagged,
  };
}

export async function listConnections(deps: BankConnectionsDeps, auth: AuthContext, query: BankConnectionsQuery) {
  requireFlag(deps, auth);
  await assertCompanyAccess(deps.db, auth, query.companyId);
  const { rows, total } = await listConnectionRows(deps.db, query.companyId, query);
  return { data: await toConnection(deps.db, rows), total, limit: query.limit, offset: query.offset };
}

export async function getConnection(
  deps: BankConnectionsDeps,
  auth: AuthContext,
  companyId: string,
  id: string,
): Promise<BankConnection> {
  requireFlag(deps, auth);
  await assertCompanyAccess(deps.db, auth, companyId);
  const row = await findConnection(deps.db, companyId, id);
  if (!row) throw notFound(bankStatementMessages.connectionNotFound);
  const [view] = await toConnection(deps.db, [row]);
  if (!view) throw notFound(bankStatementMessages.connectionNotFound);
  return view;
}
