import { z } from 'zod';
import { isoDateSchema } from './brazilian-formats.js';
import { cursorQuerySchema, DEFAULT_PAGE_SIZE, keysetListEnvelope, listEnvelope } from './pagination.js';

// Bank statements (spec section 7 "Bank statements"): OFX uploads and the Cora connection
// feed one list of bank accounts and their transactions; the company files each
// transaction under a tax category (by hand, in bulk or through learned rules) and
// exports a month for its accounting system. Money is decimal reais on the wire.

/** Largest OFX file accepted by `POST /bank-statements/ofx/upload` (413 above it). */
export const OFX_MAX_BYTES = 10 * 1024 * 1024;
/** The transactions list may be asked for up to this many rows per page. */
export const BANK_TRANSACTIONS_MAX_PAGE_SIZE = 200;
/** Same account, same amount, dates at most this many days apart: a possible duplicate. */
export const POSSIBLE_DUPLICATE_DAYS = 3;
/** Cora's bank code (COMPE). */
export const CORA_BANK_ID = '403';
/** Most transactions one bulk categorisation may touch. */
export const BULK_CATEGORISE_MAX = 500;

export const bankStatementMessages = {
  companyRequired: 'Empresa inválida',
  fileRequired: 'Envie o arquivo OFX no campo "file"',
  fileTooLarge: 'O arquivo passa de 10 MB. Exporte do banco um período menor e envie de novo.',
  emptyFile: 'O arquivo enviado está vazio',
  noTransactions: 'O extrato não tem nenhuma transação',
  accountNotFound: 'Conta bancária não encontrada',
  transactionNotFound: 'Transação não encontrada',
  taxCategoryNotFound: 'Categoria fiscal não encontrada',
  ruleNotFound: 'Regra não encontrada',
  ruleTaken: 'Já existe uma regra para este texto',
  ruleMatchRequired: 'Informe o texto que identifica as transações',
  ruleMatchTooShort: 'Use ao menos 2 letras no texto da regra',
  ruleMatchTooLong: 'Use até 200 caracteres no texto da regra',
  ruleMatchNoLetters: 'O texto da regra precisa ter letras (números e símbolos são ignorados)',
  connectionNotFound: 'Conexão bancária não encontrada',
  notPossibleDuplicate: 'Esta transação não está marcada como possível duplicada',
  idsRequired: 'Escolha ao menos uma transação',
  idsTooMany: `Escolha no máximo ${BULK_CATEGORISE_MAX} transações de cada vez`,
  monthRequired: 'Informe o mês (AAAA-MM)',
  emptyExport: 'Nenhuma transação nesta conta neste mês',
  invalidDateRange: 'A data inicial precisa ser anterior à final',
  coraNotConfigured: 'A integração com o Cora não está configurada',
  coraNotEnabled: 'A integração com o Cora ainda não está liberada para você',
  coraInvalidState: 'O retorno do Cora não é válido ou expirou. Conecte a conta de novo.',
  coraCodeRequired: 'O Cora não enviou o código de autorização. Conecte a conta de novo.',
  coraRefused: 'O Cora recusou a autorização. Conecte a conta de novo.',
  coraUnavailable: 'O Cora não respondeu. Tente novamente em instantes.',
} as const;

/** The currency the product's totals, reports and accounting exports are in. */
export const HOME_CURRENCY = 'BRL';

/** Foreign-currency statements (issue 27): one currency per account, never added into reais. */
export const currencyMessages = {
  accountCurrencyMismatch: (account: string, accountCurrency: string, fileCurrency: string) =>
    `A conta ${account} é em ${accountCurrency} e o arquivo traz valores em ${fileCurrency}. Uma conta guarda uma moeda só: nada foi importado.`,
  mixedCurrencies: (account: string, currencies: readonly string[]) =>
    `O extrato da conta ${account} mistura moedas (${currencies.join(', ')}). Uma conta guarda uma moeda só: nada foi importado. Exporte do banco um extrato por moeda.`,
  foreignImported: (account: string, currency: string) =>
    `A conta ${account} é em ${currency}: os valores foram guardados em ${currency}, sem conversão para reais, e ficam fora dos totais em reais.`,
  convertedFrom: (count: number, currencies: readonly string[]) =>
    `${count === 1 ? '1 transação foi convertida' : `${count} transações foram convertidas`} pelo banco de ${currencies.join(', ')}; guardamos o valor convertido, na moeda da conta.`,
  txtOnlyInReais: (currency: string) =>
    `A conta é em ${currency} e o TXT do sistema contábil é em reais. Baixe a planilha (CSV) ou o OFX, que dizem a moeda.`,
} as const;

