// Which Simples Nacional annex taxes a service, by its item of the LC 116/2003 list (the
// first four digits of the national code, cTribNac: 171101 is subitem 17.11).
//
// There is no official table from service code to annex. This is the product's reading of
// LC 123/2006 art. 18 §§ 5º-B to 5º-I and 5º-M (LC 155/2016), reviewed by our accountants
// (decision 014): every service goes to Anexo III (§ 5º-F) unless listed below.

export type ServiceAnnexRule = 'III' | 'IV' | 'FATOR_R';

interface RuleGroup {
  rule: ServiceAnnexRule;
  /** LC 123/2006 provision the group follows. */
  basis: string;
  subitems: readonly string[];
}

const GROUPS: readonly RuleGroup[] = [
  {
    rule: 'IV',
    basis: 'LC 123/2006 art. 18 § 5º-C (construção, vigilância, limpeza e conservação, advocacia)',
    subitems: ['07.02', '07.04', '07.05', '07.10', '07.11', '11.02', '17.14'],
  },
  {
    rule: 'FATOR_R',
    basis: 'LC 123/2006 art. 18 §§ 5º-D, 5º-I e 5º-M (Anexo III com Fator R ≥ 28%, senão Anexo V)',
    subitems: [
      // informática: programas, licenciamento, páginas, suporte e consultoria técnica
      '01.01',
      '01.02',
      '01.03',
      '01.04',
      '01.05',
      '01.06',
      '01.07',
      '01.08',
      '01.09',
      // saúde: medicina, laboratórios, imagem, enfermagem, terapias, nutrição, odontologia, psicologia
      '04.01',
      '04.02',
      '04.03',
      '04.06',
      '04.07',
      '04.08',
      '04.09',
      '04.10',
      '04.11',
      '04.12',
      '04.13',
      '04.14',
      '04.15',
      '04.16',
      // medicina veterinária
      '05.01',
      // academias e ensino de esportes
      '06.04',
      // engenharia, arquitetura, projetos, topografia
      '07.01',
      '07.03',
      '07.19',
      '07.20',
      // intermediação e agenciamento (exceto de mão de obra)
      '10.01',
      '10.02',
      '10.03',
      '10.04',
      '10.05',
      '10.06',
      '10.07',
      '10.08',
      '10.09',
      '10.10',
      // consultoria, gestão, publicidade, perícia, leilão, auditoria, economia, atuária, design
      '17.01',
      '17.03',
      '17.06',
      '17.09',
      '17.12',
      '17.13',
      '17.16',
      '17.17',
      '17.18',
      '17.20',
      '23.01',
    ],
  },
];

const BY_SUBITEM = new Map<string, RuleGroup>(
  GROUPS.flatMap((group) => group.subitems.map((subitem) => [subitem, group] as const)),
);

const DEFAULT_BASIS = 'LC 123/2006 art. 18 § 5º-F (serviços não listados nos Anexos IV e V)';

/** `171101` or `17.11.01` -> `17.11`; null when the code is not a service code. */
export function serviceSubitem(code: string): string | null {
  const digits = code.replace(/\D/g, '');
  if (digits.length !== 6) return null;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}`;
}

/** The annex rule of a national service code, with the provision it follows. */
export function serviceAnnexRule(code: string): { rule: ServiceAnnexRule; basis: string; subitem: string | null } {
  const subitem = serviceSubitem(code);
  const group = subitem ? BY_SUBITEM.get(subitem) : undefined;
  return group ? { rule: group.rule, basis: group.basis, subitem } : { rule: 'III', basis: DEFAULT_BASIS, subitem };
}
