/** Which Sefin Nacional the product talks to: tpAmb 1 (produção) or 2 (produção restrita). */
export type NfseEnvironment = 'production' | 'restricted';

export const NFSE_LAYOUT_VERSION = '1.01';
export const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';

export interface DpsAddress {
  /** IBGE code, 7 digits. */
  municipalityCode: string;
  /** 8 digits. */
  cep: string;
  street: string;
  number: string;
  complement?: string | null;
  district: string;
}

export interface DpsTaker {
  cnpj?: string | null;
  cpf?: string | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: DpsAddress | null;
}

/** regTrib: opSimpNac 1 não optante, 2 MEI, 3 ME/EPP; regApTribSN (only with 3); regEspTrib 0 nenhum … 6. */
export interface DpsTaxRegime {
  simplesOption: '1' | '2' | '3';
  simplesApuration?: '1' | '2' | '3' | null;
  specialRegime: '0' | '1' | '2' | '3' | '4' | '5' | '6';
}

/** What one DPS says, in the product's words; `buildDps` turns it into the national layout. */
export interface DpsData {
  environment: NfseEnvironment;
  /** dhEmi: written in Brasília time (-03:00). */
  issuedAt: Date;
  /** verAplic. */
  appVersion: string;
  /** serie: 1 to 5 digits, not all zeros. */
  series: string;
  /** nDPS: from 1, gap-free per company and series. */
  number: number;
  /** dCompet, YYYY-MM-DD. */
  competenceDate: string;
  /** cLocEmi: the IBGE code of the municipality where the provider is registered. */
  issuerMunicipalityCode: string;
  provider: {
    cnpj: string;
    municipalRegistration?: string | null;
    phone?: string | null;
    email?: string | null;
    taxRegime: DpsTaxRegime;
  };
  taker: DpsTaker;
  service: {
    /** cLocPrestacao: IBGE code of where the service was rendered. */
    municipalityCode: string;
    /** cTribNac: 6 digits of the national list. */
    nationalCode: string;
    /** cNBS: 9 digits. */
    nbs: string;
    description: string;
  };
  values: {
    serviceCents: number;
    /** tribISSQN: 1 tributável, 2 imunidade, 3 exportação, 4 não incidência. */
    issTaxation?: '1' | '2' | '3' | '4';
    /** tpRetISSQN: 1 não retido, 2 retido pelo tomador, 3 pelo intermediário. */
    issWithholding: '1' | '2' | '3';
    /** pAliq in percent (e.g. 2.5), when the municipality asks for it. */
    issRatePercent?: number | null;
    /** pTotTribSN: the approximate Simples Nacional rate (%); otherwise indTotTrib 0. */
    simplesTotalTaxPercent?: number | null;
  };
}
