import { LEGAL_DOCUMENTS_VERSION, LEGAL_RETENTION_RULES, type RetentionRule } from '@contabil/contracts';

export interface LegalPageData {
  /** The version of both texts (a date), the one sign-up records. */
  version: string;
  retention: RetentionRule[];
}

/** The legal pages' data from the contracts, on the server: the pages' bundle stays free of zod. */
export function legalPageLoader(): LegalPageData {
  return { version: LEGAL_DOCUMENTS_VERSION, retention: LEGAL_RETENTION_RULES.map((rule) => ({ ...rule })) };
}
