import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { OfxParseError, parseOfx, type OfxStatement } from './ofx-parser.js';

const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));
const sum = (statement: OfxStatement) => statement.transactions.reduce((total, t) => total + t.amountCents, 0);
const memos = (statement: OfxStatement) => statement.transactions.map((t) => t.memo);

function parseError(bytes: Uint8Array): OfxParseError {
  try {
    parseOfx(bytes);
  } catch (error) {
    if (error instanceof OfxParseError) return error;
    throw error;
  }
  throw new Error('parseOfx did not throw');
}

// Expected counts and sums were worked out by reading each file (TRNAMT lines), not by the parser.
describe('parseOfx on the shared OFX samples', () => {
  test('US checking statement, SGML with tab indentation and FI/ORG', () => {
    const [statement, ...others] = parseOfx(fixture('shared/sgml_us_checking_ofxparse.ofx'));
    expect(others).toHaveLength(0);
    expect(statement).toMatchObject({
      kind: 'bank',
      bankId: '5472369148',
      accountId: '1452687~7',
      accountType: 'CHECKING',
      currency: 'USD',
      organization: 'FAKE',
      startDate: '2000-01-01',
      endDate: '2013-05-25',
      ledgerBalance: { amountCents: 10099, date: '2013-05-25' },
    });
    expect(statement?.transactions).toHaveLength(3);
    expect(sum(statement as OfxStatement)).toBe(1 - 3451 - 2500);
    expect(statement?.transactions[2]).toEqual({
      fitId: '0000488',
      type: 'CHECK',
      postedOn: '2011-04-07',
      amountCents: -2500,
      currency: 'USD',
      originalCurrency: null,
      name: 'RETURNED CHECK FEE, CHECK # 319',
      memo: 'RETURNED CHECK FEE, CHECK # 319 FOR $45.33 ON 04/07/11',
      checkNumber: '319',
      refNumber: null,
    });
  });

  test('OFX 2.00 XML savings statement', () => {
    const statements = parseOfx(fixture('shared/xml_v200_asgrim.ofx'));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ accountId: '098-121', accountType: 'SAVINGS', organization: 'MYBANK' });
    expect(statements[0]?.transactions).toHaveLength(3);
    expect(sum(statements[0] as OfxStatement)).toBe(20000 + 15000 - 10000);
    expect(statements[0]?.transactions[2]).toMatchObject({ checkNumber: '1025', name: 'Cheque', memo: null });
  });

  test('credit card in SGML with bare "&" in memos and integer amounts', () => {
    const statements = parseOfx(fixture('shared/sgml_memo_ampersand_asgrim.ofx'));
    expect(statements).toHaveLength(1);
    const card = statements[0] as OfxStatement;
    expect(card).toMatchObject({ kind: 'creditcard', bankId: null, accountType: 'CREDITCARD', currency: 'BRL' });
    expect(card.transactions).toHaveLength(16);
    expect(sum(card)).toBe(39382);
    expect(card.ledgerBalance).toEqual({ amountCents: -73405, date: '2018-10-13' });
    expect(memos(card)).toContain('Amazon.Com.Br Amazon & Cloud 3/3');
    expect(memos(card)).toContain('IOF de "Leupay.Eu" & Whoelse');
    expect(card.transactions.find((t) => t.memo === 'Funcern 3/4')?.amountCents).toBe(-14000);
  });

  test('".qfx" credit card: SGML on one body line, CRLF, leaves closed only by their aggregate', () => {
    const statements = parseOfx(fixture('shared/xml_qfx_creditcard_ofxjs.qfx'));
    expect(statements).toHaveLength(1);
    const card = statements[0] as OfxStatement;
    expect(card).toMatchObject({ kind: 'creditcard', accountId: '4510000000003333', currency: 'CAD' });
    expect(card.transactions).toHaveLength(5);
    expect(sum(card)).toBe(-688 + 20208 - 7037 - 2638 - 1797);
    expect(card.transactions[3]?.name).toBe('T&T SUPERMARKET');
    expect(card.transactions[4]?.name).toBe('LYFT *RIDE SAT 8PM VANCOUVER');
    expect(card.ledgerBalance).toEqual({ amountCents: 90453, date: '2026-05-19' });
  });

  test('OFX 1.02 with blank lines before the header, closed and empty tags', () => {
    const statements = parseOfx(fixture('shared/sgml_v102_empty_tags_ofxparse.ofx'));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      bankId: 'NPBS',
      branchId: null,
      accountType: null,
      // CURDEF is empty; the transaction says AUD (CURRENCY/CURSYM): the statement is in AUD.
      currency: 'AUD',
      ledgerBalance: null,
    });
    expect(statements[0]?.transactions).toEqual([
      {
        fitId: null,
        type: 'CREDIT',
        postedOn: '2018-05-07',
        amountCents: 1234,
        currency: 'AUD',
        originalCurrency: null,
        name: null,
        memo: 'CBA:Transfer',
        checkNumber: null,
        refNumber: null,
      },
    ]);
  });

  test('OFX 2.11 with two accounts and no transaction: refused, or read when asked for', () => {
    const bytes = fixture('shared/xml_v211_multiple_accounts_ofxparse.ofx');
    expect(parseError(bytes)).toMatchObject({ reason: 'no_transactions', message: 'O extrato não tem transações.' });
    const statements = parseOfx(bytes, { allowNoTransactions: true });
    expect(statements.map((s) => [s.accountId, s.accountType, s.branchId, s.ledgerBalance?.amountCents])).toEqual([
      ['9100', 'CHECKING', '00', 11100],
      ['9200', 'SAVINGS', '00', 22200],
    ]);
    expect(statements.every((s) => s.transactions.length === 0 && s.organization === 'blah')).toBe(true);
  });
});

