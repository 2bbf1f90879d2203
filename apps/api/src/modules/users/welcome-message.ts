import type { TrackId } from '@contabil/contracts';
import { panelPath, wizardPath } from '../companies/company-notifications.js';
import type { OutboxMessage } from '../mail/mail.repository.js';

/**
 * The welcome after sign-up, with the screen to go on from: the track's wizard (the next
 * step is the customer's), or the panel of the company an invite joined.
 */
export function welcomeMessage(
  user: { name: string; email: string },
  trackId: TrackId | null,
  invited: boolean,
  webOrigin: string,
): OutboxMessage {
  const next =
    trackId === 'create-company'
      ? ['O próximo passo é seu: conte quem são os sócios e o que a empresa vai fazer, e escolha o plano.']
      : trackId === 'migrate-company'
        ? ['O próximo passo é seu: informe os sócios e os dados do contador atual, e escolha o plano.']
        : invited
          ? ['Você já faz parte da empresa que o convidou: tudo dela está no painel.']
          : ['Tudo o que a contabilidade faz pela sua empresa fica no painel.'];
  const path = trackId ? wizardPath[trackId] : panelPath;
  return {
    to: user.email,
    subject: 'Boas-vindas: sua conta está criada',
    text: [
      `Olá, ${user.name}.`,
      '',
      'Sua conta foi criada. Você pode sair e voltar quando quiser: o que já preencheu fica guardado e avisamos por e-mail sempre que for a sua vez.',
      '',
      ...next,
      'Continue em:',
      `${webOrigin}${path}`,
    ].join('\n'),
  };
}
