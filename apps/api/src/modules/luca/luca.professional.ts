import type { LucaQuestion } from '@contabil/contracts';
import type { LocalMatch } from './luca.engine.js';
import { sentenceCase, type LucaIndex } from './luca.index.js';
import { FIRM, INDEFINITE, PROFESSIONAL_DIVISIONS, PROFESSIONAL_SUBCLASSES } from './luca.clients.js';
import { expandChatStyle, words } from './luca.text.js';

/**
 * A professional whom the engine reads as the clients' own sector (decision 015, seventeenth
 * round B): "faço a parte trabalhista de umas padarias" (a bakery first), "arrumo garçom pros
 * buffets" (a party house first), "cuido das redes sociais de uns restaurantes". A function
 * of a business ("parte fiscal", "redes sociais", "treinamento", "projeto") said of named
 * clients makes the sector the clients, not the activity. The sixteenth round A's step 4b
 * (`luca.clients.ts`) needs the engine's first to be a professional service and so misses
 * them. Luca asks what service it is, with the professional subclasses the function belongs
 * to in the CNAE (never one click); the sector's own subclass is an option only when the text
 * may mean running that business ("trabalho com restaurante, na parte do marketing": no
 * clients named).
 */

interface ProfessionalFunction {
  /** Normalised words (without accents) that name the function; pairs are joined by a space. */
  words: readonly string[];
  /** The CNAE subclasses that do it for others, with a label in the owner's words. */
  options: readonly { cnae: string; label: string }[];
  /** "limpeza de terreno", "limpeza de sofá": what follows "de" is the thing, not a client. */
  ofThings?: boolean;
}

/**
 * Each function with the subclasses whose CNAE title or IBGE index entries name it for others:
 * bookkeeping and payroll (6920-6/01 "escrituração", "folha de pagamento"), office services
 * (8211-3/00 "serviços combinados de escritório"), management consulting (7020-4/00);
 * advertising (7319-0/04 "consultoria em publicidade", 7311-4/00 "agências de publicidade");
 * training (8599-6/04 "treinamento em desenvolvimento profissional e gerencial"); staff
 * (7810-8/00 "seleção e agenciamento de mão de obra", 7820-5/00 "locação de mão de obra
 * temporária", 7830-2/00 "fornecimento e gestão de recursos humanos para terceiros");
 * cleaning (8121-4/00 "limpeza em prédios e em domicílios", 8111-7/00 "serviços combinados
 * para apoio a edifícios"); software (6201-5/01 "desenvolvimento de programas sob encomenda",
 * 6204-0/00 "consultoria em tecnologia da informação"); drawings and projects (7111-1/00
 * "arquitetura", 7112-0/00 "engenharia", 7119-7/03 "desenho técnico", 7410-2/02 "design de
 * interiores"); teaching support (8550-3/02 "atividades de apoio à educação").
 */