describe('parseOfx on Brazilian bank quirks', () => {
  test('Itaú: Windows-1252 bytes, CRLF, blank lines before the header, [-03:EST] dates, balance rows', () => {
    const bytes = fixture('quirks/itau-cp1252-crlf.ofx');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(bytes.includes(0x96)).toBe(true); // en dash, outside Latin-1
    expect(parseOfx(bytes)).toEqual([
      {
        kind: 'bank',
        bankId: '0341',
        branchId: '1234',
        accountId: '56789-0',
        accountType: 'CHECKING',
        currency: 'BRL',
        organization: null,
        startDate: '2024-03-01',
        endDate: '2024-03-31',
        ledgerBalance: { amountCents: 490410, date: '2024-03-31' },
        transactions: [
          {
            fitId: '20240304001',
            type: 'DEBIT',
            postedOn: '2024-03-04',
            amountCents: -35000,
            currency: 'BRL',
            originalCurrency: null,
            name: null,
            memo: 'PIX \u2013 FORNECEDOR \u201cÁGUA\u201d LTDA',
            checkNumber: '000001',
            refNumber: null,
          },
          {
            fitId: '20240305001',
            type: 'DEBIT',
            postedOn: '2024-03-05',
            amountCents: -4590,
            currency: 'BRL',
            originalCurrency: null,
            name: null,
            memo: 'TARIFA MANUTENÇÃO CONTA',
            checkNumber: '000002',
            refNumber: null,
          },
          {
            fitId: '20240310001',
            type: 'DEBIT',
            postedOn: '2024-03-10',
            amountCents: -120000,
            currency: 'BRL',
            originalCurrency: null,
            name: null,
            memo: 'PAGTO ELETRON COBRANÇA SÃO PAULO',
            checkNumber: '000003',
            refNumber: null,
          },
          {
            fitId: '20240315001',
            type: 'CREDIT',
            postedOn: '2024-03-15',
            amountCents: 500000,
            currency: 'BRL',
            originalCurrency: null,
            name: null,
            memo: 'TED RECEBIDA JOSÉ DA CONCEIÇÃO',
            checkNumber: '000004',
            refNumber: null,
          },
        ],
        // SALDO ANTERIOR, SDO CTA/APL AUTOMATICAS, SALDO TOTAL DISPONÍVEL DIA
        ignoredBalanceRows: 3,
        undatedTransactions: 0,
        truncatedFields: 0,
      },
    ]);
  });

  test('Bradesco: UTF-8 bytes under a CHARSET:1252 header, [-3:BRT] dates, CHECKNUM and REFNUM', () => {
    const bytes = fixture('quirks/bradesco-utf8-declared-1252.ofx');
    expect(bytes.toString('latin1')).toContain('CHARSET:1252');
    const [statement] = parseOfx(bytes);
    expect(statement).toMatchObject({ bankId: '0237', branchId: '03456', organization: 'Banco Bradesco S.A.' });
    expect(memos(statement as OfxStatement)).toEqual([
      'TRANSFERÊNCIA PIX REM: MARIA JOSÉ',
      'DÉBITO AUTOMÁTICO ÁGUA SABESP',
      'TARIFA BANCÁRIA CESTA FÁCIL',
    ]);
    expect(statement?.transactions[0]).toMatchObject({ checkNumber: '1234567', refNumber: '98765' });
    expect(sum(statement as OfxStatement)).toBe(25000 - 8945 - 3250);
    expect(statement?.ignoredBalanceRows).toBe(1);
  });

  test('Banco do Brasil: closed and unclosed leaves mixed, padded amounts, [-3:GMT], repeated FITID', () => {
    const bytes = fixture('quirks/bb-mixed-closing-tags.ofx');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const [statement, ...others] = parseOfx(bytes);
    expect(others).toHaveLength(0);
    expect(statement).toMatchObject({ bankId: '001', branchId: '1234-5', accountId: '12345-6' });
    expect(statement?.transactions.map((t) => [t.fitId, t.postedOn, t.amountCents, t.memo])).toEqual([
      ['202403040001', '2024-03-04', -2350, 'Pix - Enviado 04/03 10:15 Padaria Pão Quente'],
      // Same FITID as the row above: both are kept; telling them apart is the importer's job.
      ['202403040001', '2024-03-04', 15000, 'Pix - Recebido 04/03 11:02 João Grão'],
      ['202403050002', '2024-03-05', -1990, 'Tarifa Pacote de Serviços'],
    ]);
    // Saldo Anterior, Saldo do dia, S A L D O
    expect(statement?.ignoredBalanceRows).toBe(3);
    expect(statement?.ledgerBalance).toEqual({ amountCents: 110660, date: '2024-03-06' });
  });

  test('Caixa: the whole file on one line, comma decimals, empty FITIDs, SALDO DIA', () => {
    const bytes = fixture('quirks/caixa-one-line-comma-decimals.ofx');
    expect(bytes.includes(0x0a)).toBe(false);
    const [statement] = parseOfx(bytes);
    expect(statement?.transactions.map((t) => [t.fitId, t.amountCents, t.memo, t.checkNumber])).toEqual([
      [null, -123456, 'PAG BOLETO CONDOMÍNIO', '110311'],
      [null, -5000, 'DEB TARIFA', '120312'],
      ['150315', 250000, 'CRED TED REMÉDIOS BOA SAÚDE', '150315'],
      ['180318', -150, 'DEB JUROS', '180318'],
    ]);
    expect(sum(statement as OfxStatement)).toBe(121394);
    expect(statement?.ignoredBalanceRows).toBe(1);
    expect(statement?.ledgerBalance).toEqual({ amountCents: 121394, date: '2024-03-20' });
  });

  test('Nubank card: entities (&amp; &lt; &gt; &quot; &#233;), a bare "&", a "+" amount', () => {
    const [card] = parseOfx(fixture('quirks/nubank-creditcard-entities.ofx'));
    expect(card).toMatchObject({
      kind: 'creditcard',
      accountId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      organization: 'NU PAGAMENTOS S.A.',
    });
    expect(card?.transactions.map((t) => [t.memo, t.amountCents])).toEqual([
      ['Padaria & Café', -1250],
      ['Posto Shell <BR-116> Km 20', -20000],
      ['C&A Modas - Parcela 2/3', -8990],
      ['Estorno de "Café do Ponto"', 1000],
      ['Pagamento recebido', 150000],
    ]);
  });

  test('Inter: BOM and blank lines before the XML header, milliseconds, amounts without decimals', () => {
    const bytes = fixture('quirks/inter-xml-bom-blank-lines.ofx');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [statement] = parseOfx(bytes);
    expect(statement).toMatchObject({ startDate: '2024-03-01', endDate: '2024-03-20', organization: 'Banco Inter' });
    expect(statement?.transactions.map((t) => [t.postedOn, t.amountCents, t.name, t.memo])).toEqual([
      ['2024-03-15', 10000, 'Pix recebido', 'Cliente Ágil Ltda'],
      ['2024-03-16', -3500, 'Pagamento efetuado', 'Boleto Energia & Gás'],
      ['2024-03-18', 1000, 'Cashback', null],
    ]);
    expect(statement?.ignoredBalanceRows).toBe(1);
  });

  test('Santander: a bank and a card statement in one file, date-only dates, both separators', () => {
    const statements = parseOfx(fixture('quirks/santander-bank-and-card.ofx'));
    expect(statements.map((s) => [s.kind, s.accountId, s.bankId, s.accountType, s.transactions.length])).toEqual([
      ['bank', '01001234-5', '033', 'CHECKING', 2],
      ['creditcard', '4111********1111', null, 'CREDITCARD', 2],
    ]);
    const [bank, card] = statements as [OfxStatement, OfxStatement];
    expect(bank.transactions.map((t) => t.amountCents)).toEqual([-123456, 250000]);
    expect(bank.ignoredBalanceRows).toBe(2);
    expect(sum(card)).toBe(-19990 - 3500);
    expect(card.transactions[0]).toMatchObject({ postedOn: '2024-03-05', name: 'AMAZON MARKETPLACE', memo: null });
    expect(statements.every((s) => s.organization === 'SANTANDER' && s.endDate === '2024-03-31')).toBe(true);
  });

  test('Sicoob: zero DTPOSTED falls back to DTUSER or drops the row; "saldo" inside a description stays', () => {
    const [statement] = parseOfx(fixture('quirks/sicoob-zero-dates-saldo.ofx'));
    expect(statement?.transactions.map((t) => [t.fitId, t.postedOn, t.amountCents, t.name])).toEqual([
      ['2', '2024-03-04', 30000, 'PIX RECEBIDO SALDO DEVEDOR JOAO'],
      ['3', '2024-03-05', -7540, 'COMPRA MAT CONSTRUCAO M&M'],
    ]);
    expect(statement?.undatedTransactions).toBe(1);
    expect(statement?.ignoredBalanceRows).toBe(2);
  });
});

