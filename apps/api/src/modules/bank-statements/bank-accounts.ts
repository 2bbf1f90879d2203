import { bankAccountKindLabels, type BankAccountKind } from '@contabil/contracts';

/** Names of the banks (COMPE codes) small companies use most; others show "Banco 123". */
const BANK_NAMES: Readonly<Record<string, string>> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '070': 'BRB',
  '077': 'Inter',
  '104': 'Caixa',
  '197': 'Stone',
  '208': 'BTG Pactual',
  '212': 'Banco Original',
  '237': 'Bradesco',
  '260': 'Nubank',
  '290': 'PagBank',
  '323': 'Mercado Pago',
  '336': 'C6 Bank',
  '341': 'Itaú',
  '380': 'PicPay',
  '403': 'Cora',
  '422': 'Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

/** Digits and letters only, upper case, without leading zeros ("0001" and "1" are one branch). */
function normalisePart(value: string | null | undefined): string {
  return (value ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^0+(?=.)/, '');
}

/** A bank code as three digits ("0341" and "341" are Itaú); null when there is none. */
export function bankCode(bankId: string | null | undefined): string | null {
  const digits = normalisePart(bankId);
  if (!digits) return null;
  return /^\d+$/.test(digits) ? digits.padStart(3, '0') : digits;
}

interface AccountIdentity {
  kind: BankAccountKind;
  bankId: string | null;
  branchId: string | null;
  accountNumber: string;
}

/**
 * What finds an account again: bank, branch and number for current accounts; the card's
 * number alone for credit cards (their statements carry no bank or branch).
 */
export function accountMatchKey(account: AccountIdentity): string {
  if (account.kind === 'creditcard') return `creditcard|${normalisePart(account.accountNumber)}`;
  return `bank|${bankCode(account.bankId) ?? ''}|${normalisePart(account.branchId)}|${normalisePart(account.accountNumber)}`;
}

/** "Itaú · ag. 0001 · c/c 12345-6", "Cartão de crédito final 4321". */
export function accountName(account: AccountIdentity & { organization?: string | null | undefined }): string {
  if (account.kind === 'creditcard') {
    const digits = account.accountNumber.replace(/\D/g, '');
    const tail = digits.length >= 4 ? digits.slice(-4) : account.accountNumber.trim();
    return `${bankAccountKindLabels.creditcard} final ${tail}`;
  }
  const code = bankCode(account.bankId);
  const bank =
    (code && BANK_NAMES[code]) || account.organization?.trim() || (code ? `Banco ${code}` : 'Conta bancária');
  const parts = [bank];
  if (account.branchId?.trim()) parts.push(`ag. ${account.branchId.trim()}`);
  parts.push(`c/c ${account.accountNumber.trim()}`);
  return parts.join(' · ');
}
