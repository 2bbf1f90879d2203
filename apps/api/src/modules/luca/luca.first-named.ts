import { matchLocally, type LocalMatch, type RankedCode } from './luca.engine.js';
import { cnaeClass, type LucaIndex } from './luca.index.js';
import { normalise } from './luca.text.js';

/**
 * "petshop com banho e tosa" names two activities: the business first, then, after "com",
 * what it also offers. The first activity named is the main one (decision 015), yet the
 * words after "com" may carry the answer ("banho e tosa": animal grooming, not the pet
 * shop). Such an answer is not adopted in one click unless the words before "com", read
 * alone, point at the same CNAE class (twenty-first round): "cafeteria com bolos e
 * salgados", "limpo fossa com caminhão", "faço frete com minha carroça" keep it.
 */
export function namedFirstElsewhere(index: LucaIndex, local: LocalMatch, main: RankedCode): boolean {
  if (local.intent === undefined) return false;
  const text = normalise(local.intent);
  const at = ` ${text} `.indexOf(' com ');
  if (at <= 0) return false;
  const first = matchLocally(index, text.slice(0, at - 1), 1).main;
  if (!first || first.passages.length === 0) return false;
  return cnaeClass(index.subclasses[first.subclass]!.code) !== cnaeClass(index.subclasses[main.subclass]!.code);
}