export const PROFESSIONAL_FUNCTIONS: readonly ProfessionalFunction[] = [
  {
    words: [
      'trabalhista',
      'fiscal',
      'contabil',
      'contabilidade',
      'folha de pagamento',
      'papelada',
      'departamento pessoal',
    ],
    options: [
      { cnae: '6920601', label: 'Contabilidade (escrita, folha de pagamento, impostos)' },
      { cnae: '8211300', label: 'Serviços de escritório (papelada, notas, boletos, arquivos)' },
      { cnae: '7020400', label: 'Consultoria em gestão da empresa' },
    ],
  },
  {
    words: ['marketing', 'rede social', 'redes sociais', 'rede sociais', 'instagram deles', 'trafego pago', 'anuncios'],
    options: [
      { cnae: '7319004', label: 'Consultoria em publicidade e marketing (cuido da divulgação)' },
      { cnae: '7311400', label: 'Agência de publicidade (crio e faço as campanhas)' },
    ],
  },
  {
    words: ['treinamento', 'treinamentos', 'capacitacao', 'palestra', 'palestras'],
    options: [
      { cnae: '8599604', label: 'Treinamentos e cursos para profissionais e empresas' },
      { cnae: '7020400', label: 'Consultoria em gestão da empresa' },
    ],
  },
  {
    words: [
      'recrutamento',
      'garcom',
      'garcons',
      'copeira',
      'copeiras',
      'recepcionista',
      'recepcionistas',
      'temporario',
      'temporarios',
    ],
    options: [
      { cnae: '7810800', label: 'Seleciono e indico pessoas para as empresas contratarem' },
      { cnae: '7820500', label: 'Forneço pessoal temporário (eles trabalham por minha conta)' },
      { cnae: '7830200', label: 'Forneço e gerencio a equipe de forma contínua para o cliente' },
    ],
  },
  {
    words: ['limpeza', 'faxina', 'higienizacao'],
    ofThings: true,
    options: [
      { cnae: '8121400', label: 'Limpeza de prédios, casas e estabelecimentos' },
      { cnae: '8111700', label: 'Serviços de apoio a prédios (limpeza, portaria, conservação)' },
    ],
  },
  {
    words: ['sistema', 'sistemas', 'software'],
    options: [
      { cnae: '6201501', label: 'Desenvolvo sistemas ou sites sob encomenda' },
      { cnae: '6204000', label: 'Consultoria em informática e sistemas' },
    ],
  },
  {
    words: ['desenho', 'desenhos', 'projeto', 'projetos', 'layout'],
    options: [
      { cnae: '7111100', label: 'Arquitetura (projetos de obras e ambientes)' },
      { cnae: '7112000', label: 'Engenharia (projetos, cálculos, orçamentos de obra)' },
      { cnae: '7119703', label: 'Desenho técnico' },
      { cnae: '7410202', label: 'Design de interiores' },
    ],
  },
  {
    words: ['pedagogica', 'pedagogico', 'pedagogia', 'coordenacao pedagogica'],
    options: [
      { cnae: '8550302', label: 'Apoio à educação (assessoria pedagógica às escolas)' },
      { cnae: '8599604', label: 'Treinamentos e cursos para profissionais e empresas' },
    ],
  },
];

/** The CNAE divisions of services to businesses (as in `luca.clients.ts`), with 62 and 81. */
const SERVICE_DIVISIONS = new Set([...PROFESSIONAL_DIVISIONS, '62', '81']);

/** The person's own title ("sou contador", "tenho uma agência": `FIRM`) and indefinite clients ("umas padarias": `INDEFINITE`) are read with the same words as `luca.clients.ts`. */
/** "de umas padarias", "pros buffets", "pra construtora", "atendo umas escolas": clients named. */
const TO_CLIENTS = new Set(['pros', 'pras', 'prum', 'pruma', 'pra', 'para']);
/** What follows "pra" that is not a client: a pronoun, an article of a time, a place word. */
const NOT_CLIENT = new Set([
  'mim',
  'eu',
  'ele',
  'ela',
  'voce',
  'casa',
  'fora',
  'ca',
  'la',
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'que',
  'isso',
  'isto',
  'ter',
  'ser',
]);

function clientsNamed(list: readonly string[]): boolean {
  return list.some((word, at) => {
    const next = list[at + 1] ?? '';
    if (word === 'atendo' || word === 'atendemos') return true;
    if ((word === 'de' || word === 'pra' || word === 'para') && INDEFINITE.has(next)) return true;
    if ((word === 'pra' || word === 'para') && ['os', 'as', 'umas', 'uns'].includes(next)) return true;
    // "pros buffets", "pras lojas": businesses in the plural, not a pronoun nor a use ("pra festa").
    if (TO_CLIENTS.has(word) && next.length > 3 && next.endsWith('s') && !NOT_CLIENT.has(next)) return true;
    // "trabalho pra construtora": working for a firm.
    return (
      ['trabalho', 'trabalhamos'].includes(list[at - 1] ?? '') &&
      (word === 'pra' || word === 'para') &&
      next.length > 2 &&
      !NOT_CLIENT.has(next) &&
      !/(ar|er|ir)$/.test(next)
    );
  });
}

