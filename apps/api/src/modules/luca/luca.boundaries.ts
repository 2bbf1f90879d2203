import type { LocalMatch } from './luca.engine.js';
import type { LucaIndex } from './luca.index.js';
import { lightStem, normalise, stem, STOP_WORDS, words } from './luca.text.js';

/**
 * The CNAE's own boundaries (fifteenth round of decision 015). Each subclass's "não
 * compreende" note names the neighbouring subclasses an accountant must tell it from:
 * 6810-2/02 (renting one's own property) "não compreende ... alojamentos para estadias de
 * curta duração (55.90-6/99)", and 5590-6/99 "não compreende a atividade de aluguel de
 * imóveis (6810-2/02)". Two subclasses are boundary neighbours when the note of one names
 * the other (by subclass, class or group). Each side of a boundary is described by its
 * title, by the other side's note that names it and by its MEI occupations. When two of the
 * engine's first candidates are neighbours whose notes name each other, in different
 * divisions, and the description says no word that one side's texts use and the other's do
 * not, Luca asks which one.
 */

/** The candidates looked at: the engine's first ones. */
export const BOUNDARY_RANK = 3;
/** At most this many options. */
const MAX_OPTIONS = 4;

/** A code inside the note's parentheses: "5590-6/99", "55.90-6/99", "55 90-6/99". */
const SUBCLASS_CODE = /(\d{2})[.\s]?(\d{2})-(\d)\/(\d{2})/g;
/** A class: "56.11-2" (not followed by a subclass's "/99"). */
const CLASS_CODE = /(\d{2})\.(\d{2})-(\d)(?![\d/])/g;
/** A group: "grupo 69.1", "grupos 56.1 e 56.2". */
const GROUP_CODES = /grupos?\s+([\d.,\se]+)/g;
const PARENTHESES = /\(([^()]*)\)/g;

/** One "não compreende" item between two neighbours. */
export interface Boundary {
  /** The note's text, without its codes ("hotéis, acampamentos e outros alojamentos ..."). */
  text: string;
  /** Whose note it is (position in `index.subclasses`); it describes the other side. */
  owner: number;
}

/** The codes a "não compreende" item names, as subclass codes (a class or group names all of its subclasses). */
export function namedCodes(item: string, codes: readonly string[]): string[] {
  const found = new Set<string>();
  const under = (prefix: string) => {
    for (const code of codes) if (code.startsWith(prefix)) found.add(code);
  };
  for (const [, inside] of item.matchAll(PARENTHESES)) {
    for (const match of inside!.matchAll(SUBCLASS_CODE)) found.add(match.slice(1, 5).join(''));
    for (const match of inside!.matchAll(CLASS_CODE)) under(match.slice(1, 4).join(''));
    for (const match of inside!.matchAll(GROUP_CODES)) {
      for (const group of match[1]!.matchAll(/(\d{2})\.(\d)/g)) under(`${group[1]}${group[2]}`);
    }
  }
  return [...found];
}

/** The note without its codes and its opening article: "hotéis, acampamentos e outros alojamentos ...". */
export function noteText(item: string): string {
  return item
    .replace(PARENTHESES, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s*(as|os|a|o)\s+(atividades?|servi[cç]os?)\s+(de|da|das|do|dos)\s+/i, '')
    .replace(/^\s*(as|os|a|o)\s+/i, '')
    .replace(/[\s,;.]+(e|ou)?[\s,;.]*$/, '')
    .trim();
}

export interface Boundaries {
  /** Per subclass position: its neighbours, each with the notes between the two. */
  neighbours: ReadonlyArray<ReadonlyMap<number, readonly Boundary[]>>;
  /** Per subclass position: the words of its MEI occupations (the names owners give their trade). */
  occupations: ReadonlyArray<ReadonlySet<string>>;
}

const built = new WeakMap<LucaIndex, Boundaries>();

/** The boundary relation and each subclass's occupation words, read once per index. */
export function boundariesOf(index: LucaIndex): Boundaries {
  const known = built.get(index);
  if (known) return known;
  const codes = index.subclasses.map((subclass) => subclass.code);
  const neighbours = index.subclasses.map(() => new Map<number, Boundary[]>());
  const link = (a: number, b: number, boundary: Boundary) => {
    const list = neighbours[a]!.get(b);
    if (list) list.push(boundary);
    else neighbours[a]!.set(b, [boundary]);
  };
  index.subclasses.forEach((subclass, owner) => {
    for (const item of subclass.notes.excludes) {
      const text = noteText(item);
      for (const code of namedCodes(item, codes)) {
        const other = index.positionOf.get(code);
        if (other === undefined || other === owner) continue;
        link(owner, other, { text, owner });
        link(other, owner, { text, owner });
      }
    }
  });
  const occupations = index.subclasses.map(() => new Set<string>());
  for (const passage of index.passages) {
    if (passage.kind !== 'mei') continue;
    for (const key of saidWords(passage.text).flatMap(keysOf)) occupations[passage.subclass]!.add(key);
  }
  const found = { neighbours, occupations };
  built.set(index, found);
  return found;
}

/** Reads the boundaries once, with the index, so that no answer waits for it. */
export function prepareBoundaries(index: LucaIndex): void {
  boundariesOf(index);
}

