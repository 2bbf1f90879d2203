import type { CnaeReference } from '@contabil/contracts';
import { cnaeSearchPath, cnaeSlugPath } from './cnae-tool-paths';

/** A piece of a note: plain text, or text that links somewhere. */
export type NotePart = string | { text: string; to: string; title?: string };

// A subclass ("6202-3/00", also "62.02-3/00" and IBGE's "01 41-5/01"), a class ("01.21-1"),
// or a group/division phrase ("grupo 01.1", "grupos 01.1 e 01.2", "divisões 45 e 46").
const CODES =
  /(?<![\d.])(\d{2})[ .]?(\d{2})-(\d)\/(\d{2})(?!\d)|(?<![\d.])(\d{2}\.\d{2}-\d)(?![\d/])|\b((?:grupos?|divis(?:ão|ões|ao|oes))\s+\d{2}(?:\.\d)?(?:(?:\s*,\s*|\s+(?:e|ou)\s+)\d{2}(?:\.\d)?)*)/giu;
const LEVEL_CODE = /\d{2}(?:\.\d)?/g;

/**
 * Splits a note into text and links: a subclass it names links to that subclass's page
 * (when the table has it), classes, groups and divisions to the search for their codes.
 */
export function linkNote(note: string, references: readonly CnaeReference[]): NotePart[] {
  const byDigits = new Map(references.map((reference) => [reference.code.replace(/\D/g, ''), reference]));
  const parts: NotePart[] = [];
  let last = 0;
  const push = (part: NotePart) => {
    const previous = parts[parts.length - 1];
    if (typeof part === 'string' && typeof previous === 'string') parts[parts.length - 1] = previous + part;
    else if (part !== '') parts.push(part);
  };

  for (const match of note.matchAll(CODES)) {
    const start = match.index;
    push(note.slice(last, start));
    last = start + match[0].length;
    const [text, division, rest, digit, subclass, classCode, levels] = match;
    if (division !== undefined) {
      const reference = byDigits.get(`${division}${rest}${digit}${subclass}`);
      push(
        reference ? { text, to: cnaeSlugPath(reference.slug), title: `${reference.code} – ${reference.text}` } : text,
      );
    } else if (classCode !== undefined) {
      push({ text, to: cnaeSearchPath(classCode), title: `Subclasses da classe ${classCode}` });
    } else if (levels !== undefined) {
      // Only the codes link: "grupos [01.1] e [01.2]".
      let inner = 0;
      for (const level of levels.matchAll(LEVEL_CODE)) {
        push(levels.slice(inner, level.index));
        push({ text: level[0], to: cnaeSearchPath(level[0]), title: `Subclasses de ${level[0]}` });
        inner = level.index + level[0].length;
      }
      push(levels.slice(inner));
    }
  }
  push(note.slice(last));
  return parts;
}
