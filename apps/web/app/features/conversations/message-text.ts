/** A piece of a message: text, or an http(s) address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * Splits plain text into text and links. Only http(s) addresses become links (no
 * `javascript:`, no HTML: the rest is rendered as text by React, so nothing is injected).
 */
export function splitMessageText(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const address = raw.slice(0, raw.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    let href: string | null;
    try {
      const url = new URL(address);
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
    } catch {
      href = null;
    }
    parts.push(href ? { kind: 'link', text: address, href } : { kind: 'text', text: address });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
