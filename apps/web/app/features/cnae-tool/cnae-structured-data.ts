import type { CnaeDetail } from '@contabil/contracts';

/** schema.org DefinedTerm: the subclass as a term of the CNAE 2.3 classification. */
export function cnaeStructuredData(cnae: Pick<CnaeDetail, 'code' | 'text'>, canonicalUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: cnae.text,
    termCode: cnae.code,
    url: canonicalUrl,
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      name: 'CNAE 2.3 – Classificação Nacional de Atividades Econômicas (IBGE)',
      url: new URL('/tools/cnae', canonicalUrl).href,
    },
  };
}
