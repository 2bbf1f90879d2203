import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../client.js';
import { parseCsvRecords } from '../../lib/csv.js';
import {
  cnaeActivities,
  cnaeSubclasses,
  lucaAskDescriptions,
  lucaCustomerDescriptions,
  meiOccupations,
  municipalities,
  referenceDataVersions,
  simplesAnnexBrackets,
  states,
  type SimplesAnnex,
  type SimplesTax,
  type SimplesTaxSplit,
} from '../schema/reference-data.js';
import { nfseServiceCodes } from '../schema/nfs.js';

/**
 * Part of every checksum: bump it when the way rows are derived from the files changes,
 * so that databases loaded by the previous loader are reloaded.
 */
const LOADER_VERSION = 'reference-data-loader/1';
/** Replicas that boot together load one at a time; the second then finds the checksum. */
const REFERENCE_DATA_LOCK_KEY = 72_002;
const BATCH_SIZE = 500;

type Files = ReadonlyMap<string, string>;

interface Dataset {
  name: string;
  /** Paths under src/reference-data; together they make up the checksum. */
  files: readonly string[];
  /** Writes the dataset's rows and returns a summary for the log. */
  load(tx: Database, files: Files): Promise<string>;
}

export async function loadReferenceData(db: Database, log: (msg: string) => void = () => {}): Promise<void> {
  const folder = referenceDataFolder();
  for (const dataset of DATASETS) {
    const started = performance.now();
    const bytes = await Promise.all(dataset.files.map((file) => readFile(path.join(folder, file))));
    const checksum = checksumOf(dataset.files, bytes);
    if ((await storedChecksum(db, dataset.name)) === checksum) {
      log(`Dados de referência "${dataset.name}": sem mudanças.`);
      continue;
    }
    const files: Files = new Map(dataset.files.map((file, i) => [file, (bytes[i] as Buffer).toString('utf8')]));
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_DATA_LOCK_KEY})`);
      if ((await storedChecksum(tx, dataset.name)) === checksum) return undefined;
      const loaded = await dataset.load(tx, files);
      await tx
        .insert(referenceDataVersions)
        .values({ dataset: dataset.name, checksum })
        .onConflictDoUpdate({ target: referenceDataVersions.dataset, set: { checksum, loadedAt: sql`now()` } });
      return loaded;
    });
    const elapsed = Math.round(performance.now() - started);
    log(`Dados de referência "${dataset.name}": ${summary ?? 'carregados por outra réplica'} (${elapsed} ms).`);
  }
}

/** In the source tree the files sit in src/reference-data; the build copies them beside dist/server.js. */
function referenceDataFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, '..', '..', 'reference-data'), path.join(here, 'reference-data')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Reference data folder not found near ${here}`);
  return found;
}

function checksumOf(names: readonly string[], contents: Buffer[]): string {
  const hash = createHash('sha256').update(LOADER_VERSION);
  names.forEach((name, i) => hash.update(`\0${name}\0`).update(contents[i] as Buffer));
  return hash.digest('hex');
}

async function storedChecksum(db: Database, dataset: string): Promise<string | undefined> {
  const [row] = await db
    .select({ checksum: referenceDataVersions.checksum })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.dataset, dataset));
  return row?.checksum;
}

function text(files: Files, name: string): string {
  const content = files.get(name);
  if (content === undefined) throw new Error(`Reference data file ${name} was not read`);
  return content;
}

function json<T>(files: Files, name: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(text(files, name)));
  if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Inserts rows, or upserts them on `upsertOn`, in batches. A batch travels as one JSON
 * parameter that PostgreSQL expands with json_populate_recordset: drizzle's multi-row
 * insert spends up to 0.3 ms of JavaScript per row building SQL, seconds for these 24,000 rows.
 * `unaccented` columns are stored as lower(unaccent(value)), the form searches compare with.
 */
