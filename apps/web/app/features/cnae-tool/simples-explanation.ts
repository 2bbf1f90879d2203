import type { CnaeDetail } from '@contabil/contracts';

type Annex = NonNullable<CnaeDetail['taxRates']['annex']>;

/** LC 123/2006 Anexos I–V (LC 155/2016): what each covers and its first bracket's nominal rate. */
export const SIMPLES_ANNEXES: Record<Annex, { name: string; firstRate: string; about: string }> = {
  I: { name: 'Anexo I', firstRate: '4%', about: 'comércio (revenda de mercadorias)' },
  II: { name: 'Anexo II', firstRate: '4,5%', about: 'indústria (fabricação)' },
  III: {
    name: 'Anexo III',
    firstRate: '6%',
    about: 'serviços como instalação e manutenção, agências, academias, escolas e contabilidade',
  },
  IV: {
    name: 'Anexo IV',
    firstRate: '4,5%',
    about:
      'serviços como construção, vigilância, limpeza e advocacia; a contribuição previdenciária patronal (CPP) é paga à parte, fora do DAS',
  },
  V: {
    name: 'Anexo V',
    firstRate: '15,5%',
    about: 'serviços intelectuais e técnicos, como tecnologia, engenharia, consultoria e publicidade',
  },
};

export const UNCLASSIFIED_LEGAL_BASIS = 'sem classificação na fonte (decisão do contador)';

export interface SimplesExplanation {
  /** Short verdict, e.g. "Permitida no Simples Nacional". */
  verdict: string;
  tone: 'success' | 'warning' | 'destructive';
  /** Plain-Portuguese paragraphs. */
  paragraphs: string[];
  /** The legal basis to show, null when the source gives none. */
  legalBasis: string | null;
}

/**
 * What the Simples Nacional situation, annex and Fator R of a subclass mean, in plain
 * Portuguese, for someone opening a company.
 */
export function explainSimples(cnae: Pick<CnaeDetail, 'taxRates' | 'isRFactor'>): SimplesExplanation {
  const { simplesSituation, annex, legalBasis } = cnae.taxRates;
  const basis = legalBasis && legalBasis !== UNCLASSIFIED_LEGAL_BASIS ? legalBasis : null;

  if (simplesSituation === 'barred') {
    return {
      verdict: 'Não permitida no Simples Nacional',
      tone: 'destructive',
      paragraphs: [
        'Esta atividade impede a opção pelo Simples Nacional: ela está na lista de atividades vedadas (Resolução CGSN 140/2018, Anexo VI).',
        'Uma empresa com este código é tributada pelo Lucro Presumido ou pelo Lucro Real, e também não pode ser MEI.',
      ],
      legalBasis: basis,
    };
  }
  if (simplesSituation === 'ambiguous') {
    return {
      verdict: 'Depende do que a empresa faz',
      tone: 'warning',
      paragraphs: [
        'Este código reúne atividades permitidas e atividades vedadas no Simples Nacional (Resolução CGSN 140/2018, Anexo VII).',
        'A empresa pode optar pelo Simples se exercer só a parte permitida e declarar isso na opção. Confirme com um contador antes de escolher.',
      ],
      legalBasis: basis,
    };
  }

  const paragraphs = [
    'A empresa com esta atividade pode optar pelo Simples Nacional, o regime que reúne os impostos em uma guia mensal (DAS).',
  ];
  if (cnae.isRFactor) {
    paragraphs.push(
      'O anexo depende do Fator R: a folha de pagamento dos últimos 12 meses (salários, pró-labore e encargos) dividida pelo faturamento do mesmo período.',
      `Com Fator R de 28% ou mais, a empresa paga pelo Anexo III, com alíquota inicial de ${SIMPLES_ANNEXES.III.firstRate}; abaixo de 28%, pelo Anexo V, a partir de ${SIMPLES_ANNEXES.V.firstRate}. Um pró-labore bem planejado costuma valer a pena.`,
    );
  } else if (annex) {
    const info = SIMPLES_ANNEXES[annex];
    paragraphs.push(
      `Ela é tributada pelo ${info.name}, o de ${info.about}. A alíquota nominal começa em ${info.firstRate} sobre o faturamento e sobe por faixas de receita dos últimos 12 meses.`,
    );
  } else {
    paragraphs.push(
      'A fonte que usamos não indica o anexo deste código: ele depende do que a empresa faz de fato (comércio, indústria ou serviço) e é definido pelo contador.',
    );
  }
  return { verdict: 'Permitida no Simples Nacional', tone: 'success', paragraphs, legalBasis: basis };
}
