import type { CityPage, Plan } from '@contabil/contracts';
import type { FaqItem } from '~/lib/seo';
import { formatReais } from '~/lib/format/money';
import type { CityVariant } from './city-paths';

/** "São Paulo - SP": how the pages name a city. */
export function cityPlace(city: Pick<CityPage, 'name' | 'state'>): string {
  return `${city.name} - ${city.state}`;
}

export function cityTitle(variant: CityVariant, city: CityPage): string {
  return `${variant === 'accounting' ? 'Contabilidade' : 'Contador'} em ${cityPlace(city)}`;
}

export function cityDescription(variant: CityVariant, city: CityPage): string {
  return variant === 'accounting'
    ? `Contabilidade online para empresas de ${cityPlace(city)}: abertura, troca de contador, notas fiscais, ISS e guias do Simples Nacional, tudo pelo app, com contadores dedicados.`
    : `Contador online para a sua empresa em ${cityPlace(city)}: um contador dedicado que cuida do ISS, das notas fiscais, das guias e das obrigações todo mês, pelo app.`;
}

export function cityLead(variant: CityVariant, city: CityPage): string {
  return variant === 'accounting'
    ? `Abra, migre e mantenha a sua empresa de ${city.name} em dia sem sair de casa: contadores dedicados, notas fiscais, guias e extratos num só lugar, pelo preço de um plano online.`
    : `Um contador de verdade para a sua empresa de ${city.name}, que responde pelo app e cuida das obrigações do município, do estado e da Receita Federal todo mês, sem você precisar ir a um escritório.`;
}

/**
 * "UTC−3 (horário de Brasília)": the city's offset today. Brazil has had no daylight saving
 * time since 2019, so the offset of an IANA zone here does not change during the year.
 */
export function timezoneLabel(timezone: string, now: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = /^GMT([+-]\d+)?/.exec(part ?? '')?.[1] ?? '0';
  const hours = Number(offset);
  const utc = hours === 0 ? 'UTC' : `UTC${hours < 0 ? '−' : '+'}${Math.abs(hours)}`;
  if (hours === -3) return `${utc} (horário de Brasília)`;
  const diff = hours + 3;
  return `${utc} (${Math.abs(diff)} ${Math.abs(diff) === 1 ? 'hora' : 'horas'} ${diff < 0 ? 'a menos' : 'a mais'} que Brasília)`;
}

export interface CityFact {
  label: string;
  value: string;
}

/** The municipality's facts, in the order the page lists them. */
export function cityFacts(city: CityPage, now?: Date): CityFact[] {
  return [
    { label: 'Estado', value: `${city.stateName} (${city.state})` },
    { label: 'Região', value: city.region },
    {
      label: 'Capital',
      value: city.isCapital
        ? `${city.name} é a capital do estado`
        : city.capital
          ? `${city.capital.name}, a ${formatKm(city.capital.distanceKm)} em linha reta`
          : 'Não informada',
    },
    { label: 'Municípios no estado', value: `${city.stateMunicipalityCount.toLocaleString('pt-BR')}` },
    { label: 'DDD', value: String(city.ddd) },
    { label: 'Fuso horário', value: timezoneLabel(city.timezone, now) },
    { label: 'Código IBGE', value: String(city.ibgeCode) },
    { label: 'Código TOM/SIAFI', value: `${city.siafiCode} (usado pela Receita Federal no CNPJ e nos DARFs)` },
  ];
}

export function formatKm(km: number): string {
  return `${km.toLocaleString('pt-BR')} km`;
}

/** The municipal taxes and registrations, as paragraphs. */
export function cityTaxParagraphs(city: CityPage): string[] {
  return [
    `Quem presta serviços em ${city.name} paga o ISS (Imposto Sobre Serviços) ao município. A alíquota é definida por lei municipal e fica entre 2% e 5% do valor do serviço, conforme a Lei Complementar 116/2003; cada item da lista de serviços pode ter a sua.`,
    `Na empresa do Simples Nacional o ISS vem dentro do DAS, como uma parte da alíquota efetiva do anexo. Fora do Simples, a guia é municipal e paga à Prefeitura de ${city.name}. O MEI paga um valor fixo de R$ 5,00 de ISS por mês, junto do DAS-MEI.`,
    `Para emitir nota fiscal de serviço, a empresa precisa da inscrição municipal em ${city.name}. Desde 1º de janeiro de 2026 todos os municípios devem usar o padrão nacional da NFS-e (Lei Complementar 214/2025, art. 62): o Emissor Nacional ou um sistema da prefeitura integrado ao Ambiente de Dados Nacional. Você pede a nota pelo app e o seu contador emite pelo sistema que ${city.name} usa.`,
    `Para funcionar, a empresa também precisa do alvará da prefeitura ou da dispensa dele: atividades de baixo risco são dispensadas pela Lei da Liberdade Econômica (Lei 13.874/2019). O seu contador confere a situação da sua atividade e do endereço antes de abrir.`,
  ];
}

/** Questions about keeping a company of this city with us. */
export function cityFaq(variant: CityVariant, city: CityPage, plans: readonly Plan[] | null): FaqItem[] {
  const cheapest = plans?.length ? Math.min(...plans.map((p) => p.price)) : null;
  const price =
    cheapest === null
      ? 'O preço é o mesmo em todo o Brasil e aparece no cadastro, antes de qualquer pagamento.'
      : `O preço é o mesmo em todo o Brasil: planos a partir de ${formatReais(cheapest)} por mês, sem taxa de abertura escondida e sem fidelidade.`;
  const questions: FaqItem[] = [
    {
      question: `Preciso de um contador que fique em ${city.name}?`,
      answer: `Não. A contabilidade é feita pela internet: os documentos chegam pelo app, as guias também, e as obrigações de ${city.name} (ISS, inscrição municipal e notas fiscais) são cumpridas online. Você fala com o seu contador pelo app sempre que precisar.`,
    },
    {
      question: `Quanto custa a contabilidade de uma empresa em ${city.name}?`,
      answer: price,
    },
    {
      question: `Como abrir uma empresa em ${city.name}?`,
      answer: `Você conta o que a empresa vai fazer e quem são os sócios; nós escolhemos os CNAEs e o regime de impostos, registramos a empresa na Junta Comercial de ${city.stateName}, tiramos o CNPJ na Receita Federal e a inscrição municipal em ${city.name}. Você acompanha cada etapa pelo app.`,
    },
    {
      question: `Como trocar de contador em ${city.name}?`,
      answer:
        'Você assina um plano e informa o CNPJ; nós pedimos ao contador atual os livros, as declarações e os acessos, e assumimos a partir do mês combinado, sem deixar nenhuma obrigação para trás.',
    },
  ];
  if (variant === 'accountant') {
    questions.push({
      question: 'O que o contador faz pela minha empresa todo mês?',
      answer:
        'Calcula os impostos e envia as guias (DAS, DARF, FGTS, INSS, ISS) com o vencimento, emite as notas fiscais que você pede, classifica o extrato bancário, faz a folha e o pró-labore, entrega as declarações obrigatórias e acompanha o limite de faturamento do MEI e do Simples Nacional.',
    });
  }
  return questions;
}
