import {
  STORAGE_CONTENT_TYPES,
  STORAGE_MAX_BYTES,
  storageMessages,
  type StorageContentType,
} from '@contabil/contracts';

/**
 * What a file input takes and the message when a file is not one of those. The API reads
 * the bytes itself (and answers 415 for a file that only looks right); these checks only
 * spare the person an upload that would be refused.
 */
export interface FileRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** The input's `accept`: the types and the extensions (some systems give XML or OFX no type). */
  accept: string;
  /** Shown when the file's extension is not one of `extensions`. */
  message: string;
  /** What the field says it takes. */
  hint: string;
}

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, StorageContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  xml: 'application/xml',
  ofx: 'application/x-ofx',
  zip: 'application/zip',
};

function acceptFor(extensions: readonly string[]): string {
  const types = new Set(extensions.map((extension) => CONTENT_TYPE_BY_EXTENSION[extension]).filter(Boolean));
  return [...types, ...extensions.map((extension) => `.${extension}`)].join(',');
}

/** Everything storage keeps: PDF, images, XML, OFX and ZIP. */
export const ANY_DOCUMENT_FILE: FileRule = {
  extensions: Object.keys(CONTENT_TYPE_BY_EXTENSION),
  accept: acceptFor(Object.keys(CONTENT_TYPE_BY_EXTENSION)),
  message: storageMessages.badType,
  hint: 'PDF, imagem (JPG, PNG ou WebP), XML, OFX ou ZIP, até 20 MB.',
};

/** The company's documents and payment receipts: a PDF or a picture of the paper. */
export const PDF_OR_IMAGE_FILE: FileRule = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp'],
  accept: acceptFor(['pdf', 'jpg', 'jpeg', 'png', 'webp']),
  message: 'Envie um PDF ou uma imagem (JPG, PNG ou WebP)',
  hint: 'PDF ou imagem (JPG, PNG ou WebP), até 20 MB.',
};

export const FILE_MISSING_MESSAGE = 'Escolha um arquivo';
export const FILE_EMPTY_MESSAGE = 'O arquivo está vazio. Escolha outro.';

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The checks made before asking for an upload link: a file, not empty, of the rule's kind, up to 20 MB. null when fine. */
export function uploadFileProblem(
  file: Pick<File, 'name' | 'size'> | null | undefined,
  rule: FileRule = ANY_DOCUMENT_FILE,
): string | null {
  if (!file) return FILE_MISSING_MESSAGE;
  if (!rule.extensions.includes(fileExtension(file.name))) return rule.message;
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  if (file.size > STORAGE_MAX_BYTES) return storageMessages.tooLarge;
  return null;
}

/**
 * The type declared when asking for the link: the browser's when storage knows it,
 * otherwise the one the extension implies (browsers give `.ofx` no type, `.xml` often
 * `text/xml`). The API checks the bytes either way.
 */
export function declaredContentType(file: Pick<File, 'name' | 'type'>): string {
  if ((STORAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type;
  return CONTENT_TYPE_BY_EXTENSION[fileExtension(file.name)] ?? (file.type || 'application/octet-stream');
}

export type PreviewKind = 'pdf' | 'image';

/** PDFs and pictures open in the page; XML, OFX and ZIP are download only. */
export function previewKind(document: { contentType: string; fileName?: string }): PreviewKind | null {
  const type = document.contentType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  return null;
}

/** 1536 -> "1,5 KB"; 2_500_000 -> "2,4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