/**
 * Words the engine skips that tell neighbours apart: "diária" (a night's stay), and whose
 * the property is ("próprios" in the titles, "de terceiros").
 */
const KEPT = new Set(['diaria', 'diarias', 'proprio', 'propria', 'proprios', 'proprias']);
/**
 * What a description says of whose the thing is, in the CNAE's words: "meu galpão", "minha
 * casa", "tenho duas casas" are "próprios"; "dos clientes" is "de terceiros".
 */
const WHOSE: ReadonlyMap<string, string> = new Map([
  ...'meu minha meus minhas nosso nossa nossos nossas'.split(' ').map((word) => [word, 'proprios'] as const),
  ...'cliente clientes alheio alheia alheios alheias'.split(' ').map((word) => [word, 'terceiros'] as const),
]);

/** The keys a word is compared by: its stem and its light stem ("revendo" and "revenda" meet on the light one). */
function keysOf(word: string): string[] {
  return [`s:${stem(word)}`, `l:${lightStem(word)}`];
}

function saidWords(text: string): string[] {
  const found: string[] = [];
  for (const word of words(normalise(text))) {
    const whose = WHOSE.get(word);
    if (whose) found.push(whose);
    else if (word.length >= 3 && !/\d/.test(word) && (!STOP_WORDS.has(word) || KEPT.has(word))) found.push(word);
  }
  return found;
}

/**
 * The words of a side of a boundary: its title, the other side's notes that describe it,
 * and its MEI occupations ("taxista", "caseiro"). Not the whole activity index: its many
 * entries hold words of both sides, and a word found on one side only by chance would
 * settle what the notes leave open.
 */
function sideKeys(index: LucaIndex, side: number, between: readonly Boundary[]): Set<string> {
  const texts = [
    index.subclasses[side]!.description,
    ...between.filter((note) => note.owner !== side).map((note) => note.text),
  ];
  return new Set([
    ...texts.flatMap((text) => saidWords(text).flatMap(keysOf)),
    ...boundariesOf(index).occupations[side]!,
  ]);
}

/** The description's words (channels aside), every one: trade verbs and clients often decide. */
export function descriptionWords(local: LocalMatch): string[] {
  const channels = new Set(
    local.segments.flatMap((segment) =>
      segment.slots.filter((slot) => slot.channel).flatMap((slot) => slot.surface.split(' ')),
    ),
  );
  return [...new Set(local.segments.flatMap((segment) => saidWords(segment.text)))].filter(
    (word) => !channels.has(word),
  );
}

/** The description's words found on `side` of the boundary and not on the other. */
export function decidingWords(index: LucaIndex, said: readonly string[], side: number, other: number): string[] {
  const between = boundariesOf(index).neighbours[side]!.get(other) ?? [];
  const mine = sideKeys(index, side, between);
  const theirs = sideKeys(index, other, between);
  return said.filter((word) => {
    const keys = keysOf(word);
    return keys.some((key) => mine.has(key)) && !keys.some((key) => theirs.has(key));
  });
}

export interface BoundaryQuestion {
  /** Positions in `index.subclasses`: the engine's first, then the undecided neighbours. */
  options: number[];
  /** Per option, the other side's note that describes it, when there is one. */
  notes: Map<number, string>;
}

/**
 * Two of the engine's first `BOUNDARY_RANK` candidates whose notes name each other, in
 * different CNAE divisions, that neither the trade verbs (`settled`) nor a word of the
 * description tell apart: the engine's first and those two as options (up to 4). `null`
 * when there are none.
 */
export function boundaryQuestion(
  index: LucaIndex,
  local: LocalMatch,
  settled: (one: number, other: number) => boolean = () => false,
): BoundaryQuestion | null {
  const main = local.main;
  if (!main) return null;
  const { neighbours } = boundariesOf(index);
  const top = [
    main.subclass,
    ...local.ranking.map((candidate) => candidate.subclass).filter((position) => position !== main.subclass),
  ].slice(0, BOUNDARY_RANK);
  const said = descriptionWords(local);
  const options = [main.subclass];
  const notes = new Map<number, string>();
  for (let i = 0; i < top.length; i++) {
    for (let j = i + 1; j < top.length; j++) {
      const [one, other] = [top[i]!, top[j]!];
      const between = neighbours[one]!.get(other);
      // Both notes draw the line (each names the other), between different divisions: within
      // a division the ranking already tells the neighbours apart (tried and measured).
      if (!between || new Set(between.map((note) => note.owner)).size < 2) continue;
      if (index.subclasses[one]!.divisionCode === index.subclasses[other]!.divisionCode) continue;
      if (settled(one, other)) continue;
      if (decidingWords(index, said, one, other).length > 0) continue;
      if (decidingWords(index, said, other, one).length > 0) continue;
      for (const position of [one, other]) if (!options.includes(position)) options.push(position);
      for (const note of between) {
        const described = note.owner === one ? other : one;
        if (!notes.has(described)) notes.set(described, note.text);
      }
    }
  }
  options.splice(MAX_OPTIONS);
  return options.length >= 2 ? { options, notes } : null;
}
