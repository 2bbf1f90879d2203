/**
 * OFX reader for the statements Brazilian banks export: OFX 1.x (SGML, leaf tags usually
 * not closed) and 2.x (XML), bank and credit-card statements, several statements per file.
 * It is a tolerant tokenizer plus a small tree walk, no XML library: real files mix closed
 * and unclosed leaf tags, put everything on one line, declare one charset and use another,
 * write amounts with comma decimals and slip balance lines in among the transactions.
 * The rules and the quirks each one answers are listed in README.md next to this file.
 */

export type OfxStatementKind = 'bank' | 'creditcard';

export interface OfxTransaction {
  /** FITID trimmed; empty -> null. Not unique in real files (the same FITID repeats, or is empty). */
  fitId: string | null;
  /** TRNTYPE upper-case (CREDIT, DEBIT, PAYMENT, XFER, OTHER...), 'OTHER' when missing. */
  type: string;
  /** 'YYYY-MM-DD' as the bank wrote DTPOSTED (time zone ignored); zero/invalid -> DTUSER, else null. */
  postedOn: string | null;
  /** Signed integer cents, parsed from the digits (no floating point). */
  amountCents: number;
  name: string | null;
  memo: string | null;
  checkNumber: string | null;
  refNumber: string | null;
}

export interface OfxStatement {
  kind: OfxStatementKind;
  /** BANKID as written (leading zeros kept); null for credit cards. */
  bankId: string | null;
  branchId: string | null;
  accountId: string;
  /** ACCTTYPE (CHECKING, SAVINGS...) or 'CREDITCARD'. */
  accountType: string | null;
  /** CURDEF, 'BRL' when missing. */
  currency: string;
  /** FI/ORG from the sign-on response. */
  organization: string | null;
  startDate: string | null;
  endDate: string | null;
  ledgerBalance: { amountCents: number; date: string | null } | null;
  /** Balance rows ("Saldo Anterior", "S A L D O"...) and undated rows removed. */
  transactions: OfxTransaction[];
  ignoredBalanceRows: number;
  undatedTransactions: number;
}

export type OfxParseErrorReason = 'empty' | 'not_ofx' | 'no_transactions' | 'malformed';

export class OfxParseError extends Error {
  constructor(
    readonly reason: OfxParseErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'OfxParseError';
  }
}

export interface OfxParseOptions {
  /**
   * A file whose statements hold no transaction is refused by default (reason
   * 'no_transactions'); true returns its statements, e.g. balance-only statements.
   */
  allowNoTransactions?: boolean;
}

/**
 * Reads every bank and credit-card statement in an OFX file.
 * Throws OfxParseError with a Portuguese message the user can act on.
 */
export function parseOfx(bytes: Uint8Array, options: OfxParseOptions = {}): OfxStatement[] {
  if (bytes.length === 0) throw new OfxParseError('empty', 'O arquivo está vazio.');
  // NUL padding appears in files cut out of fixed-size download buffers.
  const text = decodeOfxText(bytes).replace(/\u0000/g, '');
  if (text.trim() === '') throw new OfxParseError('empty', 'O arquivo está vazio.');

  const ofxTag = /<OFX\s*>/i.exec(text);
  if (!ofxTag) {
    if (/OFXHEADER/i.test(text)) throw malformed('o arquivo tem o cabeçalho OFX mas não tem o bloco <OFX>.');
    throw new OfxParseError('not_ofx', 'O arquivo não é um extrato OFX.');
  }

  const root = buildTree(text, ofxTag.index);
  const organization = leafValue(findFirst(findFirst(root, 'SONRS'), 'FI'), 'ORG');
  const statementNodes: OfxNode[] = [];
  collectStatements(root, statementNodes);
  if (statementNodes.length === 0) {
    throw new OfxParseError('no_transactions', 'O arquivo OFX não traz extrato de conta nem de cartão de crédito.');
  }

  const counter = { ordinal: 0 };
  const statements = statementNodes.map((node) => readStatement(node, organization, counter));
  const kept = statements.reduce((sum, statement) => sum + statement.transactions.length, 0);
  if (kept === 0 && !options.allowNoTransactions) {
    const undated = statements.reduce((sum, statement) => sum + statement.undatedTransactions, 0);
    throw new OfxParseError(
      'no_transactions',
      undated > 0 ? 'O extrato não tem transações com data válida.' : 'O extrato não tem transações.',
    );
  }
  return statements;
}

