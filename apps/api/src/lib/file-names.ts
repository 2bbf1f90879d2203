import type { CompanyFileStoredType } from '@contabil/contracts';

const EXTENSIONS: Partial<Record<string, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/xml': '.xml',
  'application/x-ofx': '.ofx',
  'application/zip': '.zip',
};

/** The usual extension of a stored content type (`.pdf`), if it has one. */
export function extensionOfType(contentType: string): string | undefined {
  return EXTENSIONS[contentType];
}

/** The last path segment, without control characters, at most 150 characters. */
export function safeFileName(name: string, type: CompanyFileStoredType | (string & {})): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(-150);
  return base === '' || base === '.' || base === '..' ? `arquivo${EXTENSIONS[type] ?? ''}` : base;
}

/** Content-Disposition for a download: an ASCII fallback and the real name (RFC 6266 / RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, false);
}

/** Content-Disposition `attachment` (download) or `inline` (previews in the page), with the file's name. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
