import type { NfsFileKind } from '@contabil/contracts';
import { looksLikeXml } from '../storage/index.js';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** The PDF signature at the very start, as every PDF writer puts it. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}

export function fileMatchesKind(kind: NfsFileKind, content: Buffer): boolean {
  return kind === 'pdf' ? looksLikePdf(content) : looksLikeXml(content);
}
