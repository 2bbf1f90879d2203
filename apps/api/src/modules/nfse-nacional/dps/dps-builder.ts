import { create } from 'xmlbuilder2';
import { NFSE_LAYOUT_VERSION, NFSE_NAMESPACE, type DpsAddress, type DpsData } from './dps-data.js';
import { buildDpsId } from './dps-id.js';

type XmlObject = { [key: string]: XmlValue };
type XmlValue = string | XmlObject | undefined | null;

/** Leaves out empty groups and absent values, so an absent field is absent in the XML. */
function clean(node: XmlObject): XmlObject | undefined {
  const out: XmlObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') {
      const child = clean(value);
      if (child) out[key] = child;
    } else out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** TSDec15V2: centavos as `1234.56`. */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage with two decimals (`2.50`); TSDec1V2 / TSDec2V2. */
function percent(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : value.toFixed(2);
}

/** TSDateTimeUTC in Brasília time (UTC-3, no daylight saving since 2019): `2026-11-26T15:04:05-03:00`. */
export function brasiliaDateTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

function address(value: DpsAddress | null | undefined): XmlObject | undefined {
  if (!value) return undefined;
  return {
    endNac: { cMun: value.municipalityCode, CEP: value.cep },
    xLgr: value.street,
    nro: value.number,
    xCpl: value.complement || undefined,
    xBairro: value.district,
  };
}

/** The DPS document as an object in the layout's element order (xmlbuilder2 keeps key order). */
function dpsObject(data: DpsData): { id: string; root: XmlObject } {
  const id = buildDpsId({
    municipalityCode: data.issuerMunicipalityCode,
    cnpj: data.provider.cnpj,
    series: data.series,
    number: data.number,
  });
  const { taxRegime } = data.provider;
  const infDPS: XmlObject = {
    '@Id': id,
    tpAmb: data.environment === 'production' ? '1' : '2',
    dhEmi: brasiliaDateTime(data.issuedAt),
    verAplic: data.appVersion,
    serie: data.series,
    nDPS: String(data.number),
    dCompet: data.competenceDate,
    tpEmit: '1',
    cLocEmi: data.issuerMunicipalityCode,
    // The provider issues its own DPS: its name and address come from the national registry.
    prest: {
      CNPJ: data.provider.cnpj,
      IM: data.provider.municipalRegistration || undefined,
      fone: data.provider.phone || undefined,
      email: data.provider.email || undefined,
      regTrib: {
        opSimpNac: taxRegime.simplesOption,
        regApTribSN: taxRegime.simplesOption === '3' ? taxRegime.simplesApuration || undefined : undefined,
        regEspTrib: taxRegime.specialRegime,
      },
    },
    toma: {
      CNPJ: data.taker.cnpj ?? undefined,
      CPF: data.taker.cnpj ? undefined : (data.taker.cpf ?? undefined),
      xNome: data.taker.name,
      end: address(data.taker.address),
      fone: data.taker.phone || undefined,
      email: data.taker.email || undefined,
    },
    serv: {
      locPrest: { cLocPrestacao: data.service.municipalityCode },
      cServ: {
        cTribNac: data.service.nationalCode,
        xDescServ: data.service.description,
        cNBS: data.service.nbs,
      },
    },
    valores: {
      vServPrest: { vServ: decimalOfCents(data.values.serviceCents) },
      trib: {
        tribMun: {
          tribISSQN: data.values.issTaxation ?? '1',
          tpRetISSQN: data.values.issWithholding,
          pAliq: percent(data.values.issRatePercent),
        },
        totTrib:
          data.values.simplesTotalTaxPercent !== null && data.values.simplesTotalTaxPercent !== undefined
            ? { pTotTribSN: percent(data.values.simplesTotalTaxPercent) }
            : { indTotTrib: '0' },
      },
    },
  };
  const root = clean({ DPS: { '@xmlns': NFSE_NAMESPACE, '@versao': NFSE_LAYOUT_VERSION, infDPS } }) ?? {};
  return { id, root };
}

export interface BuiltDps {
  /** infDPS/@Id, 45 characters. */
  id: string;
  /** The document as it is signed and sent: no indentation. */
  xml: string;
  /** The same document indented one element a line, to point validation errors at a field. */
  indented: string;
}

/** Builds the DPS of the national layout 1.01. It is not validated here: see `prepareDps`. */
export function buildDps(data: DpsData): BuiltDps {
  const { id, root } = dpsObject(data);
  const doc = () => create({ version: '1.0', encoding: 'UTF-8' }, root);
  return { id, xml: doc().end({ prettyPrint: false }), indented: doc().end({ prettyPrint: true }) };
}