// ---------------------------------------------------------------------------------------
// Charset

const CP1252_80_TO_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * The file's text. A byte-order mark decides; then bytes that are valid UTF-8 are read as
 * UTF-8 whatever the header says (banks declare CHARSET:1252 and send UTF-8); otherwise the
 * charset the header declares (CHARSET:/ENCODING: or <?xml encoding?>), Windows-1252 when
 * it declares UTF-8, a Latin-1 family name, nothing, or something unknown.
 */
export function decodeOfxText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // Not UTF-8: the declared single-byte charset, Windows-1252 by default.
  }
  const declared = declaredDecoder(bytes);
  return declared ? declared.decode(bytes) : decodeWindows1252(bytes);
}

/** A decoder for the header's charset when it names one other than UTF-8 and Windows-1252/Latin-1. */
function declaredDecoder(bytes: Uint8Array): TextDecoder | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('latin1');
  const ofxAt = head.search(/<OFX\s*>/i);
  const header = ofxAt < 0 ? head : head.slice(0, ofxAt);
  const label =
    /<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(header)?.[1] ??
    /\bCHARSET\s*:\s*([^\s<]+)/i.exec(header)?.[1] ??
    /\bENCODING\s*:\s*([^\s<]+)/i.exec(header)?.[1];
  if (!label) return null;
  const normalized = label.trim().toLowerCase();
  const whatwgLabel = /^\d{3,4}$/.test(normalized)
    ? `windows-${normalized}`
    : /^8859-\d+$/.test(normalized)
      ? `iso-${normalized}`
      : normalized;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(whatwgLabel);
  } catch {
    return null; // USASCII, NONE and names no decoder knows
  }
  // Node's own windows-1252 decoder maps 0x80-0x9F to control characters: ours does not.
  return decoder.encoding === 'windows-1252' || decoder.encoding.startsWith('utf-') ? null : decoder;
}

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (ch) => CP1252_80_TO_9F[ch.charCodeAt(0) - 0x80] as string);
}

// ---------------------------------------------------------------------------------------
// Values

/**
 * 'YYYY-MM-DD' from an OFX date: the first eight digits as the bank wrote them, whatever
 * follows (time, .XXX or :XXX milliseconds, a [-3:BRT] zone). Zero and placeholder dates
 * (00000000, 18991230, anything before 1970) and impossible dates give null.
 */
export function parseOfxDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^\s*(\d{4})(\d{2})(\d{2})/.exec(value) ?? /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  const year = Number(yyyy);
  const month = Number(mm);
  const day = Number(dd);
  if (year < 1970 || year > 2199) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * Signed integer cents from an OFX amount, or null when it is not a number. Spaces are
 * ignored ("  100 ", "- 50,00"); the decimal separator is '.' or ',' (OFX allows both):
 * with both present the last one is the decimal separator and the other groups thousands
 * ("1.234,56", "1,234.56"); one separator occurring once is decimal ("-1,5", "1.000" is one
 * real); occurring more than once it groups thousands ("1.234.567"). Thousands groups must
 * have three digits. More than two decimal places round half away from zero.
 */
export function parseOfxAmount(value: string | null | undefined): number | null {
  if (value == null) return null;
  const match = /^([+-]?)([\d.,]+)$/.exec(value.replace(/\s+/g, ''));
  if (!match) return null;
  const [, sign, body] = match as unknown as [string, string, string];
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let integer: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const separator = body[decimalAt] as string;
    integer = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
    if (integer.includes(separator)) return null;
    const grouped = ungroup(integer, separator === '.' ? ',' : '.');
    if (grouped === null) return null;
    integer = grouped;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const at = body.indexOf(separator);
    if (at === Math.max(lastDot, lastComma)) {
      integer = body.slice(0, at);
      fraction = body.slice(at + 1);
    } else {
      const grouped = ungroup(body, separator);
      if (grouped === null) return null;
      integer = grouped;
    }
  } else {
    integer = body;
  }
  if (!/^\d*$/.test(fraction) || (integer === '' && fraction === '')) return null;
  if (integer.length > 13) return null; // beyond any statement amount and near the safe-integer limit
  let cents = Number(integer || '0') * 100 + Number((fraction + '00').slice(0, 2));
  if (fraction.length > 2 && (fraction[2] as string) >= '5') cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** "1.234.567" -> "1234567"; null when the groups are not 1-3 digits then threes. */
