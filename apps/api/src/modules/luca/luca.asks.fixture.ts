/**
 * A small training set of our own for the ask detector's tests (not lines of
 * `luca_perguntas_clientes.tsv`, not the evaluation's descriptions): per confusion pattern,
 * ambiguous lines with the subclasses to ask between and look-alikes carrying the deciding word.
 */
export const MINI: Array<{ kind: 'ask' | 'clear'; codes: string[]; description: string }> = [
  // making, reselling or repairing the same goods
  { kind: 'ask', codes: ['1091102', '4721102'], description: 'trabalho com torta e bolo' },
  { kind: 'ask', codes: ['1091102', '4721102'], description: 'mexo com bolo e torta no bairro' },
  { kind: 'clear', codes: ['1091102'], description: 'asso torta e bolo na minha cozinha' },
  // the channel named beside the activity
  { kind: 'ask', codes: ['1412601', '4781400'], description: 'tenho loja de roupa de academia no instagram' },
  { kind: 'ask', codes: ['1412601', '4781400'], description: 'roupa de academia pelo instagram e whatsapp' },
  { kind: 'clear', codes: ['1412601'], description: 'costuro roupa de academia na minha máquina e vendo no instagram' },
  // own property or somebody else's
  {
    kind: 'ask',
    codes: ['6810202', '6821802', '6822600'],
    description: 'trabalho com aluguel de galpão na zona industrial',
  },
  {
    kind: 'ask',
    codes: ['6810202', '6822600', '6821802'],
    description: 'mexo com locação de galpão pra transportadora',
  },
  { kind: 'clear', codes: ['6810202'], description: 'alugo o galpão que herdei do meu pai na zona industrial' },
  // a professional and the clients' sector
  { kind: 'ask', codes: ['7319004', '7311400'], description: 'cuido da propaganda de umas sorveterias' },
  { kind: 'ask', codes: ['7319004', '7311400'], description: 'faço a propaganda das sorveterias da cidade' },
  {
    kind: 'clear',
    codes: ['7319004'],
    description: 'cuido dos anúncios pagos no google de umas sorveterias, só mídia online',
  },
  // a word of several trades
  { kind: 'ask', codes: ['9601701', '4520005'], description: 'abri uma lavanderia e lava jato no mesmo terreno' },
  { kind: 'ask', codes: ['4520005', '9601701'], description: 'trabalho com lavagem perto da rodoviária' },
  {
    kind: 'clear',
    codes: ['4520005'],
    description: 'trabalho com lavagem de carro perto da rodoviária, lavo e encero',
  },
];