function titled(list: readonly string[]): boolean {
  return list.some(
    (word, at) =>
      word === 'sou' ||
      word === 'somos' ||
      ((word === 'tenho' || word === 'temos') && [list[at + 1], list[at + 2]].some((next) => FIRM.has(next ?? ''))),
  );
}

/** "trabalho com restaurante", "mexo com escola": the sector itself may be the business. */
function vagueSector(list: readonly string[]): boolean {
  return list.some((word, at) => ['trabalho', 'mexo', 'trabalhamos'].includes(word) && list[at + 1] === 'com');
}

export function functionOf(list: readonly string[]): ProfessionalFunction | null {
  const text = ` ${list.join(' ')} `;
  return PROFESSIONAL_FUNCTIONS.find((entry) => entry.words.some((word) => text.includes(` ${word} `))) ?? null;
}

/** A verb of doing a service for someone ("faço os projetos de lojas", "cuido da parte de"). */
const SERVICE_VERBS = new Set(['faco', 'fazemos', 'fazendo', 'cuido', 'cuidamos', 'presto', 'prestamos']);

/**
 * "faço os projetos de loja", "cuido das redes sociais do salão": the sector is the object of
 * the function, itself the object of a service verb, so the sector is the clients'.
 */
function sectorAsObject(list: readonly string[], found: ProfessionalFunction): boolean {
  if (found.ofThings) return false;
  return list.some((word, at) => {
    if (!SERVICE_VERBS.has(word)) return false;
    const rest = ` ${list.slice(at + 1, at + 6).join(' ')} `;
    return found.words.some((name) => {
      const after = rest.indexOf(` ${name} `);
      if (after < 0) return false;
      const next = rest.slice(after + name.length + 2).split(' ');
      return ['de', 'da', 'do', 'das', 'dos'].includes(next[0] ?? '') && (next[1] ?? '').length > 2;
    });
  });
}

export const SECTOR_CLIENTS_QUESTION = 'Que serviço você presta para esses negócios?';
export const SECTOR_OWN_LABEL = 'Tenho o próprio negócio (sou o dono ou sócio)';

function service(index: LucaIndex, position: number): boolean {
  const subclass = index.subclasses[position]!;
  return SERVICE_DIVISIONS.has(subclass.divisionCode) || PROFESSIONAL_SUBCLASSES.has(subclass.code);
}

/**
 * The question when the engine's first is the clients' sector, not a service: a function of a
 * business said, clients named (or only "trabalho com" the sector), no title of one's own.
 */
export function sectorClientsQuestion(index: LucaIndex, local: LocalMatch): LucaQuestion | null {
  if (!local.intent || !local.main) return null;
  if (service(index, local.main.subclass)) return null;
  const list = words(expandChatStyle(local.intent));
  if (titled(list)) return null;
  const found = functionOf(list);
  if (!found) return null;
  const clients = clientsNamed(list) || sectorAsObject(list, found);
  const vague = vagueSector(list);
  if (!clients && !vague) return null;
  const options: LucaQuestion['options'] = found.options
    .filter((option) => index.positionOf.has(option.cnae))
    .map((option) => ({ label: option.label, cnae: option.cnae }));
  if (!clients && options.length < 4) {
    const own = index.subclasses[local.main.subclass]!.code;
    if (!options.some((option) => option.cnae === own))
      options.push({
        label: `${SECTOR_OWN_LABEL}: ${sentenceCase(index.subclasses[local.main.subclass]!.description)}`,
        cnae: own,
      });
  }
  return options.length >= 2 ? { text: SECTOR_CLIENTS_QUESTION, options: options.slice(0, 4) } : null;
}
