/**
 * OFX reader for the statements Brazilian banks export: OFX 1.x (SGML, leaf tags usually
 * not closed) and 2.x (XML), bank and credit-card statements, several statements per file.
 * It is a tolerant tokenizer plus a small tree walk, no XML library: real files mix closed
 * and unclosed leaf tags, put everything on one line, declare one charset and use another,
 * write amounts with comma decimals and slip balance lines in among the transactions.
 * The rules and the quirks each one answers are listed in README.md next to this file.
 */

import { TextDecoder } from 'node:util';

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
  /**
   * The currency `amountCents` is in: the transaction's CURRENCY/CURSYM when it has one
   * (OFX: the amount is then in that currency), else the statement's CURDEF.
   */
  currency: string;
  /** ORIGCURRENCY/CURSYM: the amount was converted into CURDEF from this currency; null when absent. */
  originalCurrency: string | null;
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
  /** Texts (NAME, MEMO, CHECKNUM, REFNUM, ORG, CURDEF, TRNTYPE) cut to OFX_TEXT_LIMITS. */
  truncatedFields: number;
}

/**
 * Bounds of what a file may put in the database (issue 19): identifiers longer than these
 * refuse the file with the reason (cutting them could make two transactions or accounts one);
 * texts are cut, and the import summary says how many. The OFX specification's own limits
 * are lower (FITID 255, ACCTID 22, NAME 32/60, MEMO 255).
 */
export const OFX_ID_LIMITS = { FITID: 255, ACCTID: 64, BANKID: 64, BRANCHID: 64 } as const;
export const OFX_TEXT_LIMITS = {
  NAME: 255,
  MEMO: 255,
  CHECKNUM: 64,
  REFNUM: 64,
  ORG: 120,
  CURDEF: 8,
  TRNTYPE: 32,
} as const;

function boundedId(tag: keyof typeof OFX_ID_LIMITS, value: string | undefined, where: string): string | undefined {
  if (value !== undefined && value.length > OFX_ID_LIMITS[tag]) {
    throw malformed(`o campo ${tag} ${where} tem ${value.length} caracteres (máximo ${OFX_ID_LIMITS[tag]}).`);
  }
  return value;
}

