import type { AreaFaqItem, AreaSection } from '@contabil/contracts';

/**
 * The professional areas of `/areas/{slug}`: guidance written by us, in code (it changes
 * with a deploy, like the pages). The CNAE facts (description, MEI, Simples annex, Fator R)
 * are not written here: the service joins each code to the reference tables, and the tests
 * check that every code exists there and that what the text says about MEI and the Fator R
 * agrees with the table.
 */
export interface AreaCatalogEntry {
  slug: string;
  name: string;
  headline: string;
  /** For search results and link previews, up to about 160 characters. */
  description: string;
  /** What the text says about MEI: `none` (no code of the area is an MEI occupation). */
  mei: 'none' | 'some';
  /** The text explains the Fator R: at least one of the codes has it. */
  explainsFatorR: boolean;
  sections: AreaSection[];
  faq: AreaFaqItem[];
  /** 7 digits each, in the order the page lists them (the most common first). */
  cnaes: { code: string; useWhen: string }[];
}

// ---------------------------------------------------------------- shared wording

const FATOR_R_TITLE = 'Simples Nacional e o Fator R';

/** The Fator R in plain words, with an example at `monthlyRevenue` reais a month. */
function fatorRParagraphs(monthlyRevenue: number): string[] {
  const brl = (value: number) => `R$ ${value.toLocaleString('pt-BR')}`;
  return [
    'No Simples Nacional, estas atividades pagam pelo Anexo III (alíquota inicial de 6%) ou pelo Anexo V (a partir de 15,5%), conforme o Fator R: a folha de pagamento dos últimos 12 meses — pró-labore dos sócios, salários, FGTS e encargos — dividida pelo faturamento dos mesmos 12 meses.',
    `Com Fator R de 28% ou mais, a empresa fica no Anexo III. Por isso o pró-labore costuma ser planejado: faturando ${brl(monthlyRevenue)} por mês, um pró-labore de ${brl(monthlyRevenue * 0.28)} (28%) já leva a empresa ao Anexo III. O pró-labore tem desconto de 11% de INSS e Imposto de Renda pela tabela; o que sobra do lucro pode ser distribuído aos sócios, e o contador confere a conta todo mês.`,
  ];
}

const NO_MEI_PARAGRAPH =
  'O MEI só vale para as ocupações da lista da Resolução CGSN 140/2018 (Anexo XI), e nenhum dos códigos desta área está nela. A empresa começa, então, como microempresa (ME), mesmo com um único sócio.';

const SOLE_OR_PARTNERS_PARAGRAPH =
  'Sozinho, o formato mais usado é a sociedade limitada unipessoal (SLU), que separa o patrimônio pessoal do da empresa sem exigir um segundo sócio. Com sócios, a sociedade limitada. Em profissões intelectuais, a sociedade pode ser simples, registrada no Cartório de Registro Civil de Pessoas Jurídicas em vez da Junta Comercial; o contador indica o registro certo para o seu caso.';

const ISS_IN_DAS_PARAGRAPH =
  'O ISS, imposto municipal sobre serviços (de 2% a 5%, conforme a cidade e o serviço), vem dentro da guia única do Simples, o DAS. Fora do Simples, ele é pago à parte ao município.';

// ---------------------------------------------------------------- the areas

