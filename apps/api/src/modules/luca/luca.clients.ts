import type { LucaQuestion } from '@contabil/contracts';
import type { LocalMatch } from './luca.engine.js';
import { cnaeClass, sentenceCase, type LucaIndex } from './luca.index.js';
import { contentTerms, expandChatStyle, words } from './luca.text.js';

/**
 * A professional named only through the clients' sector (decision 015, sixteenth round A):
 * "faço a parte fiscal de pequenas empresas", "cuido do RH de umas construtoras". The
 * clients' sector says nothing of the service, and the service words ("parte fiscal", "RH",
 * "treinamento") fit several professional subclasses: bookkeeping or consulting, recruiting
 * or supplying staff, training or management consulting. Unless the person gives a title of
 * their own ("sou contador", "tenho uma agência"), Luca asks what service it is, with the
 * professional services among the engine's candidates as options.
 */

/**
 * The professional services to businesses in the CNAE: legal and accounting (69), management
 * consulting (70), architecture and engineering (71), advertising (73), other professional
 * services (74), staffing (78), the office services of 82 (combined office services,
 * collection; not events, 82.30), and the training and teaching support of 85.99-6/04 and
 * 85.50-3/02.
 */
export const PROFESSIONAL_DIVISIONS = new Set(['69', '70', '71', '73', '74', '78']);
export const PROFESSIONAL_SUBCLASSES = new Set(['8211300', '8219999', '8291100', '8599604', '8550302']);

/** How deep in the engine's ranking the options are looked for. */
const DEPTH = 6;

/** "de uns condomínios", "pras lojas", "atendo clínicas": clients named. */
export const INDEFINITE = new Set(['uns', 'umas', 'pequenas', 'pequenos', 'varias', 'varios', 'algumas', 'alguns']);

/** "sou contador", "somos uma agência", "tenho uma consultoria": the person's own title settles it. */
export const FIRM = new Set(['empresa', 'agencia', 'escritorio', 'consultoria', 'loja', 'imobiliaria', 'construtora']);

function clientsNamed(local: LocalMatch, list: readonly string[]): boolean {
  if (local.segments.some((segment) => segment.slots.some((slot) => slot.complement || slot.forWhom))) return true;
  return list.some(
    (word, at) =>
      word === 'atendo' ||
      word === 'atendemos' ||
      (['de', 'pra', 'pras', 'pros', 'para'].includes(word) && INDEFINITE.has(list[at + 1] ?? '')),
  );
}

function titled(list: readonly string[]): boolean {
  return list.some(
    (word, at) =>
      word === 'sou' ||
      word === 'somos' ||
      ((word === 'tenho' || word === 'temos') && [list[at + 1], list[at + 2]].some((next) => FIRM.has(next ?? ''))),
  );
}

export const CLIENTS_SERVICE_QUESTION = 'Que serviço você presta para esses clientes?';

function professional(index: LucaIndex, position: number): boolean {
  const subclass = index.subclasses[position]!;
  return PROFESSIONAL_DIVISIONS.has(subclass.divisionCode) || PROFESSIONAL_SUBCLASSES.has(subclass.code);
}

/**
 * The person names the service in the first candidate's own title ("recrutamento e seleção",
 * "consultoria pra restaurantes"): the service is said, whoever the clients are.
 */
function serviceNamed(index: LucaIndex, local: LocalMatch): boolean {
  const title = new Set(contentTerms(index.subclasses[local.main!.subclass]!.description).map(({ term }) => term));
  return local.segments.some((segment) =>
    segment.slots.some(
      (slot) => !slot.complement && !slot.forWhom && contentTerms(slot.surface).some(({ term }) => title.has(term)),
    ),
  );
}

export function clientsServiceQuestion(index: LucaIndex, local: LocalMatch): LucaQuestion | null {
  if (!local.intent || !local.main) return null;
  const list = words(expandChatStyle(local.intent));
  // The engine must read a professional service at all ("buffet pra festa" is no such doubt).
  if (!professional(index, local.main.subclass)) return null;
  if (!clientsNamed(local, list) || titled(list) || serviceNamed(index, local)) return null;
  const classes = new Set<string>();
  const options: LucaQuestion['options'] = [];
  for (const candidate of local.ranking.slice(0, DEPTH)) {
    if (!professional(index, candidate.subclass)) continue;
    const subclass = index.subclasses[candidate.subclass]!;
    const group = cnaeClass(subclass.code);
    if (classes.has(group)) continue;
    classes.add(group);
    options.push({ label: sentenceCase(subclass.description), cnae: subclass.code });
    if (options.length === 4) break;
  }
  return options.length >= 2 ? { text: CLIENTS_SERVICE_QUESTION, options } : null;
}
