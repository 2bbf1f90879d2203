/**
 * Words that name different trades ("salão" of beauty or of parties, "oficina" of cars
 * or of sewing, "frete" inside the city or to other states), with each sense: the other
 * words of a description that point at it, the official phrasing it stands for, and the
 * subclass it means. The engine reads the rest of the description to pick the sense
 * (luca.engine.ts); when nothing in it says which, Luca asks, with the senses as options.
 *
 * Written by hand from the CNAE's own wording of each trade; `cues` are compared by stem,
 * so "festa" also finds "festas" and "carro" also "carros".
 */
export interface Sense {
  /** The option as the person reads it. */
  label: string;
  cnae: string;
  /** Words of the description that point at this sense. */
  cues: string;
  /** What the word means in CNAE words, when this is the sense (";" between phrases). */
  expansion: string;
}

export interface AmbiguousWord {
  /** Normalised surfaces: the word as typed, or the lexicon phrase it was read as. */
  keys: string;
  /** The question when the description does not say which sense. */
  question: string;
  /** When set, the word is only ambiguous in a description that has one of these words too. */
  when?: string;
  /**
   * Ambiguous even after "de" ("aluguel de imóveis"). Otherwise a word after "de" only
   * qualifies the one before ("dança de salão") and names no trade of its own.
   */
  afterDe?: boolean;
  /** The most common sense first: it leads the answer while the question is open. */
  senses: Sense[];
}