async function writeRows<T extends PgTable>(
  tx: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  options: { upsertOn?: PgColumn; unaccented?: readonly PgColumn[] } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return column.name;
  });
  const unaccented = new Set(options.unaccented?.map((column) => column.name));
  const target = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const source = sql.join(
    names.map((name) => (unaccented.has(name) ? sql`lower(unaccent(${sql.identifier(name)}))` : sql.identifier(name))),
    sql`, `,
  );
  const onConflict = options.upsertOn
    ? sql` on conflict (${sql.identifier(options.upsertOn.name)}) do update set ${sql.join(
        names.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
        sql`, `,
      )}`
    : sql``;
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, k) => [names[k], values[key]]));
    });
    await tx.execute(
      sql`insert into ${table} (${target}) select ${source} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)${onConflict}`,
    );
  }
}

function fail(file: string, row: number, message: string): never {
  throw new Error(`${file}, data row ${row + 1}: ${message}`);
}

// ---------------------------------------------------------------- IBGE localities

const STATES_FILE = 'ibge/estados.csv';
const MUNICIPALITIES_FILE = 'ibge/municipios.csv';
/** Marks a city absent from the NFS-e table, not a spelling. */
const ABSENT_NAME = '(ausente)';

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const localities: Dataset = {
  name: 'ibge-localities',
  files: [STATES_FILE, MUNICIPALITIES_FILE],
  async load(tx, files) {
    const stateRows = parseCsvRecords(text(files, STATES_FILE), ['codigo_uf', 'uf', 'nome', 'regiao']).map((r) => ({
      uf: r.uf,
      ibgeCode: Number(r.codigo_uf),
      name: r.nome,
      region: r.regiao,
    }));
    const columns = [
      'codigo_ibge',
      'nome',
      'uf',
      'codigo_uf',
      'capital',
      'latitude',
      'longitude',
      'siafi_id',
      'ddd',
      'fuso_horario',
      'nome_brazilian_utils',
      'nome_nfse_anexo_a',
    ] as const;
    const cityRows = parseCsvRecords(text(files, MUNICIPALITIES_FILE), columns).map((r, i) => {
      const number = (column: (typeof columns)[number]) => {
        const value = Number(r[column]);
        if (r[column].trim() === '' || !Number.isFinite(value))
          fail(MUNICIPALITIES_FILE, i, `${column} is not a number`);
        return value;
      };
      if (r.capital !== '0' && r.capital !== '1') fail(MUNICIPALITIES_FILE, i, 'capital must be 0 or 1');
      const alternates = [
        ...new Set([r.nome_brazilian_utils, r.nome_nfse_anexo_a].filter((alt) => alt !== '' && alt !== ABSENT_NAME)),
      ].filter((alt) => alt !== r.nome);
      return {
        ibgeCode: number('codigo_ibge'),
        name: r.nome,
        uf: r.uf,
        ufCode: number('codigo_uf'),
        isCapital: r.capital === '1',
        latitude: number('latitude'),
        longitude: number('longitude'),
        ddd: number('ddd'),
        timezone: r.fuso_horario,
        siafiCode: r.siafi_id,
        alternateNames: alternates,
        slug: slugify(r.nome),
        searchName: [r.nome, ...alternates].join(' '),
      };
    });

    await writeRows(tx, states, stateRows, { upsertOn: states.uf });
    await writeRows(tx, municipalities, cityRows, {
      upsertOn: municipalities.ibgeCode,
      unaccented: [municipalities.searchName],
    });
    // Upsert, then delete only what left the files: rows that other tables reference stay
    // in place, and a vanished row that is still referenced fails loudly.
    await tx.delete(municipalities).where(
      notInArray(
        municipalities.ibgeCode,
        cityRows.map((c) => c.ibgeCode),
      ),
    );
    await tx.delete(states).where(
      notInArray(
        states.uf,
        stateRows.map((s) => s.uf),
      ),
    );
    return `${stateRows.length} UFs, ${cityRows.length} municípios`;
  },
};

// ---------------------------------------------------------------- CNAE, Simples Nacional situation, MEI

