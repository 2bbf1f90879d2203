import {
  ACTION_NOUN,
  MAKING_WORK_SHARE,
  SERVICE_CUES,
  makingShare,
  type Cues,
  type LocalMatch,
  type Slot,
} from './luca.engine.js';
import { cnaeClass, type LucaIndex } from './luca.index.js';
import { stem } from './luca.text.js';
import { DOMINANT_SHARE, MAX_SENSES, tradesOfWord } from './luca.trades.js';

/**
 * The work named without what it is done on (twentieth round of decision 015): "faço
 * montagem", "faço instalação", "faço manutenção", "assistência técnica". The work says a
 * service, not which: furniture, scaffolding, metal structures and films are all "montagem" in
 * the CNAE; computers, phones, appliances and machines all have "assistência técnica". With
 * nothing else said, the engine's first is one of many, so Luca asks, with the engine's best
 * candidate of each CNAE division (of each class among the repairs, when the work is a
 * repair: the repairs of one division differ by what they repair).
 */

const SERVICE_STEMS = new Set([...SERVICE_CUES].map(stem));

/**
 * A word of work: a verb or noun of service or repair ("instalação", "conserto",
 * "assistência"), or a noun of an action most of whose reference entries are no manufacturing
 * ("montagem", "lavagem": `makingShare`).
 */
function workWord(index: LucaIndex, word: string): boolean {
  return SERVICE_CUES.has(word) || (ACTION_NOUN.test(word) && makingShare(index, word) < MAKING_WORK_SHARE);
}

/**
 * The slot names work only: its words are all of work, or it is a lexicon phrase opening with
 * a word of work whose every rephrasing is work too ("assistência técnica": repair,
 * maintenance, "conserto").
 */
function workOnly(index: LucaIndex, slot: Slot): boolean {
  const typed = slot.surface.split(' ');
  if (typed.every((word) => workWord(index, word))) return true;
  if (typed.length < 2 || !workWord(index, typed[0]!)) return false;
  const rephrased = slot.alternatives.slice(1);
  return rephrased.length > 0 && rephrased.every((item) => item.stems.every((term) => SERVICE_STEMS.has(term)));
}

/** Repairs: division 33 and 95, vehicles (45.20, 45.43), and building installations (43.2). */
function repairs(code: string): boolean {
  return /^(33|95|452|4543|432)/.test(code);
}

/**
 * The work, as typed, and the options to ask between (positions in `index.subclasses`) when
 * everything the description names is work: the engine's best of each division, or of each
 * class of repair when the work is a repair; `null` with fewer than two.
 */
export function unnamedWork(
  index: LucaIndex,
  local: LocalMatch,
  cues: Cues,
): { word: string; options: number[] } | null {
  const slots = local.segments
    .flatMap((segment) => segment.slots)
    .filter((slot) => !slot.complement && !slot.forWhom && !slot.channel);
  if (slots.length === 0 || !slots.every((slot) => workOnly(index, slot))) return null;
  // A work of one trade by its reference entries is that trade ("dedetização": pest control).
  const trades = tradesOfWord(index, slots[0]!.surface.split(' ')[0]!);
  if (trades && trades.divisions[0]!.share >= DOMINANT_SHARE) return null;
  const seen = new Set<string>();
  const options: number[] = [];
  for (const candidate of local.ranking) {
    const subclass = index.subclasses[candidate.subclass]!;
    if (cues.repair && !repairs(subclass.code)) continue;
    const key = cues.repair ? cnaeClass(subclass.code) : subclass.divisionCode;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(candidate.subclass);
    if (options.length === MAX_SENSES) break;
  }
  if (options.length < 2) return null;
  return { word: slots[0]!.surface, options };
}