export const AMBIGUOUS_WORDS: readonly AmbiguousWord[] = [
  {
    keys: 'salao|saloes',
    question: 'O seu salão é de quê?',
    senses: [
      {
        label: 'Salão de beleza (cabelo, unhas)',
        cnae: '9602501',
        cues: 'beleza cabelo cabeleireiro cabeleireira corte escova unha manicure pedicure barba progressiva mechas penteado tintura estetica',
        expansion: 'cabeleireiros manicure e pedicure; salao de cabeleireiro',
      },
      {
        label: 'Salão de festas e eventos',
        cnae: '8230002',
        cues: 'festa festas evento eventos aniversario casamento formatura aluguel alugo locacao debutante',
        expansion: 'casas de festas e eventos; salao de festas',
      },
      {
        label: 'Salão de jogos (sinuca, bilhar)',
        cnae: '9329803',
        cues: 'sinuca bilhar snooker jogos',
        expansion: 'sinuca salao de exploracao; bilhar',
      },
      {
        // Renting the hall itself (one's own property) and running a party hall both rent
        // it out: "alugo um salão" says neither parties nor a shop, so Luca asks.
        label: 'Alugo o salão, que é meu, para outros usarem (imóvel próprio)',
        cnae: '6810202',
        cues: 'alugo aluguel locacao comercial meu proprio',
        expansion: 'aluguel de imoveis proprios',
      },
    ],
  },
  {
    keys: 'oficina|oficinas',
    question: 'Que tipo de oficina é a sua?',
    senses: [
      {
        label: 'Oficina mecânica de veículos',
        cnae: '4520001',
        cues: 'carro carros moto motos veiculo automovel automotiva motor freio freios suspensao mecanica mecanico cambio embreagem caminhao',
        expansion: 'manutencao e reparacao mecanica de veiculos automotores',
      },
      {
        label: 'Funilaria e pintura de veículos',
        cnae: '4520002',
        cues: 'funilaria lanternagem pintura amassado amassados',
        expansion: 'lanternagem funilaria e pintura de veiculos automotores',
      },
      {
        label: 'Oficina de costura (roupas sob medida e ajustes)',
        cnae: '1412602',
        cues: 'costura costureira roupa roupas ajuste ajustes bainha barra vestido',
        expansion: 'confeccao sob medida de pecas do vestuario; costura',
      },
      {
        label: 'Oficinas e cursos de arte ou artesanato',
        cnae: '8592999',
        cues: 'curso cursos aula aulas criancas arte artes artesanato teatro pintura musica ensino',
        expansion: 'ensino de arte e cultura; cursos',
      },
    ],
  },
  {
    keys: 'frete|fretes|carreto|carretos',
    question: 'Os fretes são de quê, e para onde?',
    senses: [
      {
        label: 'Cargas dentro da cidade',
        cnae: '4930201',
        cues: 'municipal municipio cidade bairro bairros local urbano',
        expansion: 'transporte rodoviario de carga municipal',
      },
      {
        label: 'Cargas para outras cidades ou estados',
        cnae: '4930202',
        cues: 'intermunicipal interestadual estado estados cidades viagem viagens rodovia estrada longa distancia pais',
        expansion: 'transporte rodoviario de carga intermunicipal interestadual',
      },
      {
        label: 'Mudanças',
        cnae: '4930204',
        cues: 'mudanca mudancas',
        expansion: 'transporte rodoviario de mudancas',
      },
      {
        label: 'Entregas de moto (motofrete)',
        cnae: '5320202',
        cues: 'moto motos motoboy motocicleta motofrete',
        expansion: 'servicos de entrega rapida; motofrete',
      },
    ],
  },
  {
    // Delivering is fast courier work (parcels, apps, motorcycle) or road haulage (a car,
    // a van, a truck): only ambiguous when the description names a vehicle or an app.
    keys: 'entrega|entregas',
    question: 'Como são as suas entregas?',
    when: 'moto motos motoboy motocicleta bike bicicleta aplicativo aplicativos app carro van kombi fiorino utilitario caminhonete caminhao',
    senses: [
      {
        label: 'Entregas rápidas de encomendas (aplicativos, motoboy, bicicleta)',
        cnae: '5320202',
        cues: 'moto motos motoboy motocicleta bike bicicleta aplicativo aplicativos app rapida rapidas encomenda encomendas',
        expansion: 'servicos de entrega rapida',
      },
      {
        label: 'Transporte de cargas com carro, van ou caminhão',
        cnae: '4930201',
        cues: 'carro van kombi fiorino utilitario caminhonete caminhao carga cargas',
        expansion: 'transporte rodoviario de carga municipal',
      },
    ],
  },
  {
    keys: 'box|boxes',
    question: 'O box é de quê?',
    senses: [
      {
        label: 'Box de crossfit ou treino funcional',
        cnae: '9313100',
        cues: 'crossfit treino treinos funcional academia aluno alunos',
        expansion: 'atividades de condicionamento fisico; academia',
      },
      {
        label: 'Box de banheiro e vidros (instalação)',
        cnae: '4330499',
        cues: 'banheiro vidro vidros blindex temperado instalacao instalo',
        expansion: 'instalacao de box de banheiro; vidros',
      },
      {
        label: 'Guarda-volumes e depósito (self storage)',
        cnae: '5211799',
        cues: 'storage guarda volumes deposito armazenagem armazenamento guardar',
        expansion: 'depositos de mercadorias para terceiros; guarda volumes',
      },
    ],
  },
  {
    keys: 'faccao|faccoes|faccionista',
    question: 'A facção costura o quê?',
    senses: [
      {
        label: 'Peças de roupa em geral',
        cnae: '1412603',
        cues: 'roupa roupas peca pecas calca calcas camisa camisas camiseta vestido jeans moda confeccao',
        expansion: 'faccao de pecas do vestuario',
      },
      {
        label: 'Roupas íntimas (lingerie)',
        cnae: '1411802',
        cues: 'intima intimas lingerie calcinha calcinhas sutia cueca cuecas',
        expansion: 'faccao de roupas intimas',
      },
      {
        label: 'Uniformes e roupas profissionais',
        cnae: '1413403',
        cues: 'uniforme uniformes profissional profissionais jaleco jalecos',
        expansion: 'faccao de roupas profissionais',
      },
    ],
  },
  {
    keys: 'bufe|buffet|bufet|bufes|buffets',
    question: 'O seu bufê é de quê?',
    senses: [
      {
        label: 'Bufê para festas e eventos',
        cnae: '5620102',
        cues: 'festa festas evento eventos casamento casamentos aniversario aniversarios infantil formatura coffee recepcao',
        expansion: 'bufe; servicos de alimentacao para eventos',
      },
      {
        label: 'Restaurante self-service ou por quilo',
        cnae: '5611201',
        cues: 'quilo kilo kg self service almoco restaurante prato pratos',
        expansion: 'restaurantes; restaurante self service',
      },
      {
        label: 'Espaço de festas com bufê',
        cnae: '8230002',
        cues: 'salao espaco casa aluguel locacao',
        expansion: 'casas de festas e eventos',
      },
    ],
  },
  {
    keys: 'imovel|imoveis|apartamento|apartamentos|kitnet|kitnets',
    question: 'Os imóveis são seus ou de outras pessoas?',
    // Building or cleaning houses is not about whose they are: only renting or selling is.
    afterDe: true,
    when: 'aluguel alugo alugar aluga alugamos locacao loco locar arrendamento arrendo temporada venda vendo vender compra compro administro administracao',
    senses: [
      {
        label: 'Alugo imóveis que são meus (ou da empresa)',
        cnae: '6810202',
        cues: 'meu meus minha minhas proprio proprios propria proprias nosso nossos',
        expansion: 'aluguel de imoveis proprios',
      },
      {
        label: 'Intermedeio compra, venda ou aluguel de imóveis de outras pessoas (corretagem)',
        cnae: '6821801',
        cues: 'corretor corretora corretagem imobiliaria intermediacao intermedio creci comissao terceiros avaliacao',
        expansion: 'corretagem na compra e venda e avaliacao de imoveis; corretagem no aluguel de imoveis',
      },
      {
        label: 'Administro imóveis de outras pessoas',
        cnae: '6822600',
        cues: 'administro administracao administradora gestao gerencio proprietarios',
        expansion: 'gestao e administracao da propriedade imobiliaria',
      },
    ],
  },
];