const SUBCLASSES_FILE = 'cnae/cnae_2_3_subclasses.csv';
/** Typos of the official spreadsheet, corrected with the IBGE API's wording (PROVENANCE.md). */
const CORRECTIONS_FILE = 'cnae/cnae_2_3_corrections.csv';
const NOTES_FILE = 'cnae/cnae_2_3_subclasses_extra.json';
const ACTIVITIES_FILE = 'cnae/cnae_2_3_atividades_index.csv';
const SIMPLES_CNAE_FILE = 'simples/simples_cnae_situacao_anexo.csv';
const CGSN_ANNEXES_FILE = 'simples/cgsn140_anexo_VI_VII.json';
const MEI_FILE = 'mei/mei_ocupacoes_permitidas_2024.csv';

/** Stored on every subclass so that no reader mistakes the annex mapping for an official table. */
const SIMPLES_ANNEX_SOURCE =
  'Interpretação da biblioteca peterwkdev-creator/simples-nacional-br (commit abd83bde, simples_nacional/cnae_dados.py); ' +
  'não é tabela oficial da Receita Federal nem do CGSN.';

const notesSchema = z.array(
  z.object({
    codigo: z.string().regex(/^\d{7}$/),
    compreende: z.array(z.string()),
    compreende_ainda: z.array(z.string()),
    nao_compreende: z.array(z.string()),
    observacoes: z.array(z.string()),
  }),
);

const cgsnAnnexesSchema = z.object({
  anexo_VI_impeditivos: z.array(z.string()),
  anexo_VII_ambiguos: z.array(z.string()),
});

const digitsOnly = (formatted: string) => formatted.replace(/\D/g, '');

const ANNEX_BY_SOURCE = new Map<string, { annex: SimplesAnnex | null; isFatorR: boolean | null }>([
  ['', { annex: null, isFatorR: null }],
  ['I', { annex: 'I', isFatorR: false }],
  ['II', { annex: 'II', isFatorR: false }],
  ['III', { annex: 'III', isFatorR: false }],
  ['IV', { annex: 'IV', isFatorR: false }],
  // The Fator R picks III or V; the schema stores V with simples_fator_r (see its comment).
  ['III ou V', { annex: 'V', isFatorR: true }],
]);
const FATOR_R_BY_SOURCE = new Map<string, boolean | null>([
  ['', null],
  ['sim', true],
  ['não', false],
]);

function simplesSituationOf(code: string, barred: Set<string>, ambiguous: Set<string>) {
  if (barred.has(code)) return 'barred' as const;
  if (ambiguous.has(code)) return 'ambiguous' as const;
  return 'allowed' as const;
}
/** The CSV's own situation column must agree with the Res. CGSN 140 lists. */
const SITUATION_PREFIX = { allowed: 'permitido', barred: 'impeditivo', ambiguous: 'ambiguo' } as const;

