// Short words stay lower case inside a name, as in "Rio de Janeiro" or "Comércio e serviços".
const LOWERCASE_WORDS = new Set(['a', 'as', 'o', 'os', 'e', 'de', 'da', 'das', 'do', 'dos', 'em', 'na', 'no', 'para']);

/**
 * Turns a URL slug back into readable words ("rio-de-janeiro" -> "Rio de Janeiro").
 * Slugs carry no accents, so the result has none either: pages that know the real
 * name (from the API or the content service) show that instead.
 */
export function titleCaseSlug(slug: string): string {
  return slugWords(slug)
    .map((word, index) => (index > 0 && LOWERCASE_WORDS.has(word) ? word : capitalize(word)))
    .join(' ');
}

/** "desenvolvimento-de-programas" -> "Desenvolvimento de programas": for sentences, not names. */
export function sentenceCaseSlug(slug: string): string {
  const text = slugWords(slug).join(' ');
  return capitalize(text);
}

function slugWords(slug: string): string[] {
  return slug
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Simples Nacional: o Fator R" -> "simples-nacional-o-fator-r": lower case, no accents, words joined by hyphens. */
export function slugifyText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
