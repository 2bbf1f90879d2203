import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Reference data: public facts shared by every company, so no company_id. The rows are
// written only by db/seed/reference-data.ts from the files in src/reference-data/
// (sources in its PROVENANCE.md); search columns are filled there with lower(unaccent()),
// because unaccent is not immutable and cannot back an expression index.

/** Explanatory notes of a CNAE subclass, in IBGE's words. */
export interface CnaeNotes {
  /** "Esta subclasse compreende" (without the "compreende ainda" items). */
  includes: string[];
  /** "Esta subclasse compreende ainda". */
  alsoIncludes: string[];
  /** "Esta subclasse não compreende", each item naming the subclass that does. */
  excludes: string[];
  /** Notes under no heading. */
  remarks: string[];
}

export const simplesSituation = pgEnum('simples_situation', [
  /** Not in Res. CGSN 140 Anexos VI or VII. */
  'allowed',
  /** Res. CGSN 140 Anexo VI: the activity bars the Simples Nacional. */
  'barred',
  /** Res. CGSN 140 Anexo VII: the code covers allowed and barred activities. */
  'ambiguous',
]);
export const simplesAnnex = pgEnum('simples_annex', ['I', 'II', 'III', 'IV', 'V']);
export type SimplesAnnex = (typeof simplesAnnex.enumValues)[number];