export const bankAccountKindSchema = z.enum(['bank', 'creditcard']);
export type BankAccountKind = z.infer<typeof bankAccountKindSchema>;
export const bankAccountKindLabels: Record<BankAccountKind, string> = {
  bank: 'Conta corrente',
  creditcard: 'Cartão de crédito',
};

/** Where an account or a transaction came from. */
export const bankSourceSchema = z.enum(['ofx', 'cora']);
export type BankSource = z.infer<typeof bankSourceSchema>;
export const bankSourceLabels: Record<BankSource, string> = { ofx: 'Arquivo OFX', cora: 'Cora' };

/** Money in (credit) or out (debit), from the sign of the amount. */
export const bankTransactionTypeSchema = z.enum(['credit', 'debit']);
export type BankTransactionType = z.infer<typeof bankTransactionTypeSchema>;
export const bankTransactionTypeLabels: Record<BankTransactionType, string> = {
  credit: 'Entrada',
  debit: 'Saída',
};

/**
 * possible: imported but looks like another transaction of the account (same amount within
 * a few days); the user keeps it (kept) or removes it. null: not a possible duplicate.
 */
export const duplicateStatusSchema = z.enum(['possible', 'kept']);
export type DuplicateStatus = z.infer<typeof duplicateStatusSchema>;
export const duplicateStatusLabels: Record<DuplicateStatus, string> = {
  possible: 'Possível duplicada',
  kept: 'Mantida',
};

export const taxCategoryKindSchema = z.enum(['revenue', 'expense', 'tax', 'transfer', 'equity']);
export type TaxCategoryKind = z.infer<typeof taxCategoryKindSchema>;
export const taxCategoryKindLabels: Record<TaxCategoryKind, string> = {
  revenue: 'Receitas',
  expense: 'Custos e despesas',
  tax: 'Impostos e encargos',
  transfer: 'Transferências e financiamentos',
  equity: 'Sócios',
};

/**
 * Which side of the account a category belongs on: credit (money in), debit (money out) or
 * both. By kind (revenue in, expenses and taxes out), with the chart's own exceptions by code.
 */
export const taxCategoryDirectionSchema = z.enum(['credit', 'debit', 'both']);
export type TaxCategoryDirection = z.infer<typeof taxCategoryDirectionSchema>;
const DIRECTION_BY_KIND: Record<TaxCategoryKind, TaxCategoryDirection> = {
  revenue: 'credit',
  expense: 'debit',
  tax: 'debit',
  transfer: 'both',
  equity: 'both',
};
/** The chart of accounts' categories whose direction is not their kind's. */
const DIRECTION_BY_CODE: Readonly<Record<string, TaxCategoryDirection>> = {
  '4.02': 'debit', // Aplicação financeira
  '4.03': 'credit', // Resgate de aplicação financeira
  '4.05': 'credit', // Empréstimo ou financiamento recebido
  '4.06': 'debit', // Pagamento de empréstimo ou financiamento
  '5.01': 'credit', // Aporte de capital dos sócios
  '5.02': 'debit', // Distribuição de lucros
  '5.03': 'credit', // Empréstimo de sócio à empresa
  '5.04': 'debit', // Devolução de empréstimo a sócio
};
/** The card's payment: on a card statement it is the credit; on the current account, the debit. */
export const CARD_PAYMENT_CATEGORY_CODE = '4.04';

export function taxCategoryDirection(category: { code: string; kind: TaxCategoryKind }): TaxCategoryDirection {
  return DIRECTION_BY_CODE[category.code] ?? DIRECTION_BY_KIND[category.kind];
}

/**
 * Whether a category fits a transaction: its direction matches the amount's sign; on a
 * credit card a credit (money back to the card) is the card's payment or a refund of an
 * expense, never revenue.
 */
export function taxCategoryFits(
  category: { code: string; kind: TaxCategoryKind },
  transaction: { amount: number; accountKind: BankAccountKind },
): boolean {
  if (transaction.amount === 0) return true;
  if (transaction.accountKind === 'creditcard' && transaction.amount > 0) {
    return category.kind === 'expense' || category.code === CARD_PAYMENT_CATEGORY_CODE;
  }
  const direction = taxCategoryDirection(category);
  return direction === 'both' || (direction === 'credit') === transaction.amount > 0;
}

