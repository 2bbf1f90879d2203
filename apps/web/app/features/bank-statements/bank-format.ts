import { toCents } from '@contabil/contracts';
import { formatMoney } from '~/lib/format/money';

export { formatMoney, formatReais } from '~/lib/format/money';

/**
 * A transaction's signed amount as the statement shows it, in its account's currency:
 * "+R$ 1.250,00" for money in, "-R$ 59,90" for money out (the one sign of ~/lib/format),
 * "-US$ 34,51" for a dollar account; zero has no sign.
 */
export function formatSignedReais(value: number, currency = 'BRL'): string {
  return formatMoney(value, currency, { signed: true });
}

export type AmountTone = 'credit' | 'debit' | 'zero';

export function amountTone(value: number): AmountTone {
  const cents = toCents(value);
  return cents > 0 ? 'credit' : cents < 0 ? 'debit' : 'zero';
}

/** The classes of an amount's colour: green in, red out. */
export const AMOUNT_TONE_CLASSES: Record<AmountTone, string> = {
  credit: 'text-success',
  debit: 'text-destructive',
  zero: 'text-muted-foreground',
};

/**
 * The filtered period's summary from the list's totals: credits are the money in,
 * debits the money out (whatever sign the API gives them), the balance the difference.
 */
export function periodSummary(totals: { credits: number; debits: number }): {
  credits: number;
  debits: number;
  balance: number;
} {
  const credits = toCents(Math.abs(totals.credits));
  const debits = toCents(Math.abs(totals.debits));
  return { credits: credits / 100, debits: -debits / 100, balance: (credits - debits) / 100 };
}

/** "1 transação", "3 transações": a count with its noun in the singular or plural. */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : pluralForm}`;
}

/**
 * The bank's own kind of a transaction (OFX TRNTYPE) in Portuguese, when it says more than
 * the amount's sign: DEBIT, CREDIT and OTHER say nothing new and give null, as does a kind
 * this list does not know.
 */
const BANK_TYPE_LABELS: Readonly<Record<string, string>> = {
  INT: 'Juros',
  DIV: 'Dividendos',
  FEE: 'Tarifa',
  SRVCHG: 'Tarifa de serviço',
  DEP: 'Depósito',
  ATM: 'Caixa eletrônico',
  POS: 'Compra no cartão',
  XFER: 'Transferência',
  CHECK: 'Cheque',
  PAYMENT: 'Pagamento',
  CASH: 'Saque',
  DIRECTDEP: 'Depósito direto',
  DIRECTDEBIT: 'Débito automático',
  REPEATPMT: 'Pagamento recorrente',
};

export function bankTypeLabel(bankType: string | null): string | null {
  return bankType ? (BANK_TYPE_LABELS[bankType.toUpperCase()] ?? null) : null;
}
