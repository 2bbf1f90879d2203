import type { NfsFileKind } from '@contabil/contracts';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The PDF signature at the very start, as every PDF writer puts it. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}

/** Documents that start like markup but are web pages, not the note's XML. */
const HTML_START = /^<(!doctype\s+html|html|head|body|script|iframe|svg)[\s>/]/i;

/**
 * An XML document: after an optional UTF-8 BOM and whitespace it starts with `<?xml`
 * or with markup (an element, a comment, a DOCTYPE), and is not an HTML page.
 */
export function looksLikeXml(content: Buffer): boolean {
  const body = content.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? content.subarray(UTF8_BOM.length) : content;
  const head = body.subarray(0, 2048).toString('utf8').trimStart();
  const declared = head.startsWith('<?xml');
  // What follows the declaration and any leading comments: the root element (or a DOCTYPE).
  const root = head.replace(/^<\?xml[^>]*\?>/, '').replace(/^(?:\s|<!--[\s\S]*?-->)*/, '');
  if (HTML_START.test(root)) return false;
  return declared || /^<([A-Za-z_]|!doctype\s)/i.test(root);
}

export function fileMatchesKind(kind: NfsFileKind, content: Buffer): boolean {
  return kind === 'pdf' ? looksLikePdf(content) : looksLikeXml(content);
}