const cnae: Dataset = {
  name: 'cnae',
  files: [
    SUBCLASSES_FILE,
    CORRECTIONS_FILE,
    NOTES_FILE,
    ACTIVITIES_FILE,
    SIMPLES_CNAE_FILE,
    CGSN_ANNEXES_FILE,
    MEI_FILE,
  ],
  async load(tx, files) {
    const corrections = new Map(
      parseCsvRecords(text(files, CORRECTIONS_FILE), ['codigo', 'descricao', 'descricao_original']).map((r) => [
        r.codigo,
        r,
      ]),
    );
    const notesByCode = new Map(json(files, NOTES_FILE, notesSchema).map((n) => [n.codigo, n]));
    const cgsn = json(files, CGSN_ANNEXES_FILE, cgsnAnnexesSchema);
    const barred = new Set(cgsn.anexo_VI_impeditivos.map(digitsOnly));
    const ambiguous = new Set(cgsn.anexo_VII_ambiguos.map(digitsOnly));
    const simplesColumns = ['codigo', 'situacao_simples', 'anexo', 'fator_r', 'fundamento'] as const;
    const simplesByCode = new Map(
      parseCsvRecords(text(files, SIMPLES_CNAE_FILE), simplesColumns).map((r) => [r.codigo, r]),
    );
    const meiColumns = ['ocupacao', 'cnae', 'descricao_subclasse', 'iss', 'icms'] as const;
    const meiRecords = parseCsvRecords(text(files, MEI_FILE), meiColumns);
    const meiCodes = new Set(meiRecords.map((r) => r.cnae));
    const activityRows = parseCsvRecords(text(files, ACTIVITIES_FILE), ['codigo', 'atividade']).map((r, i) => ({
      id: i + 1,
      cnaeCode: r.codigo,
      description: r.atividade,
    }));
    const activitiesByCode = new Map<string, string[]>();
    for (const { cnaeCode, description } of activityRows) {
      const list = activitiesByCode.get(cnaeCode);
      if (list) list.push(description);
      else activitiesByCode.set(cnaeCode, [description]);
    }

    const subclassColumns = [
      'codigo',
      'subclasse',
      'descricao',
      'classe',
      'classe_descricao',
      'grupo',
      'grupo_descricao',
      'divisao',
      'divisao_descricao',
      'secao',
      'secao_descricao',
    ] as const;
    const subclassRows = parseCsvRecords(text(files, SUBCLASSES_FILE), subclassColumns).map((r, i) => {
      const notes = notesByCode.get(r.codigo);
      const simples = simplesByCode.get(r.codigo);
      if (!/^\d{7}$/.test(r.codigo)) fail(SUBCLASSES_FILE, i, `code "${r.codigo}" is not 7 digits`);
      if (!notes) fail(SUBCLASSES_FILE, i, `${r.codigo} has no entry in ${NOTES_FILE}`);
      if (!simples) fail(SUBCLASSES_FILE, i, `${r.codigo} has no row in ${SIMPLES_CNAE_FILE}`);
      const situation = simplesSituationOf(r.codigo, barred, ambiguous);
      if (!simples.situacao_simples.startsWith(SITUATION_PREFIX[situation])) {
        fail(
          SUBCLASSES_FILE,
          i,
          `${r.codigo} is ${situation} in ${CGSN_ANNEXES_FILE} but "${simples.situacao_simples}"`,
        );
      }
      const annex = ANNEX_BY_SOURCE.get(simples.anexo);
      const fatorR = FATOR_R_BY_SOURCE.get(simples.fator_r);
      if (!annex || fatorR === undefined || annex.isFatorR !== fatorR) {
        fail(SUBCLASSES_FILE, i, `${r.codigo} has an unknown annex "${simples.anexo}" / fator R "${simples.fator_r}"`);
      }
      const correction = corrections.get(r.codigo);
      if (correction && correction.descricao_original !== r.descricao) {
        fail(
          SUBCLASSES_FILE,
          i,
          `${r.codigo} no longer reads "${correction.descricao_original}" (${CORRECTIONS_FILE})`,
        );
      }
      const description = correction?.descricao ?? r.descricao;
      // The source lists the "compreende ainda" items at the end of "compreende" as well.
      const ownIncludes = notes.compreende.slice(0, notes.compreende.length - notes.compreende_ainda.length);
      return {
        code: r.codigo,
        formattedCode: r.subclasse,
        description,
        classCode: r.classe,
        classDescription: r.classe_descricao,
        groupCode: r.grupo,
        groupDescription: r.grupo_descricao,
        divisionCode: r.divisao,
        divisionDescription: r.divisao_descricao,
        sectionCode: r.secao,
        sectionDescription: r.secao_descricao,
        notes: {
          includes: ownIncludes,
          alsoIncludes: notes.compreende_ainda,
          excludes: notes.nao_compreende,
          remarks: notes.observacoes,
        },
        isActive: true,
        simplesSituation: situation,
        simplesAnnex: annex.annex,
        simplesFatorR: fatorR,
        simplesLegalBasis: simples.fundamento,
        isSimplesAnnexOfficial: false,
        simplesAnnexSource: SIMPLES_ANNEX_SOURCE,
        isAllowedMei: meiCodes.has(r.codigo),
        searchText: [r.codigo, r.subclasse, description, ...(activitiesByCode.get(r.codigo) ?? [])].join(' '),
      };
    });
    const codes = new Set(subclassRows.map((s) => s.code));
    const unknown = (list: Iterable<string>) => [...list].filter((code) => !codes.has(code));
    const strays = [
      ...unknown(simplesByCode.keys()),
      ...unknown(barred),
      ...unknown(ambiguous),
      ...unknown(meiCodes),
      ...unknown(notesByCode.keys()),
      ...unknown(activitiesByCode.keys()),
    ];
    if (strays.length > 0)
      throw new Error(`CNAE codes missing from ${SUBCLASSES_FILE}: ${[...new Set(strays)].join(', ')}`);

    const meiRows = meiRecords.map((r, i) => {
      if (![r.iss, r.icms].every((flag) => flag === 'true' || flag === 'false')) {
        fail(MEI_FILE, i, 'iss/icms must be true or false');
      }
      return {
        id: i + 1,
        occupation: r.ocupacao,
        cnaeCode: r.cnae,
        description: r.descricao_subclasse,
        isSubjectToIss: r.iss === 'true',
        isSubjectToIcms: r.icms === 'true',
      };
    });

    // Activities and occupations only point at subclasses, so they are replaced whole;
    // subclasses are upserted because companies will reference them.
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- reference table replaced whole
    await tx.delete(cnaeActivities);
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- reference table replaced whole
    await tx.delete(meiOccupations);
    await writeRows(tx, cnaeSubclasses, subclassRows, {
      upsertOn: cnaeSubclasses.code,
      unaccented: [cnaeSubclasses.searchText],
    });
    await tx
      .update(cnaeSubclasses)
      .set({ isActive: false })
      .where(notInArray(cnaeSubclasses.code, [...codes]));
    await writeRows(tx, cnaeActivities, activityRows);
    await writeRows(tx, meiOccupations, meiRows);
    return `${subclassRows.length} subclasses, ${activityRows.length} atividades, ${meiRows.length} ocupações MEI`;
  },
};