function boundedText<T extends string | null | undefined>(
  tag: keyof typeof OFX_TEXT_LIMITS,
  value: T,
  counter: { truncated: number },
): T {
  if (typeof value === 'string' && value.length > OFX_TEXT_LIMITS[tag]) {
    counter.truncated += 1;
    return value.slice(0, OFX_TEXT_LIMITS[tag]) as T;
  }
  return value;
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
  const text = decodeOfxText(bytes).replaceAll('\u0000', '');
  if (text.trim() === '') throw new OfxParseError('empty', 'O arquivo está vazio.');

  const ofxTag = /<OFX\s*>/i.exec(text);
  if (!ofxTag) {
    if (/OFXHEADER/i.test(text)) throw malformed('o arquivo tem o cabeçalho OFX mas não tem o bloco <OFX>.');
    throw new OfxParseError('not_ofx', 'O arquivo não é um extrato OFX.');
  }

  const root = buildTree(text, ofxTag.index);
  const organization = readOrganization(root);
  const statementNodes: OfxAggregate[] = [];
  collect(root, STATEMENTS, statementNodes);
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

/** A leaf's text: entities decoded, CDATA sections (OFX 2.x) taken as they are. */
function leafText(raw: string): string {
  if (!raw.includes('<![CDATA[')) return decodeEntities(raw);
  return raw
    .split(/<!\[CDATA\[([\s\S]*?)\]\]>/)
    .map((part, index) => (index % 2 === 1 ? part : decodeEntities(part)))
    .join('')
    .trim();
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
  if (!/^[^A-Za-z0-9]*[Ss]/.test(text)) return false; // the cheap answer for most rows
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    // "S A L D O" -> "SALDO" (four letters or more, so "C C R" from "C/C R$" stays apart)
    .replace(/\b(?:[A-Z] ){3,}[A-Z]\b/g, (letters) => letters.replace(/ /g, ''))
    .split(' ');
  const [first, ...rest] = words as [string, ...string[]];
  if (first !== 'SALDO' && first !== 'SDO') return false;
  return rest.every((word) => BALANCE_WORDS.has(word) || /^\d+$/.test(word));
}

// ---------------------------------------------------------------------------------------
// Tokenizer and tree

interface OfxLeaf {
  name: string;
  /** Entities decoded, trimmed; '' for an empty leaf. */
  value: string;
  line: number;
}

interface OfxAggregate {
  name: string;
  children: OfxNode[];
  line: number;
}

type OfxNode = OfxLeaf | OfxAggregate;

const isAggregate = (node: OfxNode): node is OfxAggregate => 'children' in node;

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

type TagKind = 'open' | 'close' | 'empty' | 'skip';

/** One tag found by the scanner; a single instance is reused (a 10,000-row file has 80,000 tags). */
class TagScanner {
  kind: TagKind = 'skip';
  name = '';
  start = 0;
  end = 0;

  constructor(private readonly text: string) {}

  /** Moves to the next tag from `from`; false at the end. A '<' that starts no tag ("COMPRA < 100") is text. */
  next(from: number): boolean {
    const text = this.text;
    for (let lt = text.indexOf('<', from); lt >= 0; lt = text.indexOf('<', lt + 1)) {
      const after = text.charCodeAt(lt + 1);
      if (after === 0x21 /* ! */ && text.startsWith('<!--', lt)) {
        const close = text.indexOf('-->', lt + 4);
        return this.found('skip', '', lt, close < 0 ? text.length : close + 3);
      }
      if (after === 0x21 && text.startsWith('<![CDATA[', lt)) {
        // Text, even if it holds '<': the leaf's value reader unwraps it.
        const close = text.indexOf(']]>', lt + 9);
        if (close >= 0) lt = close + 2;
        continue;
      }
      if (after === 0x3f /* ? */) {
        const close = text.indexOf('?>', lt + 2);
        if (close >= 0) return this.found('skip', '', lt, close + 2);
        continue;
      }
      let at = after === 0x2f /* / */ ? lt + 2 : lt + 1;
      const nameStart = at;
      if (!isLetter(text.charCodeAt(at))) continue;
      let lowerCase = false;
      for (let code = text.charCodeAt(at); isNameChar(code); code = text.charCodeAt((at += 1))) {
        if (code >= 0x61 && code <= 0x7a) lowerCase = true;
      }
      const nameEnd = at;
      while (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09) at += 1;
      const selfClosing = text.charCodeAt(at) === 0x2f && after !== 0x2f;
      if (selfClosing) at += 1;
      if (text.charCodeAt(at) !== 0x3e /* > */) continue;
      const kind = after === 0x2f ? 'close' : selfClosing ? 'empty' : 'open';
      const name = text.slice(nameStart, nameEnd);
      return this.found(kind, lowerCase ? name.toUpperCase() : name, lt, at + 1);
    }
    return false;
  }

  private found(kind: TagKind, name: string, start: number, end: number): true {
    this.kind = kind;
    this.name = name;
    this.start = start;
    this.end = end;
    return true;
  }
}

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isNameChar = (code: number) =>
  isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x5f || code === 0x3a || code === 0x2d;

/** Line feeds in text[from, to); a bounded loop, as indexOf would run on through one-line files. */
function countLineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at += 1) if (text.charCodeAt(at) === 10) count += 1;
  return count;
}