export const AREAS_CATALOG: readonly AreaCatalogEntry[] = [
  {
    slug: 'medicos',
    name: 'Médicos',
    headline:
      'Consultório, plantões e clínica com CNPJ: a empresa certa e o imposto certo para quem exerce a medicina.',
    description:
      'Contabilidade para médicos: CNAE, Simples Nacional com Fator R, registro da empresa no CRM, ISS e quando o Lucro Presumido compensa.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'Por que abrir uma empresa',
        paragraphs: [
          'Quem dá plantões, atende por convênios ou presta serviços a hospitais e clínicas costuma receber melhor como pessoa jurídica: o imposto da empresa tende a ser menor que o Imposto de Renda da pessoa física sobre os mesmos valores, e muitos contratantes só pagam médicos com CNPJ.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'Registros da profissão',
        paragraphs: [
          'Além do CNPJ e da inscrição municipal, a empresa médica é registrada no CRM do estado, com um médico como diretor técnico. Um consultório ou clínica com atendimento no local também precisa do cadastro no CNES (Cadastro Nacional de Estabelecimentos de Saúde) e da licença da vigilância sanitária do município.',
          'Quem só presta serviços em hospitais e clínicas de terceiros, sem atender em endereço próprio, costuma ter um processo mais simples: confirmamos na prefeitura e no CRM o que vale para a sua cidade.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(30_000) },
      {
        title: 'Lucro Presumido e ISS',
        paragraphs: [
          'Com faturamento alto ou pouca folha de pagamento, o Lucro Presumido pode sair mais barato que o Simples. Clínicas que fazem procedimentos (não só consultas), organizadas como sociedade empresária e que cumprem as normas da Anvisa podem ter a base de cálculo reduzida do IRPJ e da CSLL, a chamada equiparação hospitalar. Consultas, sozinhas, não dão direito a ela.',
          ISS_IN_DAS_PARAGRAPH,
          NO_MEI_PARAGRAPH,
        ],
      },
    ],
    faq: [
      {
        question: 'Médico pode ser MEI?',
        answer:
          'Não. A medicina não está entre as ocupações permitidas ao MEI. O médico abre uma microempresa, normalmente uma sociedade limitada unipessoal (SLU) ou uma sociedade com outros médicos.',
      },
      {
        question: 'Qual o CNAE de um consultório que só faz consultas?',
        answer:
          'O 8630-5/03, atividade médica ambulatorial restrita a consultas. Se o consultório faz exames ou procedimentos, os códigos são outros (8630-5/02 ou 8630-5/01).',
      },
      {
        question: 'Como o médico paga menos imposto no Simples Nacional?',
        answer:
          'Mantendo o Fator R em 28% ou mais: a folha dos últimos 12 meses, com o pró-labore, precisa ser ao menos 28% do faturamento. Assim a empresa paga pelo Anexo III, a partir de 6%, e não pelo Anexo V, a partir de 15,5%.',
      },
      {
        question: 'A empresa do médico precisa de registro no CRM?',
        answer:
          'Sim. A pessoa jurídica que presta serviços médicos é registrada no Conselho Regional de Medicina do estado, com um médico responsável como diretor técnico.',
      },
    ],
    cnaes: [
      { code: '8630503', useWhen: 'Consultório só com consultas, plantões e atendimento em clínicas de terceiros' },
      { code: '8630502', useWhen: 'Consultório ou clínica que também faz exames complementares' },
      { code: '8630501', useWhen: 'Clínica que faz procedimentos cirúrgicos ambulatoriais' },
      { code: '8640205', useWhen: 'Diagnóstico por imagem com radiação (raio-X, mamografia)' },
    ],
  },
  {
    slug: 'dentistas',
    name: 'Dentistas',
    headline:
      'Do consultório próprio à clínica com sócios: a empresa, os registros no CRO e o imposto de quem trabalha com odontologia.',
    description:
      'Contabilidade para dentistas: CNAE da odontologia, Simples Nacional com Fator R, registro da clínica no CRO, vigilância sanitária e ISS.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'Consultório como empresa',
        paragraphs: [
          'Com CNPJ, o dentista pode atender convênios que só contratam pessoa jurídica, emitir nota fiscal para os pacientes e pagar imposto sobre o faturamento da clínica, em geral menos que o carnê-leão da pessoa física sobre a mesma renda.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'CRO, vigilância sanitária e CNES',
        paragraphs: [
          'A clínica é registrada no CRO do estado, com um cirurgião-dentista como responsável técnico. Para atender, precisa da licença da vigilância sanitária do município e do cadastro no CNES (Cadastro Nacional de Estabelecimentos de Saúde). Aparelhos de raio-X têm exigências próprias de proteção radiológica.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(25_000) },
      {
        title: 'ISS e MEI',
        paragraphs: [ISS_IN_DAS_PARAGRAPH, NO_MEI_PARAGRAPH],
      },
    ],
    faq: [
      {
        question: 'Dentista pode ser MEI?',
        answer:
          'Não. A odontologia não está na lista de ocupações do MEI. O dentista abre uma microempresa, sozinho (SLU) ou com sócios.',
      },
      {
        question: 'Qual é o CNAE do consultório odontológico?',
        answer:
          'O 8630-5/04, atividade odontológica. Laboratórios de prótese usam o 3250-7/06, e a radiologia odontológica, o 8640-2/05.',
      },
      {
        question: 'Em qual anexo do Simples fica a clínica odontológica?',
        answer:
          'Depende do Fator R: com folha de pagamento (incluindo o pró-labore) de 28% ou mais do faturamento dos últimos 12 meses, Anexo III; abaixo disso, Anexo V.',
      },
    ],
    cnaes: [
      { code: '8630504', useWhen: 'Consultório ou clínica odontológica' },
      { code: '8640205', useWhen: 'Radiologia odontológica (exames com raio-X)' },
      { code: '3250706', useWhen: 'Laboratório de prótese dentária' },
    ],
  },
  {
    slug: 'psicologos',
    name: 'Psicólogos',
    headline:
      'Atendimento presencial ou online com CNPJ: a empresa, o registro no CRP e o imposto de quem trabalha com psicologia.',
    description:
      'Contabilidade para psicólogos: CNAE 8650-0/03, Simples Nacional com Fator R, registro da empresa no CRP, atendimento online e ISS.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'Quando vale ter CNPJ',
        paragraphs: [
          'Atendendo como pessoa física, o psicólogo paga o carnê-leão, que chega a 27,5% nas faixas mais altas, e o INSS como autônomo. Com uma empresa no Simples Nacional e o Fator R bem planejado, o imposto sobre o faturamento costuma ser bem menor, e clínicas, empresas e planos de saúde que só contratam pessoa jurídica passam a ser clientes possíveis.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'CRP e atendimento online',
        paragraphs: [
          'A empresa que presta serviços de psicologia precisa de registro ou cadastro no Conselho Regional de Psicologia, com um psicólogo como responsável técnico. Para atender online, o psicólogo se cadastra no e-Psi, o sistema do Conselho Federal de Psicologia para serviços prestados por meios digitais.',
          'Consultório com atendimento no local também pode precisar da licença da vigilância sanitária e do alvará da prefeitura: as exigências variam de cidade para cidade.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(12_000) },
      { title: 'ISS e MEI', paragraphs: [ISS_IN_DAS_PARAGRAPH, NO_MEI_PARAGRAPH] },
    ],
    faq: [
      {
        question: 'Psicólogo pode ser MEI?',
        answer:
          'Não. A psicologia é uma profissão regulamentada e não está na lista de ocupações do MEI. O caminho é uma microempresa, sozinho (SLU) ou com sócios, em geral no Simples Nacional.',
      },
      {
        question: 'Qual CNAE o psicólogo usa?',
        answer: 'O 8650-0/03, atividades de psicologia e psicanálise, para o atendimento presencial e o online.',
      },
      {
        question: 'Psicólogo com CNPJ paga Anexo III ou Anexo V?',
        answer:
          'Depende do Fator R. Com pró-labore e folha somando 28% ou mais do faturamento dos últimos 12 meses, Anexo III (a partir de 6%); abaixo, Anexo V (a partir de 15,5%).',
      },
    ],
    cnaes: [{ code: '8650003', useWhen: 'Atendimento clínico, psicoterapia e psicanálise, presencial ou online' }],
  },
  {
    slug: 'advogados',
    name: 'Advogados',
    headline:
      'Sociedade de advogados ou sociedade unipessoal de advocacia: registro na OAB, Simples Nacional no Anexo IV e o que muda no imposto.',
    description:
      'Contabilidade para advogados: sociedade unipessoal de advocacia, registro na OAB, Simples Nacional no Anexo IV, INSS patronal e ISS.',
    mei: 'none',
    explainsFatorR: false,
    sections: [
      {
        title: 'A forma da empresa: sociedade de advogados',
        paragraphs: [
          'A advocacia não se organiza como uma empresa comum: o advogado sozinho abre uma sociedade unipessoal de advocacia, e advogados juntos formam uma sociedade de advogados. As duas são registradas na seccional da OAB, e não na Junta Comercial nem em cartório.',
          'O nome da sociedade leva o nome de pelo menos um advogado sócio, e a sociedade só pode exercer a advocacia: outras atividades, como consultoria de gestão, precisam de outra empresa.',
        ],
      },
      {
        title: 'Simples Nacional no Anexo IV',
        paragraphs: [
          'Os serviços advocatícios podem optar pelo Simples Nacional e são tributados pelo Anexo IV, com alíquota inicial de 4,5%. O Fator R não se aplica à advocacia.',
          'No Anexo IV, a contribuição previdenciária patronal (CPP) não vem no DAS: a sociedade paga à parte 20% sobre o pró-labore e os salários, além do RAT sobre os salários dos empregados. Por isso o valor do pró-labore pesa na conta, e o contador compara o Simples com o Lucro Presumido antes de escolher.',
        ],
      },
      {
        title: 'ISS e MEI',
        paragraphs: [
          'No Simples, o ISS vem dentro do DAS. No Lucro Presumido, muitas cidades permitem que a sociedade de advogados pague o ISS por um valor fixo por profissional, em vez de um percentual do faturamento: depende da lei do município.',
          'O advogado não pode ser MEI: a advocacia não está na lista de ocupações do MEI, e a lei só admite a sociedade de advogados ou a sociedade unipessoal de advocacia.',
        ],
      },
    ],
    faq: [
      {
        question: 'Advogado pode ser MEI?',
        answer:
          'Não. A advocacia não está entre as ocupações do MEI. O advogado que quer CNPJ abre uma sociedade unipessoal de advocacia, registrada na OAB.',
      },
      {
        question: 'Sociedade de advogados pode optar pelo Simples Nacional?',
        answer:
          'Sim. Desde 2015 os serviços advocatícios podem estar no Simples, tributados pelo Anexo IV. Nesse anexo a contribuição patronal ao INSS é paga à parte, fora do DAS.',
      },
      {
        question: 'Onde se registra a sociedade unipessoal de advocacia?',
        answer:
          'Na seccional da OAB onde o advogado é inscrito, e não na Junta Comercial. Depois vêm o CNPJ e a inscrição municipal.',
      },
      {
        question: 'O Fator R vale para advogados?',
        answer: 'Não. A advocacia fica sempre no Anexo IV do Simples, qualquer que seja a folha de pagamento.',
      },
    ],
    cnaes: [{ code: '6911701', useWhen: 'Sociedade de advogados ou sociedade unipessoal de advocacia' }],
  },
  {
    slug: 'desenvolvedores',
    name: 'Desenvolvedores e profissionais de TI',
    headline:
      'Programadores, consultores de TI e quem trabalha para o exterior: a empresa, o Fator R e os impostos sobre serviços exportados.',
    description:
      'Contabilidade para desenvolvedores e TI: CNAE de software, Simples Nacional com Fator R, trabalho para o exterior sem ISS, PIS e Cofins.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'PJ para quem programa',
        paragraphs: [
          'Contratos como pessoa jurídica são comuns em tecnologia, no Brasil e no exterior. Com uma empresa no Simples Nacional e o Fator R acima de 28%, o imposto sobre o faturamento começa em 6%.',
          SOLE_OR_PARTNERS_PARAGRAPH,
          'Não há conselho profissional obrigatório para desenvolvimento de software: bastam o CNPJ, a inscrição municipal e a nota fiscal de serviço da sua cidade.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(20_000) },
      {
        title: 'Trabalho para clientes no exterior',
        paragraphs: [
          'Serviços exportados — prestados a clientes no exterior, com o resultado verificado lá — não pagam ISS, PIS nem Cofins. No Simples, essa receita é informada à parte no PGDAS-D e a alíquota efetiva fica menor.',
          'O dinheiro entra pela conta da empresa, por um contrato de câmbio com o banco ou a plataforma de pagamentos. Guarde os contratos e as faturas: eles provam a exportação.',
        ],
      },
      {
        title: 'O código certo e o MEI',
        paragraphs: [
          'O código depende do que você entrega: software sob encomenda (6201-5/01), programas customizáveis ou não customizáveis licenciados a vários clientes (6202-3/00 e 6203-1/00), consultoria em TI (6204-0/00) ou suporte (6209-1/00). Uma empresa pode ter vários, um deles como principal.',
          NO_MEI_PARAGRAPH,
        ],
      },
    ],
    faq: [
      {
        question: 'Programador pode ser MEI?',
        answer:
          'Não. Desenvolvimento de software e consultoria em TI não estão na lista de ocupações do MEI. O caminho é uma microempresa, normalmente uma SLU no Simples Nacional.',
      },
      {
        question: 'Qual CNAE usar para desenvolvimento de software?',
        answer:
          'Para sistemas feitos sob encomenda, o 6201-5/01. Se você licencia o mesmo programa a vários clientes, 6202-3/00 (customizável) ou 6203-1/00 (não customizável). Consultoria em TI é o 6204-0/00.',
      },
      {
        question: 'Quem trabalha para empresa do exterior paga ISS?',
        answer:
          'Não, quando é exportação de serviço: cliente no exterior e resultado do trabalho verificado lá. Também não há PIS e Cofins sobre essa receita. No Simples, ela é declarada como receita de exportação.',
      },
      {
        question: 'Quanto de pró-labore o desenvolvedor precisa tirar?',
        answer:
          'O suficiente para que a folha dos últimos 12 meses seja ao menos 28% do faturamento do mesmo período. Faturando R$ 20.000 por mês, um pró-labore de R$ 5.600 mantém a empresa no Anexo III.',
      },
    ],
    cnaes: [
      { code: '6201501', useWhen: 'Sistemas, aplicativos e sites feitos sob encomenda' },
      { code: '6202300', useWhen: 'Software customizável licenciado a vários clientes' },
      { code: '6203100', useWhen: 'Software não customizável (produto, SaaS licenciado)' },
      { code: '6204000', useWhen: 'Consultoria em tecnologia da informação' },
      { code: '6209100', useWhen: 'Suporte técnico e manutenção de sistemas' },
    ],
  },
  {
    slug: 'consultores',
    name: 'Consultores',
    headline:
      'Consultoria empresarial, de gestão, de TI ou de marketing: o CNAE que descreve o seu trabalho e o imposto que ele paga.',
    description:
      'Contabilidade para consultores: CNAE de consultoria em gestão, TI e publicidade, Simples Nacional com Fator R, ISS e registro em conselhos.',
    mei: 'some',
    explainsFatorR: true,
    sections: [
      {
        title: 'Consultoria como empresa',
        paragraphs: [
          'Empresas contratam consultores quase sempre como pessoa jurídica. A empresa do consultor emite a nota fiscal de serviço, paga o imposto sobre o faturamento e remunera o sócio por pró-labore e distribuição de lucros.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(25_000) },
      {
        title: 'O código certo',
        paragraphs: [
          'Consultoria em gestão empresarial usa o 7020-4/00, que não inclui consultoria técnica específica: a de TI tem o 6204-0/00, e a de publicidade, o 7319-0/04. Cursos e treinamentos corporativos ficam no 8599-6/04, tributado pelo Anexo III sem depender do Fator R.',
          'Se a consultoria é atividade de uma profissão regulamentada, como engenharia, contabilidade ou economia, o conselho dessa profissão pode exigir o registro da empresa. Verifique com o conselho da sua formação.',
        ],
      },
      {
        title: 'ISS e MEI',
        paragraphs: [
          ISS_IN_DAS_PARAGRAPH,
          'Consultoria não está na lista de ocupações do MEI. A lista tem o instrutor de cursos gerenciais (8599-6/04), mas o MEI só pode exercer as ocupações da lista: quem presta consultoria começa como microempresa (ME), mesmo com um único sócio.',
        ],
      },
    ],
    faq: [
      {
        question: 'Consultor pode ser MEI?',
        answer:
          'Não. Consultoria não está na lista de ocupações do MEI; só dar cursos gerenciais, sem consultoria, está. O consultor abre uma microempresa, em geral uma SLU no Simples Nacional.',
      },
      {
        question: 'Qual CNAE usar para consultoria empresarial?',
        answer:
          'O 7020-4/00, consultoria em gestão empresarial, exceto consultoria técnica específica. Consultorias técnicas têm códigos próprios, como 6204-0/00 para TI.',
      },
      {
        question: 'Consultoria paga Anexo III ou V do Simples?',
        answer:
          'Depende do Fator R: com folha de pagamento, incluindo o pró-labore, de 28% ou mais do faturamento dos últimos 12 meses, Anexo III; abaixo disso, Anexo V.',
      },
    ],
    cnaes: [
      { code: '7020400', useWhen: 'Consultoria em gestão, estratégia, processos e finanças' },
      { code: '6204000', useWhen: 'Consultoria em tecnologia da informação' },
      { code: '7319004', useWhen: 'Consultoria em publicidade e marketing' },
      { code: '8599604', useWhen: 'Cursos e treinamentos para empresas' },
    ],
  },
  {
    slug: 'representantes-comerciais',
    name: 'Representantes comerciais',
    headline:
      'Comissões com nota fiscal, registro no Core e o Fator R: a empresa de quem representa fabricantes e distribuidores.',
    description:
      'Contabilidade para representantes comerciais: registro no Core, CNAE por tipo de produto, Simples Nacional com Fator R e ISS sobre as comissões.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'Representação comercial com CNPJ',
        paragraphs: [
          'O representante comercial autônomo vende em nome de empresas e recebe comissões. Com uma empresa de representação, as comissões entram com nota fiscal de serviço e pagam imposto sobre o faturamento, em geral bem menos que o Imposto de Renda da pessoa física sobre os mesmos valores.',
          'A representação comercial é regida pela Lei 4.886/1965: o contrato tem cláusulas obrigatórias, e a rescisão sem justa causa pelo representado dá ao representante uma indenização de, no mínimo, 1/12 de tudo o que recebeu durante o contrato.',
        ],
      },
      {
        title: 'Registro no Core',
        paragraphs: [
          'O exercício da representação comercial exige registro no Core (Conselho Regional dos Representantes Comerciais) do estado — do representante pessoa física e também da empresa de representação, que paga anuidade ao conselho.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(20_000) },
      {
        title: 'O código e o MEI',
        paragraphs: [
          'O CNAE da representação depende do que você vende: há códigos para alimentos, vestuário, máquinas, medicamentos e outros, e o 4619-2/00 para mercadorias em geral. Representação não é comércio: a empresa não compra nem revende, e a comissão é um serviço sujeito ao ISS.',
          NO_MEI_PARAGRAPH,
        ],
      },
    ],
    faq: [
      {
        question: 'Representante comercial pode ser MEI?',
        answer:
          'Não. A representação comercial não está entre as ocupações do MEI. O representante abre uma microempresa e a registra no Core.',
      },
      {
        question: 'A empresa de representação precisa de registro no Core?',
        answer:
          'Sim. A Lei 4.886/1965 exige o registro no Conselho Regional dos Representantes Comerciais de quem exerce a representação, inclusive das pessoas jurídicas.',
      },
      {
        question: 'Em qual anexo do Simples fica a representação comercial?',
        answer:
          'No Anexo III ou no Anexo V, conforme o Fator R: com folha de pagamento de 28% ou mais do faturamento dos últimos 12 meses, Anexo III.',
      },
    ],
    cnaes: [
      { code: '4619200', useWhen: 'Representação de mercadorias em geral, sem especialização' },
      { code: '4618499', useWhen: 'Representação de outros produtos especializados' },
      { code: '4618401', useWhen: 'Medicamentos, cosméticos e perfumaria' },
      { code: '4617600', useWhen: 'Alimentos e bebidas' },
      { code: '4616800', useWhen: 'Têxteis, vestuário e calçados' },
      { code: '4614100', useWhen: 'Máquinas e equipamentos' },
    ],
  },
  {
    slug: 'arquitetos',
    name: 'Arquitetos',
    headline:
      'Projetos, acompanhamento de obras e interiores: o registro da empresa no CAU, o RRT e o Fator R para quem trabalha com arquitetura.',
    description:
      'Contabilidade para arquitetos: CNAE de arquitetura e interiores, registro da empresa no CAU, RRT, Simples Nacional com Fator R e ISS.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'O escritório de arquitetura como empresa',
        paragraphs: [
          'Com CNPJ, o arquiteto emite nota fiscal para clientes pessoa física e empresas, participa de concorrências e paga imposto sobre o faturamento do escritório.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'CAU e RRT',
        paragraphs: [
          'A empresa que presta serviços de arquitetura e urbanismo é registrada no CAU do estado, com um arquiteto como responsável técnico. Cada projeto ou execução continua exigindo o RRT (Registro de Responsabilidade Técnica) do profissional responsável.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(20_000) },
      { title: 'ISS e MEI', paragraphs: [ISS_IN_DAS_PARAGRAPH, NO_MEI_PARAGRAPH] },
    ],
    faq: [
      {
        question: 'Arquiteto pode ser MEI?',
        answer:
          'Não. Arquitetura é profissão regulamentada e não está na lista de ocupações do MEI. O arquiteto abre uma microempresa e a registra no CAU.',
      },
      {
        question: 'Qual é o CNAE de um escritório de arquitetura?',
        answer:
          'O 7111-1/00, serviços de arquitetura. Quem também faz projetos de interiores pode incluir o 7410-2/02, e desenho técnico, o 7119-7/03.',
      },
      {
        question: 'O escritório de arquitetura paga Anexo III ou V?',
        answer:
          'Depende do Fator R: com folha de pagamento, incluindo o pró-labore, de 28% ou mais do faturamento dos últimos 12 meses, Anexo III; abaixo disso, Anexo V.',
      },
    ],
    cnaes: [
      { code: '7111100', useWhen: 'Projetos de arquitetura e urbanismo' },
      { code: '7410202', useWhen: 'Projetos de interiores' },
      { code: '7119703', useWhen: 'Desenho técnico de arquitetura e engenharia' },
    ],
  },
  {
    slug: 'engenheiros',
    name: 'Engenheiros',
    headline:
      'Projetos, laudos, perícias e consultoria técnica: a empresa de engenharia, o registro no CREA, a ART e o imposto.',
    description:
      'Contabilidade para engenheiros: CNAE de engenharia, registro da empresa no CREA com responsável técnico, ART, Simples Nacional com Fator R.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'A empresa de engenharia',
        paragraphs: [
          'Projetos, laudos, perícias e consultoria técnica são contratados quase sempre de pessoa jurídica. A empresa emite a nota fiscal de serviço e paga imposto sobre o faturamento.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'CREA e ART',
        paragraphs: [
          'A empresa que presta serviços de engenharia é registrada no CREA do estado, com um engenheiro habilitado como responsável técnico. Cada serviço técnico continua exigindo a ART (Anotação de Responsabilidade Técnica).',
          'Obras e construção são outras atividades, com outros códigos e outra tributação: se a empresa vai executar obras, fale com o contador antes de escolher os CNAEs.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(25_000) },
      { title: 'ISS e MEI', paragraphs: [ISS_IN_DAS_PARAGRAPH, NO_MEI_PARAGRAPH] },
    ],
    faq: [
      {
        question: 'Engenheiro pode ser MEI?',
        answer:
          'Não. A engenharia é profissão regulamentada e não está na lista de ocupações do MEI. O engenheiro abre uma microempresa e a registra no CREA.',
      },
      {
        question: 'Qual é o CNAE de uma empresa de projetos de engenharia?',
        answer:
          'O 7112-0/00, serviços de engenharia. Topografia, desenho técnico e perícias têm códigos próprios na classe 7119-7.',
      },
      {
        question: 'A empresa de engenharia precisa de registro no CREA?',
        answer:
          'Sim, com um engenheiro habilitado como responsável técnico. Sem esse registro, a empresa não pode prestar serviços de engenharia.',
      },
    ],
    cnaes: [
      { code: '7112000', useWhen: 'Projetos, consultoria técnica e gerenciamento de engenharia' },
      { code: '7119701', useWhen: 'Topografia, cartografia e geodésia' },
      { code: '7119703', useWhen: 'Desenho técnico' },
      { code: '7119704', useWhen: 'Perícia técnica em segurança do trabalho' },
    ],
  },
  {
    slug: 'designers',
    name: 'Designers',
    headline:
      'Design gráfico, de produto, web e de interiores: o CNAE certo, o Fator R e a nota fiscal para quem vive de design.',
    description:
      'Contabilidade para designers: CNAE de design gráfico, de produto e web design, Simples Nacional com Fator R, ISS e por que o design não cabe no MEI.',
    mei: 'none',
    explainsFatorR: true,
    sections: [
      {
        title: 'Design como empresa',
        paragraphs: [
          'Agências e empresas costumam contratar designers como pessoa jurídica. Com CNPJ, você emite nota fiscal para clientes no Brasil e recebe de clientes no exterior pela conta da empresa.',
          SOLE_OR_PARTNERS_PARAGRAPH,
          'Não há conselho profissional obrigatório para designers: bastam o CNPJ, a inscrição municipal e a nota fiscal de serviço da sua cidade.',
        ],
      },
      { title: FATOR_R_TITLE, paragraphs: fatorRParagraphs(10_000) },
      {
        title: 'O código certo e o MEI',
        paragraphs: [
          'Design gráfico e de identidade visual usa o 7410-2/99; design de produto, o 7410-2/03; sites, o 6201-5/02 (web design); e interiores, o 7410-2/02. Uma empresa pode ter vários, um deles como principal.',
          'Os códigos de design não estão na lista de ocupações do MEI de 2024 (Resolução CGSN 140/2018, Anexo XI). A empresa começa como microempresa (ME).',
          ISS_IN_DAS_PARAGRAPH,
        ],
      },
    ],
    faq: [
      {
        question: 'Designer gráfico pode ser MEI?',
        answer:
          'Não pela lista atual: as atividades de design não estão entre as ocupações do MEI (Resolução CGSN 140/2018, Anexo XI). O designer abre uma microempresa, normalmente uma SLU no Simples Nacional.',
      },
      {
        question: 'Qual CNAE usar para design gráfico?',
        answer:
          'O 7410-2/99, atividades de design não especificadas anteriormente, que cobre design gráfico e identidade visual. Web design é o 6201-5/02.',
      },
      {
        question: 'O designer paga Anexo III ou V no Simples?',
        answer:
          'Nos códigos de design com Fator R, depende da folha: com pró-labore e salários de 28% ou mais do faturamento dos últimos 12 meses, Anexo III; abaixo disso, Anexo V.',
      },
    ],
    cnaes: [
      { code: '7410299', useWhen: 'Design gráfico, identidade visual e outros' },
      { code: '7410203', useWhen: 'Design de produto' },
      { code: '6201502', useWhen: 'Web design (criação de sites)' },
      { code: '7410202', useWhen: 'Design de interiores' },
    ],
  },
  {
    slug: 'corretores-de-imoveis',
    name: 'Corretores de imóveis',
    headline:
      'Comissões de venda e de aluguel com nota fiscal: a imobiliária ou a empresa do corretor, o registro no CRECI e o imposto.',
    description:
      'Contabilidade para corretores de imóveis: registro da empresa no CRECI, CNAE de corretagem de venda e de aluguel, Simples Nacional e ISS.',
    mei: 'none',
    explainsFatorR: false,
    sections: [
      {
        title: 'Corretagem com CNPJ',
        paragraphs: [
          'As comissões de corretagem recebidas como pessoa física pagam Imposto de Renda pela tabela progressiva, que chega a 27,5%. Com uma empresa no Simples Nacional, a comissão entra com nota fiscal e paga imposto sobre o faturamento.',
          SOLE_OR_PARTNERS_PARAGRAPH,
        ],
      },
      {
        title: 'CRECI',
        paragraphs: [
          'O corretor precisa da inscrição no CRECI do estado, e a empresa que faz intermediação imobiliária também é registrada no CRECI, com um corretor como responsável técnico.',
        ],
      },
      {
        title: 'Simples Nacional e ISS',
        paragraphs: [
          'A corretagem de imóveis pode optar pelo Simples Nacional. O anexo de cada código está na tabela abaixo, segundo a fonte que usamos; para os códigos sem anexo na fonte, o contador define o enquadramento.',
          'A administração de imóveis de terceiros e de condomínios é outra atividade, com outro código e, no Simples, sujeita ao Fator R.',
          ISS_IN_DAS_PARAGRAPH,
          NO_MEI_PARAGRAPH,
        ],
      },
    ],
    faq: [
      {
        question: 'Corretor de imóveis pode ser MEI?',
        answer:
          'Não. A corretagem de imóveis não está na lista de ocupações do MEI. O corretor abre uma microempresa e a registra no CRECI.',
      },
      {
        question: 'Qual CNAE a imobiliária usa?',
        answer:
          'Para vendas, o 6821-8/01 (corretagem na compra e venda e avaliação de imóveis); para aluguéis, o 6821-8/02; e para a administração de imóveis de terceiros, o 6822-6/00.',
      },
      {
        question: 'A empresa do corretor precisa de registro no CRECI?',
        answer:
          'Sim. A pessoa jurídica que faz intermediação imobiliária é registrada no CRECI, com um corretor responsável.',
      },
    ],
    cnaes: [
      { code: '6821801', useWhen: 'Corretagem na compra e venda e avaliação de imóveis' },
      { code: '6821802', useWhen: 'Corretagem de aluguéis' },
      { code: '6822600', useWhen: 'Administração de imóveis de terceiros' },
    ],
  },
];

const BY_SLUG = new Map(AREAS_CATALOG.map((area) => [area.slug, area]));

export function findCatalogArea(slug: string): AreaCatalogEntry | undefined {
  return BY_SLUG.get(slug);
}
