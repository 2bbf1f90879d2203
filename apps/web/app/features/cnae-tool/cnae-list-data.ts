import type { Cnae } from '@contabil/contracts';
import { cnaeBadges, type BadgeView } from './cnae-badges';
import { cnaePagePath } from './cnae-page-path';
import { sentenceCase } from './cnae-tool-paths';

/** A search result as the page shows it, prepared on the server (the page then needs no contracts). */
export interface CnaeResultView {
  /** "6201-5/01". */
  code: string;
  text: string;
  /** "Seção J: Informação e comunicação". */
  section: string;
  /** Its canonical page. */
  path: string;
  badges: BadgeView[];
}

export function toResultView(cnae: Cnae): CnaeResultView {
  const { section } = cnae.hierarchy;
  return {
    code: cnae.code,
    text: cnae.text,
    section: `Seção ${section.code}: ${sentenceCase(section.text)}`,
    path: cnaePagePath(cnae.code, cnae.text),
    badges: cnaeBadges(cnae),
  };
}

export interface CnaeListData {
  /** What was searched, trimmed ("" lists the whole table in code order). */
  q: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  /** null when the API could not answer. */
  results: CnaeResultView[] | null;
  canonicalUrl: string;
}