/** The element tree from <OFX> on; line numbers count from the top of the file. */
function buildTree(text: string, start: number): OfxAggregate {
  const root: OfxAggregate = { name: '#document', children: [], line: 1 };
  const stack: OfxAggregate[] = [root];
  const tag = new TagScanner(text);
  let line = 1 + countLineFeeds(text, 0, start);
  let position = start;
  let more = tag.next(position);
  while (more) {
    line += countLineFeeds(text, position, tag.start);
    const top = stack[stack.length - 1] as OfxAggregate;
    const { kind, name, start: tagStart, end: tagEnd } = tag;
    if (kind === 'skip') {
      line += countLineFeeds(text, tagStart, tagEnd);
      more = tag.next(tagEnd);
    } else if (kind === 'close') {
      const open = stack.findLastIndex((node) => node.name === name);
      // A closing tag for something not open is a leaf's optional closing tag (or noise).
      if (open > 0) stack.length = open;
      more = tag.next(tagEnd);
    } else if (AGGREGATES.has(name)) {
      // An aggregate never directly contains itself: an unclosed <STMTTRN> ends at the next one.
      if (top.name === name) stack.pop();
      const node: OfxAggregate = { name, children: [], line };
      (stack[stack.length - 1] as OfxAggregate).children.push(node);
      if (kind === 'open') stack.push(node);
      more = tag.next(tagEnd);
    } else {
      more = tag.next(tagEnd);
      const raw = kind === 'empty' ? '' : text.slice(tagEnd, more ? tag.start : text.length).trim();
      top.children.push({ name, value: leafText(raw), line });
    }
    position = tagEnd;
  }
  const openTransaction = stack.find((node) => node.name === 'STMTTRN');
  if (openTransaction) {
    throw malformed(`o arquivo está incompleto: a transação da linha ${openTransaction.line} não termina.`);
  }
  return root;
}

function child(node: OfxAggregate | undefined, name: string): OfxAggregate | undefined {
  return node?.children.find((entry): entry is OfxAggregate => entry.name === name && isAggregate(entry));
}

function collect(node: OfxAggregate, names: ReadonlySet<string>, out: OfxAggregate[]): void {
  for (const entry of node.children) {
    if (!isAggregate(entry)) continue;
    if (names.has(entry.name)) out.push(entry);
    else collect(entry, names, out);
  }
}

/** The first non-empty value of each leaf directly under `node`. */
function leaves(node: OfxAggregate | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of node?.children ?? []) {
    if (!isAggregate(entry) && entry.value !== '' && !values.has(entry.name)) values.set(entry.name, entry.value);
  }
  return values;
}

function collapsed(value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = /\s\s|[^\S ]/.test(value) ? value.replace(/\s+/g, ' ').trim() : value;
  return text === '' ? null : text;
}

function malformed(detail: string): OfxParseError {
  return new OfxParseError('malformed', `Não foi possível ler o extrato OFX: ${detail}`);
}

// ---------------------------------------------------------------------------------------
// Statements

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const TRANSACTIONS = new Set(['STMTTRN']);

function readOrganization(root: OfxAggregate): string | null {
  const signOn = child(child(child(root, 'OFX'), 'SIGNONMSGSRSV1'), 'SONRS');
  return leaves(child(signOn, 'FI')).get('ORG') ?? null;
}

