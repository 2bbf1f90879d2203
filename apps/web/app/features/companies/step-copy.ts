import type { StepId, TrackId } from '@contabil/contracts';

interface StepCopy {
  title: string;
  description: string;
}

/** Each step's heading and the line under it, in the person's terms. */
export function stepCopy(stepId: StepId, trackId: TrackId): StepCopy {
  switch (stepId) {
    case 'partner-registration':
      return {
        title: 'Quem serão os sócios?',
        description:
          'Informe cada sócio e a participação dele no capital da empresa. A Junta Comercial pede todos estes dados.',
      };
    case 'partner-registration-basic':
      return {
        title: 'Quem são os sócios?',
        description: 'Informe os sócios como estão no contrato social e a participação de cada um.',
      };
    case 'pre-registration':
      return {
        title: 'Pré-cadastro da empresa',
        description: 'Nome, tipo de empresa, atividades e capital social: o que vai no pedido de registro.',
      };
    case 'select-fiscal-address':
      return {
        title: 'Endereço fiscal',
        description:
          trackId === 'create-company'
            ? 'O endereço oficial da empresa, onde ela será registrada.'
            : 'O endereço oficial da empresa. Se for mudar de endereço com a troca de contador, informe o novo.',
      };
    case 'migrate-accountant':
      return {
        title: 'A empresa e o contador atual',
        description: 'Conte qual é a empresa e quem cuida da contabilidade dela hoje: nós combinamos a troca.',
      };
    case 'subscription':
      return {
        title: 'Escolha seu plano',
        description: 'A assinatura começa a valer com o pagamento. Você pode mudar de plano depois.',
      };
    case 'awaiting-guide':
      return {
        title: 'Guia de registro',
        description: 'A taxa da Junta Comercial para registrar a empresa.',
      };
    case 'upload-guide-receipt':
      return {
        title: 'Pague a guia e envie o comprovante',
        description: 'Com o comprovante, seguimos com o registro da sua empresa.',
      };
    case 'download-company-info':
      return {
        title: 'Dados da empresa',
        description:
          trackId === 'create-company'
            ? 'O CNPJ e os registros da sua nova empresa.'
            : 'Os dados da empresa, conferidos pelo nosso time.',
      };
  }
}
