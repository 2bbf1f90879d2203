import { nfseNacionalMessages } from '@contabil/contracts';

/**
 * Where each part of the DPS comes from, in the product's words: the API field the customer
 * or the fiscal profile fills, and its name in Portuguese. Keys are element paths under
 * DPS/infDPS (the longest matching prefix wins).
 */
const DPS_FIELDS: Record<string, { field: string; label: string }> = {
  '@Id': { field: 'dpsId', label: 'Identificador da DPS' },
  cLocEmi: { field: 'municipalityCode', label: 'Código IBGE do município do prestador' },
  serie: { field: 'series', label: 'Série da DPS' },
  nDPS: { field: 'number', label: 'Número da DPS' },
  dCompet: { field: 'competenceDate', label: 'Data de competência' },
  dhEmi: { field: 'issuedAt', label: 'Data e hora de emissão' },
  'prest/CNPJ': { field: 'companyCnpj', label: 'CNPJ do prestador' },
  'prest/IM': { field: 'municipalRegistration', label: 'Inscrição municipal do prestador' },
  'prest/fone': { field: 'companyPhone', label: 'Telefone do prestador' },
  'prest/email': { field: 'companyEmail', label: 'E-mail do prestador' },
  'prest/regTrib': { field: 'taxRegime', label: 'Regime tributário do prestador' },
  'toma/CNPJ': { field: 'cnpj', label: 'CNPJ ou CPF do tomador' },
  'toma/CPF': { field: 'cpf', label: 'CPF do tomador' },
  'toma/xNome': { field: 'taker.name', label: 'Nome ou razão social do tomador' },
  'toma/email': { field: 'taker.email', label: 'E-mail do tomador' },
  'toma/fone': { field: 'taker.phone', label: 'Telefone do tomador' },
  'toma/end/endNac/cMun': { field: 'taker.address.municipalityCode', label: 'Código IBGE do município do tomador' },
  'toma/end/endNac/CEP': { field: 'taker.address.cep', label: 'CEP do tomador' },
  'toma/end': { field: 'taker.address', label: 'Endereço do tomador' },
  'serv/locPrest': { field: 'serviceMunicipalityCode', label: 'Código IBGE do município da prestação' },
  'serv/cServ/cTribNac': { field: 'serviceCode', label: 'Código de tributação nacional do serviço' },
  'serv/cServ/xDescServ': { field: 'serviceDescription', label: 'Descrição do serviço' },
  'serv/cServ/cNBS': { field: 'nbs', label: 'Código NBS do serviço' },
  'valores/vServPrest': { field: 'totalValue', label: 'Valor do serviço' },
  'valores/trib/tribMun/pAliq': { field: 'issRate', label: 'Alíquota do ISS' },
  'valores/trib/tribMun/tpRetISSQN': { field: 'issWithholding', label: 'Retenção do ISS' },
  'valores/trib': { field: 'taxes', label: 'Tributos da nota' },
};

/** The API field and Portuguese message for a DPS element path (`DPS/infDPS/toma/CNPJ`). */
export function dpsFieldFor(elementPath: string | null): { field: string; message: string } {
  const inner = (elementPath ?? '').replace(/^DPS\/infDPS\/?/, '').replace(/^DPS\/?/, '');
  const key = Object.keys(DPS_FIELDS)
    .filter((prefix) => inner === prefix || inner.startsWith(`${prefix}/`) || inner.startsWith(`${prefix}@`))
    .sort((a, b) => b.length - a.length)[0];
  if (!key) return { field: '_', message: nfseNacionalMessages.dpsInvalid(inner || 'DPS') };
  const { field, label } = DPS_FIELDS[key]!;
  return { field, message: nfseNacionalMessages.dpsFieldInvalid(label, inner) };
}
