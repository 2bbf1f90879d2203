import type { FaqItem } from '~/lib/seo';

export interface HomeFeature {
  title: string;
  text: string;
}

/** What every plan includes, in the words of a company owner. */
export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    title: 'Abertura ou troca de contador',
    text: 'Abrimos a sua empresa com os CNAEs e o regime certos, ou trazemos a contabilidade de onde ela está, sem custo extra e sem deixar obrigação para trás.',
  },
  {
    title: 'Notas fiscais pelo app',
    text: 'Peça a NFS-e com os dados do cliente e o valor; nosso contador emite e você baixa o PDF e o XML. Notas que se repetem todo mês saem sozinhas.',
  },
  {
    title: 'Guias com vencimento',
    text: 'DAS, DARF, FGTS, INSS e ISS chegam no app com o valor e a data, e avisamos antes de vencer. Você marca como paga e guarda o comprovante.',
  },
  {
    title: 'Extrato bancário classificado',
    text: 'Importe o extrato em OFX de qualquer banco ou conecte a conta Cora. Cada lançamento ganha uma categoria, e as regras aprendem com você.',
  },
  {
    title: 'Painel de faturamento',
    text: 'Veja o faturamento mês a mês, quanto falta para o limite do MEI ou do Simples Nacional e a estimativa do DAS deste mês.',
  },
  {
    title: 'Documentos sempre à mão',
    text: 'Contrato social, CNPJ, alvarás, guias e notas guardados num lugar só, com download do mês inteiro quando o banco ou um cliente pedir.',
  },
];

export const HOME_STEPS: readonly HomeFeature[] = [
  { title: 'Crie sua conta', text: 'Nome, e-mail e celular: leva um minuto e não pede cartão.' },
  {
    title: 'Conte sobre a empresa',
    text: 'Para abrir, diga o que vai fazer e quem são os sócios; para trocar de contador, informe o CNPJ.',
  },
  { title: 'Escolha o plano', text: 'O preço é fechado por mês, sem taxa escondida e sem fidelidade.' },
  {
    title: 'Registramos ou assumimos',
    text: 'Registramos a empresa nova, ou pedimos ao contador atual os livros e os acessos da que você já tem.',
  },
  {
    title: 'Acompanhe pelo app',
    text: 'Notas, guias, extratos e documentos num lugar só; os contadores calculam, emitem e entregam no prazo.',
  },
];

export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'A contabilidade online é feita por contadores de verdade?',
    answer:
      'Sim. Cada empresa tem contadores registrados no Conselho Regional de Contabilidade que fazem a apuração dos impostos, a folha, as declarações e respondem às suas dúvidas pelo app. A tecnologia tira a papelada do caminho; a responsabilidade técnica é do contador.',
  },
  {
    question: 'Atendem a minha cidade?',
    answer:
      'Atendemos empresas de todos os 5.571 municípios do Brasil. As obrigações municipais, como ISS, inscrição municipal e nota fiscal de serviço, são cumpridas online com a prefeitura da sua cidade.',
  },
  {
    question: 'Quanto custa?',
    answer:
      'Um valor fixo por mês, conforme o tipo de empresa: MEI, prestadores de serviço ou comércio. As taxas do governo, como a da Junta Comercial na abertura, são pagas à parte, direto ao órgão, e avisamos o valor antes.',
  },
  {
    question: 'Posso trocar de contador no meio do ano?',
    answer:
      'Pode, em qualquer mês. Pedimos ao contador atual os livros, as declarações e os acessos, e assumimos a partir do mês combinado. Você não precisa falar com ele se não quiser.',
  },
  {
    question: 'Sou MEI. Vale a pena ter contador?',
    answer:
      'O plano MEI cuida do DAS-MEI, da declaração anual (DASN-SIMEI), das notas fiscais e acompanha o limite de faturamento. Quando a empresa cresce, avisamos a hora de virar ME e fazemos a mudança.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim, não há fidelidade. Ao cancelar, você recebe os documentos e as informações para o próximo contador, como deve ser.',
  },
];