/** The category's name as offered for a transaction: on a card's credit an expense is its refund. */
export function taxCategoryLabelFor(
  category: { code: string; name: string; kind: TaxCategoryKind },
  transaction: { amount: number; accountKind: BankAccountKind },
): string {
  if (transaction.accountKind === 'creditcard' && transaction.amount > 0 && category.kind === 'expense') {
    return `Estorno de compra: ${category.name}`;
  }
  return category.name;
}

export const categoryDirectionMessages = {
  /** An assignment whose category does not fit the transaction. */
  mismatch: (
    category: { name: string; code: string; kind: TaxCategoryKind },
    transaction: { amount: number; accountKind: BankAccountKind },
  ) =>
    transaction.accountKind === 'creditcard' && transaction.amount > 0
      ? `Num cartão de crédito, uma entrada é o pagamento da fatura ou um estorno de compra, nunca "${category.name}". Escolha "Pagamento de fatura do cartão de crédito" ou a despesa estornada.`
      : transaction.amount > 0
        ? `"${category.name}" é uma categoria de saídas e esta transação é uma entrada. Escolha uma categoria de entradas.`
        : `"${category.name}" é uma categoria de entradas e esta transação é uma saída. Escolha uma categoria de saídas.`,
  bulkMismatch: (count: number, categoryName: string) =>
    `${count === 1 ? '1 das transações escolhidas não combina' : `${count} das transações escolhidas não combinam`} com "${categoryName}" (entrada e saída, ou entrada de cartão de crédito). Nada foi alterado.`,
  ruleNoFit: (categoryName: string) =>
    `As transações com este texto não combinam com "${categoryName}" (entradas e saídas são categorias diferentes). Escolha outra categoria.`,
} as const;

export const bankConnectionProviderSchema = z.enum(['cora']);
export type BankConnectionProvider = z.infer<typeof bankConnectionProviderSchema>;
export const bankConnectionProviderLabels: Record<BankConnectionProvider, string> = { cora: 'Cora' };

/** active: syncing; error: the last sync failed (lastError says why); expired: connect again. */
export const bankConnectionStatusSchema = z.enum(['active', 'error', 'expired']);
export type BankConnectionStatus = z.infer<typeof bankConnectionStatusSchema>;
export const bankConnectionStatusLabels: Record<BankConnectionStatus, string> = {
  active: 'Conectada',
  error: 'Com erro',
  expired: 'Expirada',
};

export const bankExportTypeSchema = z.enum(['txt', 'csv', 'ofx']);
export type BankExportType = z.infer<typeof bankExportTypeSchema>;
export const bankExportTypeLabels: Record<BankExportType, string> = {
  txt: 'TXT para o sistema contábil',
  csv: 'Planilha (CSV)',
  ofx: 'OFX',
};

const companyIdSchema = z.uuid({ error: bankStatementMessages.companyRequired });
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Every company-scoped call: `?companyId=`. */
export const bankCompanyQuerySchema = z.object({ companyId: companyIdSchema });
export type BankCompanyQuery = z.infer<typeof bankCompanyQuerySchema>;

export const bankAccountParamsSchema = z.object({ id: z.uuid({ error: bankStatementMessages.accountNotFound }) });
export const bankTransactionParamsSchema = z.object({
  id: z.uuid({ error: bankStatementMessages.transactionNotFound }),
});
export const categoryRuleParamsSchema = z.object({ id: z.uuid({ error: bankStatementMessages.ruleNotFound }) });
export const bankConnectionParamsSchema = z.object({
  id: z.uuid({ error: bankStatementMessages.connectionNotFound }),
});

