// The integrity of evaluation descriptions (luca-cases.*.json), as a list of problems: labels
// that are real CNAE 2.3 subclasses with their official titles, a source row that exists and
// maps to the label, the ambiguous fields, unique ids and texts. Used by luca-cases.test.ts
// for the parts in the repository and by check-cases.ts for a file being written. It never
// runs the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/lib/csv.js';
import { CASE_PATTERNS, type LucaCase } from './luca-cases.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const referenceData = path.join(here, '..', 'src', 'reference-data');
const csvRows = (file: string) => parseCsv(readFileSync(path.join(referenceData, file), 'utf8'));

const SOURCE_FILES = [
  'cnae/cnae_2_3_atividades_index.csv',
  'mei/mei_ocupacoes_permitidas_2024.csv',
  'nfse/lista_servicos_nacional_ctribnac.csv',
] as const;
const NOTES_FILE = 'cnae/cnae_2_3_subclasses_extra.json';
const STYLES = new Set([
  'whatsapp',
  'coloquial',
  'frase longa',
  'gíria',
  'erros de digitação',
  'termo regional',
  'várias atividades',
  'abreviações',
  'leigo formal',
]);

interface ReferenceRows {
  titles: Map<string, string>;
  notes: Map<string, Record<string, unknown>>;
  rows: Record<string, string[][]>;
}

let cached: ReferenceRows | undefined;
function reference(): ReferenceRows {
  if (cached) return cached;
  const subclassRows = csvRows('cnae/cnae_2_3_subclasses.csv');
  const notesList = JSON.parse(readFileSync(path.join(referenceData, NOTES_FILE), 'utf8')) as Array<
    Record<string, unknown>
  >;
  cached = {
    titles: new Map(subclassRows.slice(1).map((row) => [row[0]!, row[2]!])),
    notes: new Map(notesList.map((entry) => [entry.codigo as string, entry])),
    rows: Object.fromEntries(SOURCE_FILES.map((file) => [file, csvRows(file)])),
  };
  return cached;
}

/** What is wrong with one description ("#id: ..." lines); empty when nothing is. */
export function caseProblems(item: LucaCase): string[] {
  const { titles, notes, rows } = reference();
  const problems: string[] = [];
  const at = (message: string) => problems.push(`#${item.id}: ${message}`);
  if (!Number.isInteger(item.id)) at('id não é um inteiro');
  if (typeof item.text !== 'string' || item.text.trim() === '') at('texto vazio');
  const codes = [...(item.expected ?? []), ...(item.askBetween ?? []), ...(item.secondary ?? []).flat()];
  if ((item.expected ?? []).length === 0) at('expected vazio');
  for (const code of codes) if (!titles.has(code)) at(`subclasse inexistente ${code}`);
  for (const code of [...(item.expected ?? []), ...(item.askBetween ?? [])]) {
    if (!(code in (item.expectedTitles ?? {}))) at(`falta o título de ${code} em expectedTitles`);
  }
  for (const [code, title] of Object.entries(item.expectedTitles ?? {})) {
    if (titles.has(code) && titles.get(code) !== title) at(`título de ${code} difere do oficial "${titles.get(code)}"`);
  }
  if ((item.source ?? []).length === 0) at('sem fonte');
  for (const source of item.source ?? []) {
    if (source.file === NOTES_FILE) {
      const entry = notes.get(source.code ?? '');
      const list = entry?.[source.field ?? ''];
      if (!Array.isArray(list) || list[source.item ?? -1] !== source.text) {
        at(`${NOTES_FILE} ${source.code} ${source.field}[${source.item}] não é "${source.text}"`);
      }
    } else if (source.file in rows) {
      const row = rows[source.file]![(source.row ?? 0) - 1];
      if (!row || !row.some((cell) => cell.includes(source.text))) {
        at(`${source.file} linha ${source.row} não contém "${source.text}"`);
      } else if (source.cnae && !row.includes(source.cnae)) {
        at(`${source.file} linha ${source.row} não tem o CNAE ${source.cnae}`);
      }
    } else {
      at(`arquivo de fonte desconhecido ${source.file}`);
    }
    if (source.cnae && !source.mappingOverridden && !(item.expected ?? []).includes(source.cnae)) {
      at(`o CNAE da fonte ${source.cnae} não está em expected`);
    }
  }
  if (item.pattern !== null && !(CASE_PATTERNS as readonly string[]).includes(item.pattern)) {
    at(`padrão desconhecido ${String(item.pattern)}`);
  }
  if (!Array.isArray(item.style) || item.style.length === 0) at('sem estilo');
  for (const style of item.style ?? []) if (!STYLES.has(style)) at(`estilo desconhecido "${style}"`);
  if (item.ambiguous) {
    const options = item.askBetween ?? [];
    if (options.length < 2 || options.length > 4) at('askBetween deve ter de 2 a 4 subclasses');
    if (JSON.stringify(item.expected) !== JSON.stringify(options)) at('expected deve repetir askBetween');
    if (item.pattern === null) at('uma descrição ambígua precisa de um padrão');
  } else if (item.askBetween) {
    at('askBetween só em descrição ambígua');
  }
  return problems;
}

/** Problems of a whole part: each description's, plus repeated ids and texts. */
export function partProblems(cases: readonly LucaCase[]): string[] {
  const problems = cases.flatMap(caseProblems);
  const seenIds = new Set<number>();
  const seenTexts = new Set<string>();
  for (const item of cases) {
    if (seenIds.has(item.id)) problems.push(`#${item.id}: id repetido`);
    if (seenTexts.has(item.text)) problems.push(`#${item.id}: texto repetido`);
    seenIds.add(item.id);
    seenTexts.add(item.text);
  }
  return problems;
}