// ---------------------------------------------------------------- Luca's training descriptions

const CUSTOMER_DESCRIPTIONS_FILE = 'cnae/luca_descricoes_clientes.tsv';
const CUSTOMER_DESCRIPTIONS_HEADER = 'codigo\tdescricao';

/**
 * The lines of one of Luca's TSV files: the header must be `header`; then every non-empty
 * line split on tabs into exactly `fields` fields, with where it stands ("file, line N")
 * for the caller's own checks. Malformed lines throw with their line number.
 */
function tsvLines(content: string, file: string, header: string): Array<{ fields: string[]; where: string }> {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== header) throw new Error(`${file}: the header must be "${header}"`);
  const count = header.split('\t').length;
  return lines.slice(1).flatMap((line, i) => {
    if (line === '') return [];
    const fields = line.split('\t');
    const where = `${file}, line ${i + 2}`;
    if (fields.length !== count)
      throw new Error(`${where}: expected ${count} tab-separated fields, got ${fields.length}`);
    if (fields[count - 1]!.trim() === '') throw new Error(`${where}: empty description`);
    return [{ fields, where }];
  });
}

/** Luca's training files point at subclasses: a code the CNAE tables lack stops the load. */
async function rejectUnknownCodes(tx: Database, file: string, codes: readonly string[]): Promise<void> {
  const known = new Set(
    (await tx.select({ code: cnaeSubclasses.code }).from(cnaeSubclasses)).map((subclass) => subclass.code),
  );
  const strays = [...new Set(codes.filter((code) => !known.has(code)))];
  if (strays.length > 0) throw new Error(`${file}: unknown CNAE codes ${strays.join(', ')}`);
}

/**
 * The training descriptions file (PROVENANCE.md): a header, then `codigo<TAB>descricao`
 * lines, the code in 7 digits. Malformed lines throw with their line number.
 */
export function parseCustomerDescriptions(content: string): Array<{ code: string; description: string }> {
  return tsvLines(content, CUSTOMER_DESCRIPTIONS_FILE, CUSTOMER_DESCRIPTIONS_HEADER).map(({ fields, where }) => {
    const [code, description] = fields as [string, string];
    if (!/^\d{7}$/.test(code)) throw new Error(`${where}: code "${code}" is not 7 digits`);
    return { code, description: description.trim() };
  });
}

