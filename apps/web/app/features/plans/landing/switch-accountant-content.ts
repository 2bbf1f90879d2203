import type { TrackLandingContent } from './track-landing-content';

export const SWITCH_ACCOUNTANT_CONTENT: TrackLandingContent = {
  trackId: 'migrate-company',
  eyebrow: 'Troca de contador',
  title: 'Troque de contador sem dor de cabeça',
  lead: 'A sua empresa continua funcionando enquanto cuidamos da mudança: falamos com o seu contador atual, recebemos os documentos e assumimos as obrigações sem deixar nada para trás.',
  callToAction: 'Trocar de contador',
  highlights: [
    'Nós falamos com o seu contador atual',
    'Nenhuma obrigação fica sem responsável',
    'Notas, extratos e documentos em um só lugar',
  ],
  stepsTitle: 'Como funciona a troca',
  steps: [
    { title: 'Crie sua conta', text: 'Leva um minuto: nome, e-mail, celular e uma senha.' },
    { title: 'Informe os sócios', text: 'Nome, CPF e participação de cada sócio da empresa.' },
    {
      title: 'Conte quem é o seu contador atual',
      text: 'Com o CNPJ, o regime tributário e o contato do contador, combinamos com ele a entrega dos documentos e dos acessos.',
    },
    {
      title: 'Confirme o endereço fiscal e assine o plano',
      text: 'Mantenha o endereço atual ou mude para um escritório virtual, e escolha o plano.',
    },
    {
      title: 'Pronto, a contabilidade é nossa',
      text: 'Conferimos os dados da empresa, assumimos as obrigações a partir da data de corte e avisamos pelo aplicativo.',
    },
  ],
  plansTitle: 'Planos para a sua empresa',
  plansLead: 'A mensalidade inclui a troca de contador e a contabilidade mensal da sua empresa.',
  faq: [
    {
      question: 'Preciso falar com o meu contador atual?',
      answer:
        'Basta nos dizer quem ele é. Nós pedimos os documentos, os livros contábeis e os acessos da empresa e combinamos a passagem. Recomendamos apenas que você avise que está trocando.',
    },
    {
      question: 'A troca interrompe as obrigações da empresa?',
      answer:
        'Não. Combinamos com o contador atual uma data de corte: ele entrega as obrigações até aquele mês e nós assumimos a partir do seguinte, sem deixar guia nem declaração para trás.',
    },
    {
      question: 'Quanto tempo leva a troca?',
      answer:
        'Em geral, a transição termina em até 30 dias, conforme o contador atual entrega os documentos. Você acompanha tudo pelo aplicativo.',
    },
    {
      question: 'Posso trocar de contador no meio do ano?',
      answer:
        'Sim. A troca pode acontecer em qualquer mês: a data de corte é combinada para que nenhum período fique sem responsável.',
    },
    {
      question: 'Vocês atendem o regime tributário da minha empresa?',
      answer:
        'Na etapa de troca de contador você informa o regime (MEI, Simples Nacional, Lucro Presumido ou Lucro Real) e um contador analisa o seu caso antes de começarmos.',
    },
  ],
};
