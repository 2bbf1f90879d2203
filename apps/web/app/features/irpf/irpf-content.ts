import type { FaqItem } from '~/lib/seo';
import type { IrpfPageYear } from './irpf-years';

/** One year's income-tax declaration (DIRPF): the figures the Receita Federal published for it. */
export interface IrpfYear {
  /** The year the declaration is delivered ("exercício"): /lp/irpf/{year}. */
  year: IrpfPageYear;
  /** The year whose income is declared ("ano-calendário"). */
  calendarYear: number;
  /** Delivery window, "YYYY-MM-DD" (inclusive). */
  deliveryFrom: string;
  deliveryUntil: string;
  /** Who must declare: the thresholds of that year. */
  obligations: readonly string[];
  /** What changed that year. */
  news: readonly string[];
  /** Refund batches ("lotes de restituição"), "YYYY-MM-DD". */
  refundBatches: readonly string[];
  /** Legal basis of the rules. */
  source: string;
}

/** The late-filing fine: 1% a month on the tax due, at least R$ 165,74 and at most 20% (Lei 8.981/1995, art. 88). */
export const LATE_FINE_MINIMUM = 'R$ 165,74';
/** The simplified discount: 20% of taxable income, limited to R$ 16.754,34 in both years. */
export const SIMPLIFIED_DISCOUNT_LIMIT = 'R$ 16.754,34';

export const IRPF_YEARS: Record<IrpfPageYear, IrpfYear> = {
  2024: {
    year: 2024,
    calendarYear: 2023,
    deliveryFrom: '2024-03-15',
    deliveryUntil: '2024-05-31',
    obligations: [
      'Recebeu rendimentos tributáveis acima de R$ 30.639,90 em 2023 (salários, pró-labore, aluguéis, aposentadoria).',
      'Recebeu rendimentos isentos, não tributáveis ou tributados só na fonte acima de R$ 200.000,00.',
      'Tinha, em 31/12/2023, bens e direitos acima de R$ 800.000,00.',
      'Vendeu ações na bolsa acima de R$ 40.000,00 no ano, ou teve ganho líquido sujeito a imposto.',
      'Teve ganho de capital na venda de bens ou direitos, ou usou a isenção da venda de imóvel residencial com compra de outro em 180 dias.',
      'Teve receita bruta da atividade rural acima de R$ 153.199,50.',
      'Passou a morar no Brasil em 2023, ou tem aplicações, trusts ou empresas no exterior (Lei 14.754/2023).',
    ],
    news: [
      'Os limites de obrigatoriedade subiram com a nova faixa de isenção da tabela mensal (R$ 2.112,00 a partir de maio de 2023).',
      'Passou a ser obrigatório declarar aplicações financeiras, lucros e dividendos de entidades controladas e trusts no exterior, com as regras da Lei 14.754/2023.',
      'A declaração pré-preenchida ficou disponível para todos com conta gov.br nível prata ou ouro.',
    ],
    refundBatches: ['2024-05-31', '2024-06-28', '2024-07-31', '2024-08-30', '2024-09-30'],
    source: 'Instrução Normativa RFB nº 2.178/2024',
  },
  2025: {
    year: 2025,
    calendarYear: 2024,
    deliveryFrom: '2025-03-17',
    deliveryUntil: '2025-05-30',
    obligations: [
      'Recebeu rendimentos tributáveis acima de R$ 33.888,00 em 2024 (salários, pró-labore, aluguéis, aposentadoria).',
      'Recebeu rendimentos isentos, não tributáveis ou tributados só na fonte acima de R$ 200.000,00.',
      'Tinha, em 31/12/2024, bens e direitos acima de R$ 800.000,00.',
      'Vendeu ações na bolsa acima de R$ 40.000,00 no ano, ou teve ganho líquido sujeito a imposto.',
      'Teve ganho de capital na venda de bens ou direitos, ou usou a isenção da venda de imóvel residencial com compra de outro em 180 dias.',
      'Teve receita bruta da atividade rural acima de R$ 169.440,00.',
      'Passou a morar no Brasil em 2024, ou tem aplicações, trusts ou empresas no exterior (Lei 14.754/2023).',
    ],
    news: [
      'O limite de rendimentos tributáveis subiu para R$ 33.888,00, acompanhando a nova faixa de isenção da tabela mensal (R$ 2.259,20 a partir de fevereiro de 2024).',
      'A restituição tem prioridade para quem usa a declaração pré-preenchida e escolhe receber por Pix, com a chave do CPF.',
      'O prazo começou em 17 de março, uma segunda-feira, e terminou em 30 de maio de 2025.',
    ],
    refundBatches: ['2025-05-30', '2025-06-30', '2025-07-31', '2025-08-29', '2025-09-30'],
    source: 'Instrução Normativa RFB nº 2.255/2025',
  },
  2026: {
    year: 2026,
    calendarYear: 2025,
    deliveryFrom: '2026-03-23',
    deliveryUntil: '2026-05-29',
    obligations: [
      'Recebeu rendimentos tributáveis acima de R$ 35.584,00 em 2025 (salários, pró-labore, aluguéis, aposentadoria).',
      'Recebeu rendimentos isentos, não tributáveis ou tributados só na fonte acima de R$ 200.000,00.',
      'Tinha, em 31/12/2025, bens e direitos acima de R$ 800.000,00.',
      'Vendeu ações na bolsa acima de R$ 40.000,00 no ano, ou teve ganho líquido sujeito a imposto.',
      'Teve ganho de capital na venda de bens ou direitos, ou usou a isenção da venda de imóvel residencial com compra de outro em 180 dias.',
      'Teve receita bruta da atividade rural acima de R$ 177.920,00.',
      'Passou a morar no Brasil em 2025, ou tem aplicações, trusts ou empresas no exterior (Lei 14.754/2023).',
    ],
    news: [
      'O limite de rendimentos tributáveis subiu de R$ 33.888,00 para R$ 35.584,00, e o da atividade rural de R$ 169.440,00 para R$ 177.920,00, acompanhando a tabela mensal de maio de 2025.',
      'O prazo ficou mais curto: a entrega começou em 23 de março e terminou em 29 de maio de 2026.',
      'A isenção para quem ganha até R$ 5.000,00 por mês vale para os rendimentos de 2026: aparece só na declaração de 2027.',
    ],
    refundBatches: ['2026-05-29', '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30'],
    source: 'instrução normativa da Receita Federal publicada em 16 de março de 2026',
  },
};

