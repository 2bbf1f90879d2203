import type { TrackLandingContent } from './track-landing-content';

export const OPEN_COMPANY_CONTENT: TrackLandingContent = {
  trackId: 'create-company',
  eyebrow: 'Abertura de empresa',
  title: 'Abra sua empresa online',
  lead: 'Do CNPJ à primeira nota fiscal, sem sair de casa. Você conta o que a empresa vai fazer e nossos contadores cuidam do registro, das inscrições e do enquadramento tributário.',
  callToAction: 'Abrir minha empresa',
  highlights: [
    'Acompanhe cada etapa pelo aplicativo',
    'Contadores de verdade do seu lado',
    'Contabilidade incluída depois da abertura',
  ],
  stepsTitle: 'Como funciona a abertura',
  steps: [
    { title: 'Crie sua conta', text: 'Leva um minuto: nome, e-mail, celular e uma senha.' },
    {
      title: 'Conte sobre os sócios e a empresa',
      text: 'Informe quem são os sócios, as opções de nome, as atividades (CNAE) e o capital social. Ajudamos a escolher a natureza jurídica e o porte.',
    },
    {
      title: 'Escolha o endereço fiscal e o plano',
      text: 'Indique onde a empresa vai funcionar e assine o plano. A partir daqui, o trabalho é nosso.',
    },
    {
      title: 'Pague a guia de registro',
      text: 'Emitimos a guia das taxas da Junta Comercial com valor e vencimento. Você paga e envia o comprovante pelo aplicativo.',
    },
    {
      title: 'Receba o CNPJ',
      text: 'Com a empresa registrada, enviamos o CNPJ, a data de abertura e as inscrições, e a sua contabilidade começa.',
    },
  ],
  plansTitle: 'Planos para a sua empresa',
  plansLead:
    'A mensalidade inclui a abertura e a contabilidade mensal. As taxas do governo são pagas à parte, direto ao órgão.',
  faq: [
    {
      question: 'Quanto tempo leva para abrir a empresa?',
      answer:
        'Depende da Junta Comercial e da prefeitura da sua cidade. Em geral, o CNPJ sai entre 5 e 15 dias úteis depois que a guia de registro é paga, e você acompanha cada etapa pelo aplicativo.',
    },
    {
      question: 'Quais taxas eu pago além do plano?',
      answer:
        'As taxas do governo, como a da Junta Comercial e, em alguns municípios, a do alvará. Nós emitimos a guia com o valor e a data de vencimento e avisamos quando ela estiver pronta.',
    },
    {
      question: 'Posso abrir como MEI?',
      answer:
        'Sim, se você for o único dono e a sua atividade for permitida para o MEI. No pré-cadastro você escolhe a atividade e avisamos se ela não puder ser MEI.',
    },
    {
      question: 'Preciso de um endereço comercial?',
      answer:
        'Nem sempre. Muitas atividades podem usar o endereço da sua casa; se preferir, você pode usar um escritório virtual. Isso é definido na etapa de endereço fiscal.',
    },
    {
      question: 'E se a minha empresa já tiver CNPJ?',
      answer:
        'Então não é preciso abrir outra: você pode trazer a contabilidade da sua empresa para a Contábil Online na página Trocar de contador.',
    },
  ],
};
