/** Words a reader gets through in a minute of Portuguese prose on screen. */
const WORDS_PER_MINUTE = 200;

/** Words of a Markdown text, without link targets, code fences' markers or table rules. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|~\-[\]]+/g, ' ')
    .trim();
  return text ? text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Whole minutes, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}