export const IRPF_DOCUMENTS: readonly string[] = [
  'Informes de rendimentos do trabalho, do pró-labore e da aposentadoria (as fontes pagadoras enviam até o fim de fevereiro).',
  'Informes dos bancos e corretoras: saldos em 31/12, rendimentos de aplicações e de poupança.',
  'Lucros e dividendos recebidos da sua empresa (o informe de rendimentos da pessoa jurídica).',
  'Recibos de despesas médicas e de educação, com o CPF ou o CNPJ de quem recebeu.',
  'Documentos de compra e venda de imóveis, veículos e outros bens, e os financiamentos.',
  'A declaração do ano anterior e o número do recibo de entrega.',
];

/** "31 de maio de 2024". */
export function formatLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** "31/05/2024". */
export function formatShortDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Whether the delivery window had closed on `today` ("YYYY-MM-DD", Brasília). */
export function deliveryClosed(irpf: IrpfYear, today: string): boolean {
  return today > irpf.deliveryUntil;
}

export function irpfFaq(irpf: IrpfYear): FaqItem[] {
  return [
    {
      question: `Perdi o prazo do IRPF ${irpf.year}. E agora?`,
      answer: `Ainda dá para entregar: a declaração em atraso usa o mesmo programa da Receita. A multa é de 1% ao mês de atraso sobre o imposto devido, no mínimo ${LATE_FINE_MINIMUM} e no máximo 20% do imposto. Quanto antes entregar, menor a multa, e o CPF volta a ficar regular.`,
    },
    {
      question: 'Errei a declaração. Posso corrigir?',
      answer:
        'Pode, com a declaração retificadora, que substitui a original e mantém o mesmo modelo (completo ou simplificado) se entregue depois do prazo. Ela pode ser enviada em até cinco anos, desde que a Receita não tenha iniciado uma fiscalização.',
    },
    {
      question: 'Modelo simplificado ou completo?',
      answer: `O simplificado troca todas as deduções por um desconto de 20% dos rendimentos tributáveis, limitado a ${SIMPLIFIED_DISCOUNT_LIMIT}. O completo vale a pena quando as despesas dedutíveis (saúde, educação, dependentes, previdência) passam desse desconto. O contador compara os dois e escolhe o melhor para você.`,
    },
    {
      question: 'Sou sócio de uma empresa. O que muda?',
      answer:
        'O pró-labore entra como rendimento tributável e os lucros distribuídos entram como isentos, com o informe que a empresa fornece. A participação na empresa vai em bens e direitos pelo valor do capital integralizado. Se a contabilidade da sua empresa é conosco, os informes já saem prontos.',
    },
    {
      question: 'Quanto custa fazer a declaração com um contador?',
      answer:
        'Deixe o seu contato abaixo e um contador responde com o valor fechado para o seu caso, depois de saber as suas fontes de renda e bens. Para sócios de empresas clientes, a declaração tem condição especial.',
    },
  ];
}