const lucaCustomerDescriptionsDataset: Dataset = {
  name: 'luca-customer-descriptions',
  files: [CUSTOMER_DESCRIPTIONS_FILE],
  async load(tx, files) {
    const rows = parseCustomerDescriptions(text(files, CUSTOMER_DESCRIPTIONS_FILE)).map((row, i) => ({
      id: i + 1,
      cnaeCode: row.code,
      description: row.description,
    }));
    await rejectUnknownCodes(
      tx,
      CUSTOMER_DESCRIPTIONS_FILE,
      rows.map((row) => row.cnaeCode),
    );
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- reference table replaced whole
    await tx.delete(lucaCustomerDescriptions);
    await writeRows(tx, lucaCustomerDescriptions, rows);
    return `${rows.length} descrições de treino da Luca`;
  },
};

// ---------------------------------------------------------------- Luca's training descriptions for asking

const ASK_DESCRIPTIONS_FILE = 'cnae/luca_perguntas_clientes.tsv';
const ASK_DESCRIPTIONS_HEADER = 'tipo\tcodigos\tdescricao';

export interface AskDescription {
  kind: 'ask' | 'clear';
  codes: string[];
  description: string;
}

/**
 * The file of descriptions that teach Luca when to ask (PROVENANCE.md): a header, then
 * `tipo<TAB>codigos<TAB>descricao` lines; `ask` with 2 to 4 distinct comma-separated codes
 * (the likeliest first), `clear` with one. Malformed lines throw with their line number.
 */
export function parseAskDescriptions(content: string): AskDescription[] {
  return tsvLines(content, ASK_DESCRIPTIONS_FILE, ASK_DESCRIPTIONS_HEADER).map(({ fields, where }) => {
    const [kind, list, description] = fields as [string, string, string];
    if (kind !== 'ask' && kind !== 'clear') throw new Error(`${where}: kind "${kind}" is neither ask nor clear`);
    const codes = list.split(',');
    if (codes.some((code) => !/^\d{7}$/.test(code))) throw new Error(`${where}: codes "${list}" are not 7 digits`);
    const count = new Set(codes).size;
    const fits = kind === 'ask' ? count === codes.length && count >= 2 && count <= 4 : count === 1;
    if (!fits) throw new Error(`${where}: ${kind} takes ${kind === 'ask' ? '2 to 4 distinct codes' : 'one code'}`);
    return { kind, codes, description: description.trim() };
  });
}

const lucaAskDescriptionsDataset: Dataset = {
  name: 'luca-ask-descriptions',
  files: [ASK_DESCRIPTIONS_FILE],
  async load(tx, files) {
    const rows = parseAskDescriptions(text(files, ASK_DESCRIPTIONS_FILE)).map((row, i) => ({
      id: i + 1,
      kind: row.kind,
      cnaeCodes: row.codes,
      description: row.description,
    }));
    await rejectUnknownCodes(
      tx,
      ASK_DESCRIPTIONS_FILE,
      rows.flatMap((row) => row.cnaeCodes),
    );
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- reference table replaced whole
    await tx.delete(lucaAskDescriptions);
    await writeRows(tx, lucaAskDescriptions, rows);
    return `${rows.length} descrições de treino da Luca para perguntar`;
  },
};

// ---------------------------------------------------------------- Simples Nacional annexes

const ANNEXES_FILE = 'simples/simples_nacional_anexos_lc155.json';

const TAX_KEYS: Record<string, SimplesTax> = {
  IRPJ: 'irpj',
  CSLL: 'csll',
  COFINS: 'cofins',
  PIS_PASEP: 'pisPasep',
  CPP: 'cpp',
  ICMS: 'icms',
  IPI: 'ipi',
  ISS: 'iss',
};

const annexesSchema = z.object({
  anexos: z.record(
    z.enum(['I', 'II', 'III', 'IV', 'V']),
    z.object({
      faixas: z.array(
        z.object({
          faixa: z.number().int().min(1).max(6),
          rbt12_de: z.number().nonnegative(),
          rbt12_ate: z.number().positive(),
          aliquota_nominal: z.number().min(0).max(1),
          parcela_a_deduzir: z.number().nonnegative(),
          reparticao: z.record(z.string(), z.number().min(0).max(1)),
        }),
      ),
    }),
  ),
});