export const cnaeSubclasses = pgTable(
  'cnae_subclasses',
  {
    /** 7 digits, e.g. '6201501'. */
    code: text('code').primaryKey(),
    /** e.g. '6201-5/01'. */
    formattedCode: text('formatted_code').notNull(),
    description: text('description').notNull(),
    classCode: text('class_code').notNull(),
    classDescription: text('class_description').notNull(),
    groupCode: text('group_code').notNull(),
    groupDescription: text('group_description').notNull(),
    divisionCode: text('division_code').notNull(),
    divisionDescription: text('division_description').notNull(),
    sectionCode: text('section_code').notNull(),
    sectionDescription: text('section_description').notNull(),
    notes: jsonb('notes').$type<CnaeNotes>().notNull(),
    /** False once a code leaves the official table: companies may still reference it. */
    isActive: boolean('is_active').notNull().default(true),
    simplesSituation: simplesSituation('simples_situation').notNull(),
    /**
     * Null when the source does not classify the code. When simples_fator_r is true the
     * Fator R decides: Anexo III if payroll over 12 months is at least 28% of revenue,
     * otherwise V (LC 123 art. 18 §§5º-J, 5º-M); this column then holds V.
     */
    simplesAnnex: simplesAnnex('simples_annex'),
    simplesFatorR: boolean('simples_fator_r'),
    simplesLegalBasis: text('simples_legal_basis').notNull(),
    /** The annex, Fator R and legal basis come from a library's reading of the law, not from the Receita. */
    isSimplesAnnexOfficial: boolean('is_simples_annex_official').notNull().default(false),
    simplesAnnexSource: text('simples_annex_source').notNull(),
    /** The code is in the MEI occupations table (mei_occupations). */
    isAllowedMei: boolean('is_allowed_mei').notNull().default(false),
    /** lower(unaccent()) of the codes, the description and the activity index entries. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('cnae_subclasses_formatted_code_key').on(t.formattedCode),
    index('cnae_subclasses_division_code_idx').on(t.divisionCode),
    index('cnae_subclasses_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The IBGE activity index: everyday names of activities, each classified under one subclass. */
export const cnaeActivities = pgTable(
  'cnae_activities',
  {
    /** Position in the source file: stable for one dataset version only. */
    id: integer('id').primaryKey(),
    cnaeCode: text('cnae_code')
      .notNull()
      .references(() => cnaeSubclasses.code),
    description: text('description').notNull(),
  },
  (t) => [index('cnae_activities_cnae_code_idx').on(t.cnaeCode)],
);

/**
 * Luca's training descriptions: how owners describe their business, several per subclass,
 * written by the team (AI-assisted) from the official CNAE texts and the MEI list, without
 * access to the evaluation sets (PROVENANCE.md). Training text for Luca's classifier, never
 * an official text: Luca does not quote them as one.
 */
export const lucaCustomerDescriptions = pgTable(
  'luca_customer_descriptions',
  {
    /** Position in the source file: stable for one dataset version only. */
    id: integer('id').primaryKey(),
    cnaeCode: text('cnae_code')
      .notNull()
      .references(() => cnaeSubclasses.code),
    description: text('description').notNull(),
  },
  (t) => [index('luca_customer_descriptions_cnae_code_idx').on(t.cnaeCode)],
);

/**
 * Luca's training descriptions for when to ask (decision 015, thirteenth round): owners'
 * descriptions that cannot be settled without asking (`kind` 'ask', 2 to 4 subclasses to ask
 * between, likeliest first) and their look-alikes carrying the deciding word (`kind`
 * 'clear', one subclass). Written by the team without access to the engine or the evaluation
 * (PROVENANCE.md); training text, never shown to the person.
 */
export const lucaAskDescriptions = pgTable('luca_ask_descriptions', {
  /** Position in the source file: stable for one dataset version only. */
  id: integer('id').primaryKey(),
  kind: text('kind').$type<'ask' | 'clear'>().notNull(),
  /** Subclass codes (7 digits), the likeliest first; checked against the CNAE when loaded. */
  cnaeCodes: text('cnae_codes').array().notNull(),
  description: text('description').notNull(),
});

/** Occupations an MEI may exercise (Res. CGSN 140 Anexo XI format). */
export const meiOccupations = pgTable(
  'mei_occupations',
  {
    /** Position in the source file: stable for one dataset version only. */
    id: integer('id').primaryKey(),
    occupation: text('occupation').notNull(),
    cnaeCode: text('cnae_code')
      .notNull()
      .references(() => cnaeSubclasses.code),
    /** The subclass description as the MEI table words it (sometimes differs from the CNAE's). */
    description: text('description').notNull(),
    isSubjectToIss: boolean('is_subject_to_iss').notNull(),
    isSubjectToIcms: boolean('is_subject_to_icms').notNull(),
  },
  (t) => [
    uniqueIndex('mei_occupations_occupation_key').on(t.occupation),
    index('mei_occupations_cnae_code_idx').on(t.cnaeCode),
  ],
);

export const states = pgTable(
  'states',
  {
    uf: text('uf').primaryKey(),
    ibgeCode: smallint('ibge_code').notNull(),
    name: text('name').notNull(),
    /** Norte, Nordeste, Sudeste, Sul or Centro-Oeste. */
    region: text('region').notNull(),
  },
  (t) => [uniqueIndex('states_ibge_code_key').on(t.ibgeCode)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    ibgeCode: integer('ibge_code').primaryKey(),
    name: text('name').notNull(),
    uf: text('uf')
      .notNull()
      .references(() => states.uf),
    ufCode: smallint('uf_code').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ddd: smallint('ddd').notNull(),
    /** IANA zone, e.g. America/Sao_Paulo: decides which calendar day a deadline falls on. */
    timezone: text('timezone').notNull(),
    /** 4-digit TOM/SIAFI code: Receita Federal files (CNPJ data, DARF) identify cities by it. */
    siafiCode: text('siafi_code').notNull(),
    /** Spellings other sources use (IBGE API, NFS-e Nacional table); searched too. */
    alternateNames: text('alternate_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lowercase, unaccented, hyphenated name for /contabilidade-em/{slug}-{uf} pages. */
    slug: text('slug').notNull(),
    /** lower(unaccent()) of the name and the alternate names. */
    searchName: text('search_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('municipalities_slug_uf_key').on(t.slug, t.uf),
    index('municipalities_uf_idx').on(t.uf),
    index('municipalities_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** LC 123/2006 Anexos I–V as amended by LC 155/2016: six revenue brackets each. */
export const simplesAnnexBrackets = pgTable(
  'simples_annex_brackets',
  {
    annex: simplesAnnex('annex').notNull(),
    /** 1..6 */
    bracket: smallint('bracket').notNull(),
    /** Revenue of the last 12 months (RBT12), inclusive bounds, in cents. */
    revenueFromCents: bigint('revenue_from_cents', { mode: 'number' }).notNull(),
    revenueToCents: bigint('revenue_to_cents', { mode: 'number' }).notNull(),
    /** Basis points (1/100 of a percent): 600 = 6%. Integers keep rates exact in JS. */
    nominalRateBps: integer('nominal_rate_bps').notNull(),
    deductionCents: bigint('deduction_cents', { mode: 'number' }).notNull(),
    /** How the amount due splits among the taxes, in basis points; the shares add up to 10000. */
    taxSplitBps: jsonb('tax_split_bps').$type<SimplesTaxSplit>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.annex, t.bracket] })],
);

export type SimplesTax = 'irpj' | 'csll' | 'cofins' | 'pisPasep' | 'cpp' | 'icms' | 'ipi' | 'iss';
export type SimplesTaxSplit = Partial<Record<SimplesTax, number>>;

/** One row per dataset: the loader skips a dataset whose files still have this checksum. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  dataset: text('dataset').primaryKey(),
  /** sha256 of the loader version and the dataset's files. */
  checksum: text('checksum').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
