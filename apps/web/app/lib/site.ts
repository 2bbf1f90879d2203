export const PRODUCT_NAME = 'Contábil Online';
export const SITE_TITLE = 'Contabilidade online: o controle da sua empresa reinventado';
export const SITE_DESCRIPTION =
  'Contabilidade sem burocracia, rápida e segura. Resolva tudo online com facilidade e o melhor preço.';