function bankPagination(max: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(max).default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

// ---------------------------------------------------------------- tax categories

export const taxCategorySchema = z.object({
  id: z.uuid(),
  /** "1.01": the code the txt export carries. */
  code: z.string(),
  name: z.string(),
  kind: taxCategoryKindSchema,
  /** credit: only money in; debit: only money out; both (taxCategoryFits decides per transaction). */
  direction: taxCategoryDirectionSchema,
});
export type TaxCategory = z.infer<typeof taxCategorySchema>;
/** `GET /bank-statements/tax-categories`: the whole seeded list, by code. */
export const taxCategoryListSchema = z.object({ data: z.array(taxCategorySchema) });

const taxCategoryRefSchema = taxCategorySchema.pick({ id: true, code: true, name: true, kind: true, direction: true });

// ---------------------------------------------------------------- accounts

export const bankAccountSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  source: bankSourceSchema,
  connectionId: z.uuid().nullable(),
  kind: bankAccountKindSchema,
  /** COMPE code ("341"); null for credit cards. */
  bankId: z.string().nullable(),
  branchId: z.string().nullable(),
  accountNumber: z.string(),
  /** "Itaú · ag. 0001 · c/c 12345-6" or the card's. */
  name: z.string(),
  currency: z.string(),
  /** From the latest statement's LEDGERBAL (or the connection). */
  balance: z.number().nullable(),
  balanceDate: z.iso.date().nullable(),
  transactionCount: z.number().int(),
  possibleDuplicates: z.number().int(),
  withoutTaxCategory: z.number().int(),
  firstTransactionOn: z.iso.date().nullable(),
  lastTransactionOn: z.iso.date().nullable(),
  /** The last OFX upload or Cora sync that brought this account (new transactions or not). */
  lastImportedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** `GET /bank-statements/accounts?companyId=&limit=&offset=`, by name. */
export const bankAccountsQuerySchema = bankPagination(100).extend({ companyId: companyIdSchema });
export type BankAccountsQuery = z.infer<typeof bankAccountsQuerySchema>;
export const bankAccountListSchema = listEnvelope(bankAccountSchema);

// ---------------------------------------------------------------- learned rules

export const categoryRuleSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** Normalised text (upper case, no accents, digits or symbols); matches descriptions containing it. */
  match: z.string(),
  taxCategory: taxCategoryRefSchema,
  /** Transactions this rule has filed so far. */
  appliedCount: z.number().int(),
  createdBy: z.object({ uid: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

export const categoryRulesQuerySchema = bankPagination(100).extend({ companyId: companyIdSchema });
export type CategoryRulesQuery = z.infer<typeof categoryRulesQuerySchema>;
export const categoryRuleListSchema = listEnvelope(categoryRuleSchema);

export const categoryRuleInputSchema = z.object({
  match: z
    .string({ error: bankStatementMessages.ruleMatchRequired })
    .trim()
    .min(1, bankStatementMessages.ruleMatchRequired)
    .min(2, bankStatementMessages.ruleMatchTooShort)
    .max(200, bankStatementMessages.ruleMatchTooLong)
    .refine((value) => normaliseCounterpart(value).length >= 2, bankStatementMessages.ruleMatchNoLetters),
  taxCategoryId: z.uuid({ error: bankStatementMessages.taxCategoryNotFound }),
});
export type CategoryRuleInput = z.infer<typeof categoryRuleInputSchema>;

/** `POST /bank-statements/category-rules/{id}/apply?companyId=`: overwrite also refiles categorised ones. */
export const categoryRuleApplySchema = z.object({ overwrite: z.boolean().optional().default(false) });
export const categoryRuleApplyResultSchema = z.object({ updated: z.number().int() });

/**
 * The counterpart key rules and "similar" transactions compare: upper case, accents,
 * digits and symbols removed, spaces collapsed ("Pix recebido - JOSÉ 12/03" -> "PIX RECEBIDO JOSE").
 */
export function normaliseCounterpart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------- transactions

export const bankTransactionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  accountId: z.uuid(),
  source: bankSourceSchema,
  /** The bank's id (OFX FITID, Cora's transaction id). */
  fitId: z.string().nullable(),
  postedOn: z.iso.date(),
  /** Signed: positive in, negative out; in `currency`. */
  amount: z.number(),
  /** ISO 4217 code of the account's currency ("BRL", "USD"): every amount of an account is in it. */
  currency: z.string(),
  /** The account's kind: on a credit card a credit is a payment or a refund. */
  accountKind: bankAccountKindSchema,
  type: bankTransactionTypeSchema,
  /** The bank's own kind (OFX TRNTYPE: DEBIT, CREDIT, PAYMENT, XFER…). */
  bankType: z.string().nullable(),
  name: z.string().nullable(),
  memo: z.string().nullable(),
  /** The text shown: NAME and MEMO joined without repeats. */
  description: z.string(),
  checkNumber: z.string().nullable(),
  taxCategory: taxCategoryRefSchema.nullable(),
  /** The learned rule that set the category, when a rule did. */
  categoryRuleId: z.uuid().nullable(),
  duplicateStatus: duplicateStatusSchema.nullable(),
  /** The transaction this one looks like (same amount within a few days). */
  possibleDuplicateOf: z
    .object({ id: z.uuid(), postedOn: z.iso.date(), amount: z.number(), description: z.string() })
    .nullable(),
  importId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

/**
 * `GET /bank-statements/transactions?companyId=&accountId=&limit=&offset=&withoutTaxCategory=`
 * plus `from`, `to` (dates, inclusive), `search` (description, ignoring case and accents),
 * `type` (credit | debit), `taxCategoryId`, `possibleDuplicates=true`. Newest first.
 * `cursor` (the previous page's `nextCursor`) pages by keyset instead of `offset`.
 */
export const bankTransactionsQuerySchema = bankPagination(BANK_TRANSACTIONS_MAX_PAGE_SIZE)
  .extend(cursorQuerySchema.shape)
  .extend({
    companyId: companyIdSchema,
    accountId: z.uuid({ error: bankStatementMessages.accountNotFound }).optional(),
    withoutTaxCategory: booleanParam.optional(),
    possibleDuplicates: booleanParam.optional(),
    taxCategoryId: z.uuid({ error: bankStatementMessages.taxCategoryNotFound }).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    search: z.string().trim().max(200).optional(),
    type: bankTransactionTypeSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: bankStatementMessages.invalidDateRange,
  });
export type BankTransactionsQuery = z.infer<typeof bankTransactionsQuerySchema>;

/**
 * The list envelope plus the sums of the whole filtered set (not just the page) and the next
 * page's cursor. `credits`/`debits` are in reais only: transactions of accounts in another
 * currency are never added in, they are summed apart in `otherCurrencies`.
 */
export const bankTransactionListSchema = keysetListEnvelope(bankTransactionSchema).extend({
  totals: z.object({
    currency: z.literal(HOME_CURRENCY),
    credits: z.number(),
    debits: z.number(),
    otherCurrencies: z.array(
      z.object({ currency: z.string(), total: z.number().int(), credits: z.number(), debits: z.number() }),
    ),
  }),
});
export type BankTransactionList = z.infer<typeof bankTransactionListSchema>;

/**
 * `PUT /bank-statements/transactions/{id}/tax-category?companyId=`. null clears it.
 * applyToSimilar: also file the company's other transactions with the same counterpart
 * (normalised description). remember: create (or point) a learned rule for future imports.
 */
export const taxCategoryAssignSchema = z.object({
  taxCategoryId: z.uuid({ error: bankStatementMessages.taxCategoryNotFound }).nullable(),
  applyToSimilar: z.boolean().optional().default(false),
  remember: z.boolean().optional().default(false),
});
export type TaxCategoryAssign = z.input<typeof taxCategoryAssignSchema>;

export const taxCategoryAssignResultSchema = z.object({
  transaction: bankTransactionSchema,
  /** Other transactions of the company with the same counterpart and another category (after this call). */
  similarCount: z.number().int(),
  /** How many of those this call updated (applyToSimilar). */
  updatedSimilar: z.number().int(),
  /** The rule created or updated (remember), else null. */
  rule: categoryRuleSchema.nullable(),
  /**
   * The learned rule that files this counterpart in another category (after this call), else
   * null: the screen asks before `remember` points it elsewhere, never silently.
   */
  conflictingRule: categoryRuleSchema.nullable(),
});
export type TaxCategoryAssignResult = z.infer<typeof taxCategoryAssignResultSchema>;

/** `PUT /bank-statements/transactions/tax-category?companyId=`: several at once. */
export const bulkTaxCategorySchema = z.object({
  ids: z
    .array(z.uuid({ error: bankStatementMessages.transactionNotFound }), { error: bankStatementMessages.idsRequired })
    .min(1, bankStatementMessages.idsRequired)
    .max(BULK_CATEGORISE_MAX, bankStatementMessages.idsTooMany),
  taxCategoryId: z.uuid({ error: bankStatementMessages.taxCategoryNotFound }).nullable(),
});
export type BulkTaxCategory = z.infer<typeof bulkTaxCategorySchema>;
export const bulkTaxCategoryResultSchema = z.object({ updated: z.number().int() });

/** `PUT /bank-statements/transactions/{id}/duplicate?companyId=`: keep (200) or remove (204). */
export const duplicateResolutionSchema = z.object({
  action: z.enum(['keep', 'remove'], { error: 'Escolha manter ou remover' }),
});
export type DuplicateResolution = z.infer<typeof duplicateResolutionSchema>;

// ---------------------------------------------------------------- OFX upload

/** One account touched by an upload. */
export const ofxUploadAccountSchema = z.object({
  accountId: z.uuid(),
  name: z.string(),
  kind: bankAccountKindSchema,
  /** The account's currency (ISO 4217). */
  currency: z.string(),
  /** The account did not exist before this upload. */
  created: z.boolean(),
  imported: z.number().int(),
  skippedDuplicates: z.number().int(),
  flagged: z.number().int(),
});

/** `POST /bank-statements/ofx/upload?companyId=` (multipart, field `file`): `201 { data }`. */
export const ofxUploadResultSchema = z.object({
  importId: z.uuid(),
  fileName: z.string(),
  /** New transactions written. */
  imported: z.number().int(),
  /** Already there (same FITID, or same date, amount, memo and account): not written again. */
  skippedDuplicates: z.number().int(),
  /** Written but flagged as possible duplicates for the user to resolve. */
  flagged: z.number().int(),
  /** Rows that were balance lines ("SALDO DO DIA"…), not transactions. */
  ignoredBalanceRows: z.number().int(),
  /** New transactions a learned rule filed under a tax category. */
  categorised: z.number().int(),
  accounts: z.array(ofxUploadAccountSchema),
  /** What the import changed in the file's data, in Portuguese (texts over the limits were cut). */
  notes: z.array(z.string()),
});
export type OfxUploadResult = z.infer<typeof ofxUploadResultSchema>;

// ---------------------------------------------------------------- exports

/** `YYYY-MM`. */
export const bankExportMonthSchema = z
  .string({ error: bankStatementMessages.monthRequired })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, bankStatementMessages.monthRequired);

/** `GET /bank-statements/accounts/{id}/exports/{type}?companyId=&date=YYYY-MM` (type default txt). */
export const bankExportParamsSchema = bankAccountParamsSchema.extend({
  type: bankExportTypeSchema.default('txt'),
});
export const bankExportQuerySchema = z.object({ companyId: companyIdSchema, date: bankExportMonthSchema });
export type BankExportQuery = z.infer<typeof bankExportQuerySchema>;

// ---------------------------------------------------------------- connections (Cora)

export const bankConnectionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  provider: bankConnectionProviderSchema,
  status: bankConnectionStatusSchema,
  lastSyncAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  accounts: z.array(bankAccountSchema.pick({ id: true, name: true, kind: true, balance: true, balanceDate: true })),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BankConnection = z.infer<typeof bankConnectionSchema>;
export const bankConnectionListSchema = listEnvelope(bankConnectionSchema);
export const bankConnectionsQuerySchema = bankPagination(100).extend({ companyId: companyIdSchema });
export type BankConnectionsQuery = z.infer<typeof bankConnectionsQuerySchema>;

/** `GET /bank-statements/connections/oauth/cora?companyId=`: where to send the browser. */
export const coraAuthorizationSchema = z.object({ url: z.url() });
export type CoraAuthorization = z.infer<typeof coraAuthorizationSchema>;

/**
 * `POST /bank-statements/connections/oauth/cora?code=&companyId=&state=`: the callback
 * page posts what Cora sent back; state is the signed one from the authorization URL.
 */
export const coraCallbackQuerySchema = z.object({
  companyId: companyIdSchema,
  code: z
    .string({ error: bankStatementMessages.coraCodeRequired })
    .min(1, bankStatementMessages.coraCodeRequired)
    .max(2000),
  state: z
    .string({ error: bankStatementMessages.coraInvalidState })
    .min(1, bankStatementMessages.coraInvalidState)
    .max(2000),
});
export type CoraCallbackQuery = z.infer<typeof coraCallbackQuerySchema>;

/** The connection and what its first pull brought (`201`). */
export const bankSyncResultSchema = z.object({
  connection: bankConnectionSchema,
  imported: z.number().int(),
  skippedDuplicates: z.number().int(),
  flagged: z.number().int(),
});
export type BankSyncResult = z.infer<typeof bankSyncResultSchema>;