function ungroup(digits: string, separator: string): string | null {
  if (!digits.includes(separator)) return /^\d*$/.test(digits) ? digits : null;
  const groups = digits.split(separator);
  const [first, ...rest] = groups as [string, ...string[]];
  if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return null;
  return groups.join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** &amp; &lt; &gt; &quot; &apos; &nbsp; and numeric references; a bare '&' stays as it is. */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

// ---------------------------------------------------------------------------------------
// Balance rows

/** Words that may follow SALDO/SDO in a balance line; any other word makes it a transaction. */
const BALANCE_WORDS = new Set(
  (
    'DO DA DE DIA ANTERIOR ANT FINAL ATUAL INICIAL DISPONIVEL DISP TOTAL EM CONTA CTA CORRENTE CC C ' +
    'BLOQUEADO BLOQ LIQUIDO PARCIAL MES PERIODO APLIC APL AUT AUTOMATICA AUTOMATICAS MAIS DEVEDOR CREDOR R'
  ).split(' '),
);

/**
 * True for the balance lines banks list as transactions: every description present
 * (NAME, MEMO) is "SALDO"/"SDO" followed only by balance words, dates and amounts
 * ("Saldo Anterior", "S A L D O", "SALDO DO DIA 05/03", "SDO CTA/APL AUTOMATICAS").
 * "PIX RECEBIDO SALDO DEVEDOR JOAO" or "SALDO DEVEDOR JOAO" are transactions.
 */
export function isBalanceRow(name: string | null, memo: string | null): boolean {
  if (name === null && memo === null) return false;
  return (name === null || isBalanceText(name)) && (memo === null || isBalanceText(memo));
}

function isBalanceText(text: string): boolean {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    // "S A L D O" -> "SALDO"
    .replace(/\b(?:[A-Z] ){2,}[A-Z]\b/g, (letters) => letters.replace(/ /g, ''))
    .split(' ');
  const [first, ...rest] = words as [string, ...string[]];
  if (first !== 'SALDO' && first !== 'SDO') return false;
  return rest.every((word) => BALANCE_WORDS.has(word) || /^\d+$/.test(word));
}

// ---------------------------------------------------------------------------------------
// Tokenizer and tree

interface OfxNode {
  name: string;
  /** Leaf text (entities decoded, trimmed); null for aggregates. */
  value: string | null;
  children: OfxNode[];
  line: number;
}

/**
 * Tags that hold other tags. In SGML OFX a leaf's closing tag is optional and an empty leaf
 * cannot be told from an aggregate, so anything else is a leaf whose value runs to the next
 * tag; an unlisted aggregate's children then land in its parent, which only matters for
 * fields read from the parent.
 */
const AGGREGATES = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'STATUS',
  'FI',
  'BANKMSGSRSV1',
  'STMTTRNRS',
  'STMTRS',
  'STMTENDTRNRS',
  'STMTENDRS',
  'CREDITCARDMSGSRSV1',
  'CCSTMTTRNRS',
  'CCSTMTRS',
  'CCSTMTENDTRNRS',
  'CCSTMTENDRS',
  'BANKACCTFROM',
  'BANKACCTTO',
  'CCACCTFROM',
  'CCACCTTO',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'CURRENCY',
  'ORIGCURRENCY',
  'IMAGEDATA',
  'LEDGERBAL',
  'AVAILBAL',
  'BALLIST',
  'BAL',
  'REWARDINFO',
  'CLOSING',
  'CCCLOSING',
  'SIGNUPMSGSRSV1',
  'ACCTINFOTRNRS',
  'ACCTINFORS',
  'ACCTINFO',
  'BANKACCTINFO',
  'CCACCTINFO',
  'INVSTMTMSGSRSV1',
  'INVSTMTTRNRS',
  'INVSTMTRS',
]);

