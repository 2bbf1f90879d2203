/** OFX files built in tests and in the benchmark (OFX 1.02 SGML, as Brazilian banks send). */

export interface GeneratedTransaction {
  fitId?: string | null;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** Signed cents. */
  amountCents: number;
  memo: string;
  type?: string;
}

export interface GeneratedStatement {
  bankId?: string;
  branchId?: string;
  accountId?: string;
  /** A credit-card statement (CCSTMTRS) instead of a bank one. */
  creditCard?: boolean;
  balanceCents?: number;
  balanceDate?: string;
  transactions: GeneratedTransaction[];
}

const ofxDate = (iso: string) => `${iso.replace(/-/g, '')}120000[-3:BRT]`;
const ofxAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

function statementBlock(statement: GeneratedStatement): string {
  const rows = statement.transactions
    .map(
      (row) =>
        `<STMTTRN><TRNTYPE>${row.type ?? (row.amountCents < 0 ? 'DEBIT' : 'CREDIT')}<DTPOSTED>${ofxDate(row.postedOn)}` +
        `<TRNAMT>${ofxAmount(row.amountCents)}${row.fitId === null ? '' : `<FITID>${row.fitId ?? ''}`}<MEMO>${row.memo}</STMTTRN>`,
    )
    .join('\n');
  const dates = statement.transactions.map((row) => row.postedOn).sort();
  const list = `<BANKTRANLIST><DTSTART>${ofxDate(dates[0] ?? '2026-01-01')}<DTEND>${ofxDate(dates[dates.length - 1] ?? '2026-01-01')}\n${rows}\n</BANKTRANLIST>`;
  const balance =
    statement.balanceCents === undefined
      ? ''
      : `<LEDGERBAL><BALAMT>${ofxAmount(statement.balanceCents)}<DTASOF>${ofxDate(statement.balanceDate ?? dates[dates.length - 1] ?? '2026-01-01')}</LEDGERBAL>`;
  if (statement.creditCard) {
    return `<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><CCSTMTRS><CURDEF>BRL<CCACCTFROM><ACCTID>${statement.accountId ?? '5555444433332222'}</CCACCTFROM>\n${list}\n${balance}</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>`;
  }
  return `<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>${statement.bankId ?? '0341'}<BRANCHID>${statement.branchId ?? '0001'}<ACCTID>${statement.accountId ?? '12345-6'}<ACCTTYPE>CHECKING</BANKACCTFROM>\n${list}\n${balance}</STMTRS></STMTTRNRS></BANKMSGSRSV1>`;
}

/** An OFX 1.02 file with these statements. */
export function buildOfx(statements: GeneratedStatement[]): Buffer {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ].join('\r\n');
  const body = `<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260301120000<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>\n${statements.map(statementBlock).join('\n')}\n</OFX>\n`;
  return Buffer.from(`${header}\r\n${body}`, 'latin1');
}

/** `count` transactions over the days from `start`, each with its own FITID, memo and amount. */
export function manyTransactions(count: number, start = '2026-01-01'): GeneratedTransaction[] {
  const base = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const amountCents = (i % 7 === 0 ? 1 : -1) * (1000 + ((i * 7919) % 500_000));
    return {
      fitId: `GEN${String(i).padStart(7, '0')}`,
      postedOn: new Date(base + Math.floor(i / 30) * 86_400_000).toISOString().slice(0, 10),
      amountCents,
      memo: i % 7 === 0 ? `PIX RECEBIDO CLIENTE ${i % 97}` : `PAGAMENTO FORNECEDOR ${i % 89} NF ${i}`,
    };
  });
}