describe('parseOfx refuses what it cannot import, in Portuguese', () => {
  test('an empty file or one with only blank lines', () => {
    for (const path of ['invalid/empty.ofx', 'invalid/blank-lines.ofx']) {
      expect(parseError(fixture(path))).toMatchObject({ reason: 'empty', message: 'O arquivo está vazio.' });
    }
  });

  test('a file that is not OFX (a CSV export, a PDF)', () => {
    for (const bytes of [fixture('invalid/extrato.csv'), Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj')]) {
      expect(parseError(bytes)).toMatchObject({ reason: 'not_ofx', message: 'O arquivo não é um extrato OFX.' });
    }
  });

  test('an OFX header without the <OFX> block', () => {
    expect(parseError(Buffer.from('OFXHEADER:100\nDATA:OFXSGML\n'))).toMatchObject({ reason: 'malformed' });
  });

  test('an OFX without a bank or card statement', () => {
    expect(parseError(fixture('invalid/no-statement.ofx'))).toMatchObject({
      reason: 'no_transactions',
      message: 'O arquivo OFX não traz extrato de conta nem de cartão de crédito.',
    });
  });

  test('a statement whose only rows are balance rows, or whose rows have no date', () => {
    expect(parseError(fixture('invalid/only-balance-rows.ofx'))).toMatchObject({
      reason: 'no_transactions',
      message: 'O extrato não tem transações.',
    });
    // Saldo Anterior, S A L D O, SALDO
    const [onlyBalances] = parseOfx(fixture('invalid/only-balance-rows.ofx'), { allowNoTransactions: true });
    expect(onlyBalances).toMatchObject({ transactions: [], ignoredBalanceRows: 3 });
    const undated = fixture('quirks/sicoob-zero-dates-saldo.ofx')
      .toString('latin1')
      .replace(/<DTPOSTED>2024\d+\[-3:BRT\]|<DTUSER>\d+/g, '<DTPOSTED>00000000');
    expect(parseError(Buffer.from(undated, 'latin1'))).toMatchObject({
      reason: 'no_transactions',
      message: 'O extrato não tem transações com data válida.',
    });
  });

  test('an amount that is not a number names the transaction and its line', () => {
    expect(parseError(fixture('invalid/bad-amount.ofx'))).toMatchObject({
      reason: 'malformed',
      message:
        'Não foi possível ler o extrato OFX: o valor "R$ 12,OO" é inválido na transação nº 2 (linha 33, FITID A2).',
    });
  });

  test('a transaction without an amount, or a statement without an account', () => {
    const text = fixture('invalid/bad-amount.ofx').toString('latin1');
    expect(parseError(Buffer.from(text.replace('<TRNAMT>R$ 12,OO', '<TRNAMT>'), 'latin1')).message).toBe(
      'Não foi possível ler o extrato OFX: falta o valor (TRNAMT) na transação nº 2 (linha 33, FITID A2).',
    );
    expect(parseError(Buffer.from(text.replace('<ACCTID>11111-1', '<ACCTID>  '), 'latin1')).message).toBe(
      'Não foi possível ler o extrato OFX: o extrato da linha 15 não informa a conta (ACCTID).',
    );
  });

  test('a file cut off in the middle of a transaction', () => {
    expect(parseError(fixture('invalid/truncated.ofx'))).toMatchObject({
      reason: 'malformed',
      message: 'Não foi possível ler o extrato OFX: o arquivo está incompleto: a transação da linha 30 não termina.',
    });
  });
});

describe('parseOfx tolerance details', () => {
  const wrap = (transactions: string) =>
    Buffer.from(
      `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>1<ACCTID>9</BANKACCTFROM>` +
        `<BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
    );

  test('reads a file without header, lower-case tags, a missing </STMTTRN>, a "<" that starts no tag', () => {
    const [statement] = parseOfx(
      wrap(
        '<stmttrn><trntype>debit<dtposted>20240301<trnamt>-1,00<memo>COMPRA < 100 UNID' +
          '<STMTTRN><DTPOSTED>20240302<TRNAMT>2<PAYEE><NAME>LOJA &amp; CIA</PAYEE></STMTTRN>',
      ),
    );
    expect(statement?.transactions).toMatchObject([
      { type: 'DEBIT', postedOn: '2024-03-01', amountCents: -100, memo: 'COMPRA < 100 UNID' },
      { type: 'OTHER', postedOn: '2024-03-02', amountCents: 200, name: 'LOJA & CIA' },
    ]);
    expect(statement).toMatchObject({ currency: 'BRL', startDate: null, ledgerBalance: null });
  });

  test('collapses whitespace in names and memos and ignores NUL padding and comments', () => {
    const bytes = Buffer.concat([
      wrap('<STMTTRN><DTPOSTED>20240301<TRNAMT>5<!-- nota --><NAME>  A \t B\r\n C  </NAME></STMTTRN>'),
      Buffer.alloc(16),
    ]);
    expect(parseOfx(bytes)[0]?.transactions[0]).toMatchObject({ amountCents: 500, name: 'A B C' });
  });

  test('takes XML CDATA sections as they are', () => {
    const [statement] = parseOfx(
      wrap(
        '<STMTTRN><DTPOSTED>20240301</DTPOSTED><TRNAMT>5</TRNAMT><MEMO><![CDATA[A <b> & B]]> &amp; C</MEMO></STMTTRN>',
      ),
    );
    expect(statement?.transactions[0]?.memo).toBe('A <b> & B & C');
  });

  test('an unreadable ledger balance is an error, not a silent zero', () => {
    const bytes = Buffer.from(
      wrap('<STMTTRN><DTPOSTED>20240301<TRNAMT>5</STMTTRN>')
        .toString()
        .replace('</STMTRS>', '<LEDGERBAL><BALAMT>abc<DTASOF>20240301</LEDGERBAL></STMTRS>'),
    );
    expect(parseError(bytes)).toMatchObject({ reason: 'malformed' });
  });
});

describe('parseOfx speed', () => {
  const transactionCount = 10_000;
  const rows = Array.from(
    { length: transactionCount },
    (_, i) =>
      `<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20240301120000[-3:BRT]\r\n<TRNAMT>-${(i % 997) + 1},${String(i % 100).padStart(2, '0')}\r\n` +
      `<FITID>${i}\r\n<MEMO>PAGAMENTO FORNECEDOR ${i} &amp; CIA\r\n</STMTTRN>`,
  );
  // The same sum from the row formula: amounts are -(i % 997 + 1) reais and -(i % 100) cents.
  let expectedCents = 0;
  for (let i = 0; i < transactionCount; i += 1) expectedCents -= ((i % 997) + 1) * 100 + (i % 100);
  const file = (separator: string) =>
    Buffer.from(
      `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>` +
        `<CURDEF>BRL<BANKACCTFROM><BANKID>341<ACCTID>12345-6</BANKACCTFROM><BANKTRANLIST>${separator}` +
        rows.join(separator) +
        `</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
      'latin1',
    );

  for (const [layout, bytes] of [
    ['one element per line', file('\r\n')],
    [
      'the whole body on one line',
      Buffer.from(
        file('')
          .toString('latin1')
          .replace(/\r\n(?!\r\n)(?=<)/g, ''),
        'latin1',
      ),
    ],
  ] as const) {
    test(`reads ${transactionCount} transactions in well under a second (${layout})`, () => {
      // Processor time of this process, not the wall clock: on a CI machine shared by other jobs the
      // wall clock measures the neighbours. It is still the cold first parse, JIT warm-up included.
      const before = process.cpuUsage();
      const [statement] = parseOfx(bytes);
      const used = process.cpuUsage(before);
      expect(statement?.transactions).toHaveLength(transactionCount);
      expect(sum(statement as OfxStatement)).toBe(expectedCents);
      expect((used.user + used.system) / 1000).toBeLessThan(1000);
    });
  }
});