interface Tag {
  kind: 'open' | 'close' | 'empty' | 'skip';
  name: string;
  start: number;
  end: number;
}

const TAG_PATTERN = /<(\/?)([A-Za-z][\w.:-]*)\s*(\/?)>/y;

/** The next tag from `from`; a '<' that starts no tag ("COMPRA < 100") is text. */
function nextTag(text: string, from: number): Tag | null {
  for (let lt = text.indexOf('<', from); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    const after = text[lt + 1];
    if (after === '!' && text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      return { kind: 'skip', name: '', start: lt, end: close < 0 ? text.length : close + 3 };
    }
    if (after === '?') {
      const close = text.indexOf('?>', lt + 2);
      if (close >= 0) return { kind: 'skip', name: '', start: lt, end: close + 2 };
    }
    TAG_PATTERN.lastIndex = lt;
    const match = TAG_PATTERN.exec(text);
    if (match) {
      const kind = match[1] ? 'close' : match[3] ? 'empty' : 'open';
      return { kind, name: (match[2] as string).toUpperCase(), start: lt, end: TAG_PATTERN.lastIndex };
    }
  }
  return null;
}

/** Line feeds in text[from, to); a bounded loop, as indexOf would run on through one-line files. */
function countLineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at += 1) if (text.charCodeAt(at) === 10) count += 1;
  return count;
}

/** The element tree from <OFX> on; line numbers count from the top of the file. */
function buildTree(text: string, start: number): OfxNode {
  const root: OfxNode = { name: '#document', value: null, children: [], line: 1 };
  const stack: OfxNode[] = [root];
  let line = 1 + countLineFeeds(text, 0, start);
  let position = start;
  let tag = nextTag(text, position);
  while (tag) {
    line += countLineFeeds(text, position, tag.start);
    const top = stack[stack.length - 1] as OfxNode;
    const following = nextTag(text, tag.end);
    if (tag.kind === 'skip') {
      line += countLineFeeds(text, tag.start, tag.end);
    } else if (tag.kind === 'close') {
      const name = tag.name;
      const open = stack.findLastIndex((node) => node.name === name);
      // A closing tag for something not open is a leaf's optional closing tag (or noise).
      if (open > 0) stack.length = open;
    } else if (AGGREGATES.has(tag.name)) {
      // An aggregate never directly contains itself: an unclosed <STMTTRN> ends at the next one.
      if (top.name === tag.name) stack.pop();
      const node: OfxNode = { name: tag.name, value: null, children: [], line };
      (stack[stack.length - 1] as OfxNode).children.push(node);
      if (tag.kind === 'open') stack.push(node);
    } else {
      const raw = tag.kind === 'empty' ? '' : text.slice(tag.end, following ? following.start : text.length);
      top.children.push({ name: tag.name, value: decodeEntities(raw.trim()), children: [], line });
    }
    position = tag.end;
    tag = following;
  }
  const openTransaction = stack.find((node) => node.name === 'STMTTRN');
  if (openTransaction) {
    throw malformed(`o arquivo está incompleto: a transação da linha ${openTransaction.line} não termina.`);
  }
  return root;
}

function findFirst(node: OfxNode | undefined, name: string): OfxNode | undefined {
  if (!node) return undefined;
  for (const child of node.children) {
    if (child.name === name) return child;
    const found = findFirst(child, name);
    if (found) return found;
  }
  return undefined;
}

function collectStatements(node: OfxNode, out: OfxNode[]): void {
  for (const child of node.children) {
    if (child.name === 'STMTRS' || child.name === 'CCSTMTRS') out.push(child);
    else if (child.value === null) collectStatements(child, out);
  }
}

/** The trimmed value of the first `name` leaf directly under `node`; empty -> null. */
function leafValue(node: OfxNode | undefined, name: string): string | null {
  const leaf = node?.children.find((child) => child.name === name && child.value !== null);
  return leaf?.value ? leaf.value : null;
}

