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
