import type { BankAccountRow, BankTransactionView } from './bank-statements.repository.js';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "2026-03-05" as an OFX date at noon ("20260305120000[-3:BRT]"): no time zone can move its day. */
const ofxDate = (isoDate: string) => `${isoDate.replace(/-/g, '')}120000[-3:BRT]`;

const ofxAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * One account's transactions of a period as an OFX 2.1.1 (XML) statement. FITID is the
 * bank's id where it identifies the row; rows kept by their content key go without one
 * (NAME and MEMO as the bank sent them), so re-importing the file doubles nothing.
 */
export function writeStatementOfx(
  account: BankAccountRow,
  rows: readonly BankTransactionView[],
  period: { from: string; to: string },
  now: Date,
): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const transactions = rows
    .map(({ transaction }) =>
      [
        '<STMTTRN>',
        `<TRNTYPE>${escapeXml(transaction.bankType ?? (transaction.amountCents < 0 ? 'DEBIT' : 'CREDIT'))}</TRNTYPE>`,
        `<DTPOSTED>${ofxDate(transaction.postedOn)}</DTPOSTED>`,
        `<TRNAMT>${ofxAmount(transaction.amountCents)}</TRNAMT>`,
        // Only a bank id that identifies the row: the others are found again by their content.
        transaction.dedupeBy === 'fit' && transaction.fitId ? `<FITID>${escapeXml(transaction.fitId)}</FITID>` : '',
        transaction.checkNumber ? `<CHECKNUM>${escapeXml(transaction.checkNumber)}</CHECKNUM>` : '',
        transaction.name ? `<NAME>${escapeXml(transaction.name)}</NAME>` : '',
        `<MEMO>${escapeXml(transaction.memo ?? transaction.description)}</MEMO>`,
        '</STMTTRN>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  const accountFrom =
    account.kind === 'creditcard'
      ? `<CCACCTFROM>\n<ACCTID>${escapeXml(account.accountNumber)}</ACCTID>\n</CCACCTFROM>`
      : [
          '<BANKACCTFROM>',
          `<BANKID>${escapeXml(account.bankId ?? '')}</BANKID>`,
          account.branchId ? `<BRANCHID>${escapeXml(account.branchId)}</BRANCHID>` : '',
          `<ACCTID>${escapeXml(account.accountNumber)}</ACCTID>`,
          '<ACCTTYPE>CHECKING</ACCTTYPE>',
          '</BANKACCTFROM>',
        ]
          .filter(Boolean)
          .join('\n');
  const balance =
    account.balanceCents !== null && account.balanceDate
      ? `<LEDGERBAL>\n<BALAMT>${ofxAmount(account.balanceCents)}</BALAMT>\n<DTASOF>${ofxDate(account.balanceDate)}</DTASOF>\n</LEDGERBAL>`
      : '';
  const [open, close, wrapOpen, wrapClose] =
    account.kind === 'creditcard'
      ? ['<CCSTMTRS>', '</CCSTMTRS>', '<CREDITCARDMSGSRSV1>\n<CCSTMTTRNRS>', '</CCSTMTTRNRS>\n</CREDITCARDMSGSRSV1>']
      : ['<STMTRS>', '</STMTRS>', '<BANKMSGSRSV1>\n<STMTTRNRS>', '</STMTTRNRS>\n</BANKMSGSRSV1>'];
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    '<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0</CODE>\n<SEVERITY>INFO</SEVERITY>\n</STATUS>',
    `<DTSERVER>${stamp}</DTSERVER>\n<LANGUAGE>POR</LANGUAGE>\n</SONRS>\n</SIGNONMSGSRSV1>`,
    wrapOpen,
    '<TRNUID>1</TRNUID>\n<STATUS>\n<CODE>0</CODE>\n<SEVERITY>INFO</SEVERITY>\n</STATUS>',
    open,
    `<CURDEF>${escapeXml(account.currency)}</CURDEF>`,
    accountFrom,
    `<BANKTRANLIST>\n<DTSTART>${ofxDate(period.from)}</DTSTART>\n<DTEND>${ofxDate(period.to)}</DTEND>`,
    transactions,
    '</BANKTRANLIST>',
    balance,
    close,
    wrapClose,
    '</OFX>',
    '',
  ]
    .filter((part, index, all) => part !== '' || index === all.length - 1)
    .join('\n');
}