function collapsed(value: string | null): string | null {
  if (value === null) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

function malformed(detail: string): OfxParseError {
  return new OfxParseError('malformed', `Não foi possível ler o extrato OFX: ${detail}`);
}

// ---------------------------------------------------------------------------------------
// Statements

function readStatement(node: OfxNode, organization: string | null, counter: { ordinal: number }): OfxStatement {
  const kind: OfxStatementKind = node.name === 'CCSTMTRS' ? 'creditcard' : 'bank';
  const account =
    node.children.find((child) => child.name === (kind === 'bank' ? 'BANKACCTFROM' : 'CCACCTFROM')) ??
    node.children.find((child) => child.name === 'BANKACCTFROM' || child.name === 'CCACCTFROM');
  const accountId = leafValue(account, 'ACCTID');
  if (!accountId) throw malformed(`o extrato da linha ${node.line} não informa a conta (ACCTID).`);

  const list = node.children.find((child) => child.name === 'BANKTRANLIST');
  const rows: OfxNode[] = [];
  collectTransactions(node, rows);

  const statement: OfxStatement = {
    kind,
    bankId: kind === 'bank' ? leafValue(account, 'BANKID') : null,
    branchId: kind === 'bank' ? leafValue(account, 'BRANCHID') : null,
    accountId,
    accountType: kind === 'bank' ? (leafValue(account, 'ACCTTYPE')?.toUpperCase() ?? null) : 'CREDITCARD',
    currency: leafValue(node, 'CURDEF')?.toUpperCase() ?? 'BRL',
    organization,
    startDate: parseOfxDate(leafValue(list, 'DTSTART')),
    endDate: parseOfxDate(leafValue(list, 'DTEND')),
    ledgerBalance: readBalance(node.children.find((child) => child.name === 'LEDGERBAL')),
    transactions: [],
    ignoredBalanceRows: 0,
    undatedTransactions: 0,
  };

  for (const row of rows) {
    counter.ordinal += 1;
    const name = collapsed(leafValue(row, 'NAME') ?? leafValue(row.children.find((c) => c.name === 'PAYEE'), 'NAME'));
    const memo = collapsed(leafValue(row, 'MEMO'));
    if (isBalanceRow(name, memo)) {
      statement.ignoredBalanceRows += 1;
      continue;
    }
    const fitId = leafValue(row, 'FITID');
    const rawAmount = leafValue(row, 'TRNAMT');
    const where = `na transação nº ${counter.ordinal} (linha ${row.line}${fitId ? `, FITID ${fitId}` : ''})`;
    if (rawAmount === null) throw malformed(`falta o valor (TRNAMT) ${where}.`);
    const amountCents = parseOfxAmount(rawAmount);
    if (amountCents === null) throw malformed(`o valor "${rawAmount}" é inválido ${where}.`);
    const postedOn = parseOfxDate(leafValue(row, 'DTPOSTED')) ?? parseOfxDate(leafValue(row, 'DTUSER'));
    if (postedOn === null) {
      statement.undatedTransactions += 1;
      continue;
    }
    statement.transactions.push({
      fitId,
      type: leafValue(row, 'TRNTYPE')?.toUpperCase() ?? 'OTHER',
      postedOn,
      amountCents,
      name,
      memo,
      checkNumber: leafValue(row, 'CHECKNUM'),
      refNumber: leafValue(row, 'REFNUM'),
    });
  }
  return statement;
}

/** STMTTRN aggregates in document order (normally the children of BANKTRANLIST). */
function collectTransactions(node: OfxNode, out: OfxNode[]): void {
  for (const child of node.children) {
    if (child.name === 'STMTTRN') out.push(child);
    else if (child.value === null) collectTransactions(child, out);
  }
}

function readBalance(node: OfxNode | undefined): OfxStatement['ledgerBalance'] {
  const raw = leafValue(node, 'BALAMT');
  if (!node || raw === null) return null;
  const amountCents = parseOfxAmount(raw);
  if (amountCents === null) throw malformed(`o saldo "${raw}" é inválido (LEDGERBAL, linha ${node.line}).`);
  return { amountCents, date: parseOfxDate(leafValue(node, 'DTASOF')) };
}
