/**
 * RFC 4180 CSV: fields may be quoted, quotes inside quoted fields are doubled, and
 * quoted fields may hold commas and line breaks. Rows end with LF or CRLF (both occur
 * in our reference files), the last row may lack a line break, and a UTF-8 BOM is
 * ignored. Malformed input throws instead of silently shifting columns.
 */
export function parseCsv(text: string): string[][] {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let line = 1;
  let i = start;

  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      if (field !== '') throw new Error(`CSV line ${line}: quote inside an unquoted field`);
      const openedAt = line;
      i += 1;
      // Slices between quotes instead of appending characters: the activity index is 1.3 MB.
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error(`CSV line ${openedAt}: unterminated quoted field`);
        const chunk = text.slice(i, quote);
        line += countLineFeeds(chunk);
        field += chunk;
        i = quote + 1;
        if (text[i] !== '"') break;
        field += '"';
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new Error(`CSV line ${line}: text after a closing quote`);
      }
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' ? 2 : 1;
      line += 1;
    } else {
      let end = i + 1;
      while (end < text.length && !isSpecial(text, end)) end += 1;
      field += text.slice(i, end);
      i = end;
    }
  }
  // Without a final line break the last row is still open.
  if (text.length > start && !text.endsWith('\n')) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Rows as objects keyed by the header. The caller names the columns it reads, so a
 * renamed or missing column fails at load time rather than yielding undefined values.
 * Blank lines are skipped; any other row must have exactly as many fields as the header.
 */
export function parseCsvRecords<K extends string>(text: string, columns: readonly K[]): Array<Record<K, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('CSV is empty');
  const positions = columns.map((column) => {
    const at = header.indexOf(column);
    if (at < 0) throw new Error(`CSV has no column "${column}" (header: ${header.join(',')})`);
    return at;
  });
  const records: Array<Record<K, string>> = [];
  rows.forEach((row, index) => {
    if (row.length === 1 && row[0] === '' && header.length > 1) return;
    if (row.length !== header.length) {
      throw new Error(`CSV data row ${index + 1}: ${row.length} fields, header has ${header.length}`);
    }
    const record = {} as Record<K, string>;
    columns.forEach((column, c) => {
      record[column] = row[positions[c] as number] as string;
    });
    records.push(record);
  });
  return records;
}

function isSpecial(text: string, at: number): boolean {
  const ch = text[at];
  return ch === ',' || ch === '"' || ch === '\n' || (ch === '\r' && text[at + 1] === '\n');
}

function countLineFeeds(chunk: string): number {
  let count = 0;
  for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', at + 1)) count += 1;
  return count;
}
