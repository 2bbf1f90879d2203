import { NFS_FILE_MAX_BYTES, nfsMessages, type NfsFileKind } from '@contabil/contracts';

/** The file inputs' accept filters: by type and by extension (some systems give XML no type). */
export const NFS_FILE_ACCEPT: Record<NfsFileKind, string> = {
  pdf: 'application/pdf,.pdf',
  xml: 'application/xml,text/xml,.xml',
};

export const NFS_FILE_LABELS: Record<NfsFileKind, string> = { pdf: 'PDF da nota', xml: 'XML da nota' };

const TYPES: Record<NfsFileKind, readonly string[]> = {
  pdf: ['application/pdf'],
  xml: ['application/xml', 'text/xml'],
};

/**
 * The checks the API makes, before sending: a file, of the kind (by type or extension),
 * up to 5 MB. null when fine. The API still reads the content itself.
 */
export function nfsFileProblem(kind: NfsFileKind, file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file || file.size === 0) return nfsMessages.fileMissing;
  const byType = TYPES[kind].includes(file.type);
  const byName = file.name.toLowerCase().endsWith(`.${kind}`);
  if (!byType && !byName) return kind === 'pdf' ? nfsMessages.pdfExpected : nfsMessages.xmlExpected;
  if (file.size > NFS_FILE_MAX_BYTES) return nfsMessages.fileTooLarge;
  return null;
}