/** Scales a decimal to an integer unit, refusing values the unit cannot hold exactly. */
function exactly(value: number, scale: number, what: string): number {
  const scaled = Math.round(value * scale);
  if (Math.abs(scaled - value * scale) > 1e-6) throw new Error(`${ANNEXES_FILE}: ${what} ${value} is not a whole unit`);
  return scaled;
}

const simplesAnnexes: Dataset = {
  name: 'simples-annexes',
  files: [ANNEXES_FILE],
  async load(tx, files) {
    const { anexos } = json(files, ANNEXES_FILE, annexesSchema);
    const rows = Object.entries(anexos).flatMap(([annex, { faixas }]) =>
      faixas.map((f) => {
        const where = `Anexo ${annex} faixa ${f.faixa}`;
        const taxSplitBps: SimplesTaxSplit = {};
        for (const [tax, share] of Object.entries(f.reparticao)) {
          const key = TAX_KEYS[tax];
          if (!key) throw new Error(`${ANNEXES_FILE}: ${where} has an unknown tax ${tax}`);
          taxSplitBps[key] = exactly(share, 10_000, `${where} ${tax}`);
        }
        const total = Object.values(taxSplitBps).reduce((sum, bps) => sum + bps, 0);
        if (total !== 10_000) throw new Error(`${ANNEXES_FILE}: ${where} split adds up to ${total} bps`);
        return {
          annex: annex as keyof typeof anexos,
          bracket: f.faixa,
          revenueFromCents: exactly(f.rbt12_de, 100, `${where} rbt12_de`),
          revenueToCents: exactly(f.rbt12_ate, 100, `${where} rbt12_ate`),
          nominalRateBps: exactly(f.aliquota_nominal, 10_000, `${where} aliquota_nominal`),
          deductionCents: exactly(f.parcela_a_deduzir, 100, `${where} parcela_a_deduzir`),
          taxSplitBps,
        };
      }),
    );
    // eslint-disable-next-line drizzle/enforce-delete-with-where -- reference table replaced whole
    await tx.delete(simplesAnnexBrackets);
    await writeRows(tx, simplesAnnexBrackets, rows);
    return `${rows.length} faixas`;
  },
};

// ---------------------------------------------------------------- NFS-e national service list

const SERVICE_CODES_FILE = 'nfse/lista_servicos_nacional_ctribnac.csv';

const nfseServiceCodesDataset: Dataset = {
  name: 'nfse-service-codes',
  files: [SERVICE_CODES_FILE],
  async load(tx, files) {
    const records = parseCsvRecords(text(files, SERVICE_CODES_FILE), [
      'codigo_tributacao_nacional',
      'item',
      'subitem',
      'desdobro',
      'descricao',
    ] as const);
    // Rows without a code are the headings of items (subitem 00) and subitems (desdobro 00).
    const items = new Map(records.filter((r) => r.subitem === '00').map((r) => [r.item, r.descricao]));
    const rows = records
      .filter((r) => r.codigo_tributacao_nacional !== '')
      .map((r, i) => {
        const code = r.codigo_tributacao_nacional;
        if (!/^\d{6}$/.test(code) || code !== `${r.item}${r.subitem}${r.desdobro}`)
          fail(SERVICE_CODES_FILE, i, `code ${code} does not match item ${r.item}.${r.subitem}.${r.desdobro}`);
        const itemDescription = items.get(r.item) ?? fail(SERVICE_CODES_FILE, i, `item ${r.item} has no heading`);
        return {
          code,
          description: r.descricao,
          itemDescription,
          searchText: `${code} ${r.item}.${r.subitem} ${r.descricao} ${itemDescription}`,
        };
      });
    // Upsert, never delete: requests and schedules reference the codes.
    await writeRows(tx, nfseServiceCodes, rows, {
      upsertOn: nfseServiceCodes.code,
      unaccented: [nfseServiceCodes.searchText],
    });
    return `${rows.length} códigos de serviço`;
  },
};

const DATASETS: readonly Dataset[] = [
  localities,
  cnae,
  simplesAnnexes,
  nfseServiceCodesDataset,
  // After the CNAE: its rows point at the subclasses.
  lucaCustomerDescriptionsDataset,
  lucaAskDescriptionsDataset,
];