function readStatement(node: OfxAggregate, organization: string | null, counter: { ordinal: number }): OfxStatement {
  const kind: OfxStatementKind = node.name === 'CCSTMTRS' ? 'creditcard' : 'bank';
  const account =
    child(node, kind === 'bank' ? 'BANKACCTFROM' : 'CCACCTFROM') ??
    child(node, kind === 'bank' ? 'CCACCTFROM' : 'BANKACCTFROM');
  const accountFields = leaves(account);
  const accountWhere = `do extrato da linha ${node.line}`;
  const accountId = boundedId('ACCTID', accountFields.get('ACCTID'), accountWhere);
  if (!accountId) throw malformed(`o extrato da linha ${node.line} não informa a conta (ACCTID).`);
  const listFields = leaves(child(node, 'BANKTRANLIST'));
  const texts = { truncated: 0 };

  const statement: OfxStatement = {
    kind,
    bankId: kind === 'bank' ? (boundedId('BANKID', accountFields.get('BANKID'), accountWhere) ?? null) : null,
    branchId: kind === 'bank' ? (boundedId('BRANCHID', accountFields.get('BRANCHID'), accountWhere) ?? null) : null,
    accountId,
    accountType: kind === 'bank' ? (accountFields.get('ACCTTYPE')?.toUpperCase().slice(0, 32) ?? null) : 'CREDITCARD',
    currency: boundedText('CURDEF', leaves(node).get('CURDEF')?.trim().toUpperCase() || 'BRL', texts),
    organization: boundedText('ORG', organization, texts),
    startDate: parseOfxDate(listFields.get('DTSTART')),
    endDate: parseOfxDate(listFields.get('DTEND')),
    ledgerBalance: readBalance(child(node, 'LEDGERBAL')),
    transactions: [],
    ignoredBalanceRows: 0,
    undatedTransactions: 0,
    truncatedFields: 0,
  };

  const rows: OfxAggregate[] = [];
  collect(node, TRANSACTIONS, rows);
  for (const row of rows) {
    counter.ordinal += 1;
    const fields = leaves(row);
    const name = boundedText('NAME', collapsed(fields.get('NAME') ?? leaves(child(row, 'PAYEE')).get('NAME')), texts);
    const memo = boundedText('MEMO', collapsed(fields.get('MEMO')), texts);
    if (isBalanceRow(name, memo)) {
      statement.ignoredBalanceRows += 1;
      continue;
    }
    const fitId =
      boundedId('FITID', fields.get('FITID'), `na transação nº ${counter.ordinal} (linha ${row.line})`) ?? null;
    const rawAmount = fields.get('TRNAMT');
    const amountCents = parseOfxAmount(rawAmount);
    if (amountCents === null) {
      const ordinal = counter.ordinal;
      const line = row.children.find((entry) => entry.name === 'TRNAMT')?.line ?? row.line;
      const where = `na transação nº ${ordinal} (linha ${line}${fitId ? `, FITID ${fitId}` : ''})`;
      throw malformed(
        rawAmount === undefined ? `falta o valor (TRNAMT) ${where}.` : `o valor "${rawAmount}" é inválido ${where}.`,
      );
    }
    const postedOn = parseOfxDate(fields.get('DTPOSTED')) ?? parseOfxDate(fields.get('DTUSER'));
    // '' until the statement's currency is known (below).
    const currency = currencyOf(child(row, 'CURRENCY'), texts) ?? '';
    const originalCurrency = currencyOf(child(row, 'ORIGCURRENCY'), texts);
    if (postedOn === null) {
      statement.undatedTransactions += 1;
      continue;
    }
    statement.transactions.push({
      fitId,
      type: boundedText('TRNTYPE', fields.get('TRNTYPE')?.toUpperCase() ?? 'OTHER', texts),
      postedOn,
      amountCents,
      currency,
      originalCurrency,
      name,
      memo,
      checkNumber: boundedText('CHECKNUM', fields.get('CHECKNUM') ?? null, texts),
      refNumber: boundedText('REFNUM', fields.get('REFNUM') ?? null, texts),
    });
  }
  // No CURDEF but every transaction that names its currency names the same one: that is
  // the statement's (a file of Australian dollars that left CURDEF empty is not in reais).
  if (!leaves(node).get('CURDEF')?.trim()) {
    const named = new Set(statement.transactions.map((row) => row.currency).filter((currency) => currency !== ''));
    if (named.size === 1) statement.currency = [...named][0] as string;
  }
  for (const row of statement.transactions) if (row.currency === '') row.currency = statement.currency;
  statement.truncatedFields = texts.truncated;
  return statement;
}

/** CURSYM of a CURRENCY or ORIGCURRENCY aggregate, upper case; undefined/null when absent or empty. */
function currencyOf(node: OfxAggregate | undefined, texts: { truncated: number }): string | null {
  const symbol = leaves(node).get('CURSYM')?.trim().toUpperCase();
  return symbol ? boundedText('CURDEF', symbol, texts) : null;
}

function readBalance(node: OfxAggregate | undefined): OfxStatement['ledgerBalance'] {
  const fields = leaves(node);
  const raw = fields.get('BALAMT');
  if (!node || raw === undefined) return null;
  const amountCents = parseOfxAmount(raw);
  if (amountCents === null) throw malformed(`o saldo "${raw}" é inválido (LEDGERBAL, linha ${node.line}).`);
  return { amountCents, date: parseOfxDate(fields.get('DTASOF')) };
}
