/** `%`, `_` and `\` typed by a person are literal characters, not patterns. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
