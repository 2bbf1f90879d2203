import { Link } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { PublicPage } from '~/layouts/public-page';
import type { FirmDetails } from '~/lib/firm';
import { PRIVACY_POLICY_PATH } from '~/lib/legal-paths';
import type { LegalPageData } from '../legal-route.server';
import { LegalSection, versionDate } from './legal-section';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** The terms of use of the online accounting service. */
export function TermsOfUsePage({ firm, data }: { firm: FirmDetails; data: LegalPageData }) {
  const provider = [firm.legalName, firm.cnpj && `CNPJ ${firm.cnpj}`, firm.crc && `CRC ${firm.crc}`]
    .filter(Boolean)
    .join(', ');
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Legal"
        title="Termos de uso"
        description={`Versão de ${versionDate(data.version)}. As regras para usar o ${firm.tradeName}.`}
      />
      <article className="grid max-w-3xl gap-8">
        <LegalSection id="servico" title="1. O serviço">
          <p>
            O {firm.tradeName} é o serviço de contabilidade online de {provider}. Pela plataforma você abre ou migra a
            sua empresa, envia documentos e extratos, pede notas fiscais e acompanha impostos e obrigações. Os serviços
            contábeis são prestados por profissionais registrados no Conselho Regional de Contabilidade, nos termos do
            plano contratado.
          </p>
        </LegalSection>

        <LegalSection id="conta" title="2. A sua conta">
          <ul>
            <li>Para criar a conta é preciso ter 18 anos ou mais e informar dados verdadeiros.</li>
            <li>A senha é pessoal: não a compartilhe. Avise-nos se suspeitar de uso indevido.</li>
            <li>
              Quem administra a empresa na plataforma responde pelos acessos que concede a outras pessoas (convites).
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="responsabilidades" title="3. O que cabe a cada um">
          <p>
            Você é responsável pela veracidade e pela entrega no prazo dos documentos e informações da empresa (notas,
            extratos, folha, despesas). O escritório é responsável pela escrituração, pela apuração dos impostos e pela
            entrega das obrigações a partir do que você enviou, dentro dos prazos legais.
          </p>
          <p>
            As estimativas mostradas na plataforma (por exemplo, o anexo do Simples Nacional de uma atividade ou a
            previsão do DAS) orientam, mas não substituem a análise do contador do escritório, que confirma cada caso.
          </p>
        </LegalSection>

        <LegalSection id="pagamento" title="4. Planos e pagamento">
          <p>
            Os preços dos planos são mensais e aparecem antes da contratação. A falta de pagamento pode suspender o
            acesso aos serviços até a regularização; os documentos da empresa continuam disponíveis para você baixar.
          </p>
        </LegalSection>

        <LegalSection id="cancelamento" title="5. Cancelamento">
          <p>
            Você pode cancelar o plano quando quiser, sem multa, com efeito ao fim do mês já pago. Ao sair, entregamos
            os documentos e as informações contábeis da empresa para a transição ao novo contador, como manda o Código
            de Ética Profissional do Contador.
          </p>
        </LegalSection>

        <LegalSection id="dados" title="6. Dados pessoais">
          <p>
            O tratamento dos seus dados segue a{' '}
            <Link to={PRIVACY_POLICY_PATH} className={linkClass}>
              política de privacidade
            </Link>
            , que faz parte destes termos.
          </p>
        </LegalSection>

        <LegalSection id="alteracoes" title="7. Alterações e foro">
          <p>
            Podemos atualizar estes termos; a nova versão é publicada aqui com a sua data e avisada por e-mail. Vale a
            lei brasileira. Dúvidas:{' '}
            <a href={`mailto:${firm.email}`} className={linkClass}>
              {firm.email}
            </a>
            .
          </p>
        </LegalSection>
      </article>
    </PublicPage>
  );
}
