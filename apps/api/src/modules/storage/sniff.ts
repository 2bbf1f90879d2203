import type { StorageContentType } from '@contabil/contracts';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** How many leading bytes `sniffStorageType` looks at: read at least this many. */
export const SNIFF_BYTES = 8192;

const startsWith = (bytes: Buffer, signature: Buffer, at = 0) =>
  bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);

/** The text after an optional UTF-8 BOM and leading whitespace (for the markup formats). */
function leadingText(bytes: Buffer): string {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  return body.subarray(0, SNIFF_BYTES).toString('utf8').trimStart();
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

/**
 * OFX: version 1 is SGML with an `OFXHEADER:` header block; version 2 is XML with an
 * `<?OFX ...?>` processing instruction or an `<OFX>` root.
 */
function looksLikeOfx(bytes: Buffer): boolean {
  const text = leadingText(bytes);
  if (text.startsWith('OFXHEADER:')) return true;
  return text.startsWith('<?xml') && /<\?OFX[\s?]|<OFX>/i.test(text);
}

/**
 * What a file is by its first bytes (at least `SNIFF_BYTES` of them for OFX and XML),
 * among the types storage accepts; undefined for anything else (HTML, executables, text).
 * The name and the declared type are only hints: this decides.
 */
export function sniffStorageType(bytes: Buffer): StorageContentType | undefined {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, Buffer.from('RIFF', 'latin1')) && startsWith(bytes, Buffer.from('WEBP', 'latin1'), 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, ZIP)) return 'application/zip';
  // OFX before XML: an OFX 2 file is also an XML document.
  if (looksLikeOfx(bytes)) return 'application/x-ofx';
  if (looksLikeXml(bytes)) return 'application/xml';
  return undefined;
}

/** XML and OFX 2 are the same bytes family: a link signed for one accepts the other. */
export function sniffedTypeFits(signed: string, sniffed: StorageContentType): boolean {
  if (signed === sniffed) return true;
  const markup = new Set<string>(['application/xml', 'application/x-ofx']);
  return markup.has(signed) && markup.has(sniffed);
}

const BY_EXTENSION: Record<string, StorageContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  xml: 'application/xml',
  ofx: 'application/x-ofx',
  qfx: 'application/x-ofx',
  zip: 'application/zip',
};

const ALIASES: Record<string, StorageContentType> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'application/xml': 'application/xml',
  'text/xml': 'application/xml',
  'application/x-ofx': 'application/x-ofx',
  'application/ofx': 'application/x-ofx',
  'application/vnd.intu.qfx': 'application/x-ofx',
  'application/zip': 'application/zip',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
};

/** Types browsers send when they do not know better: the extension decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * The type an upload link is signed for, from the file name and the declared type (both
 * hints, the bytes are checked later): undefined when either names a type storage does not
 * take, or when they disagree. A generic declared type leaves it to the extension.
 */
export function declaredStorageType(fileName: string, declared: string | undefined): StorageContentType | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : undefined;
  const byExtension = extension === undefined ? undefined : BY_EXTENSION[extension];
  if (extension !== undefined && !byExtension) return undefined;
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (GENERIC_TYPES.has(type)) return byExtension;
  const byDeclared = ALIASES[type];
  if (!byDeclared) return undefined;
  if (byExtension && !sniffedTypeFits(byExtension, byDeclared)) return undefined;
  return byDeclared;
}
