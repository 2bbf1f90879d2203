import { Link } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { PublicPage } from '~/layouts/public-page';
import { whatsappLink, type FirmDetails } from '~/lib/firm';
import { TERMS_OF_USE_PATH } from '~/lib/legal-paths';
import type { LegalPageData } from '../legal-route.server';
import { LegalSection, versionDate } from './legal-section';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** The privacy policy (LGPD, Lei 13.709/2018): who controls the data, why, on what basis, for how long, and the person's rights. */
export function PrivacyPolicyPage({ firm, data }: { firm: FirmDetails; data: LegalPageData }) {
  const controller = [firm.legalName, firm.cnpj && `CNPJ ${firm.cnpj}`, firm.address].filter(Boolean).join(', ');
  return (
    <PublicPage>
      <PageHeader
        eyebrow="Legal"
        title="Política de privacidade"
        description={`Versão de ${versionDate(data.version)}. Como tratamos os seus dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).`}
      />
      <article className="grid max-w-3xl gap-8">
        <LegalSection id="controlador" title="1. Quem cuida dos seus dados">
          <p>
            O controlador dos seus dados pessoais é {controller}
            {firm.crc &&
              `, escritório de contabilidade registrado no Conselho Regional de Contabilidade sob o nº ${firm.crc}`}
            , que oferece o serviço {firm.tradeName}.
          </p>
          <p>
            Encarregado pelo tratamento de dados pessoais (DPO){firm.dpoName ? `: ${firm.dpoName}` : ''}, pelo e-mail{' '}
            <a href={`mailto:${firm.dpoEmail}`} className={linkClass}>
              {firm.dpoEmail}
            </a>
            . É a ele que você se dirige para qualquer assunto sobre os seus dados.
          </p>
        </LegalSection>

        <LegalSection id="dados" title="2. Quais dados tratamos">
          <ul>
            <li>Cadastro: nome, e-mail, celular, senha (guardada apenas como hash) e foto, se você enviar uma.</li>
            <li>
              Empresa: razão social, CNPJ, endereço, atividades (CNAE), dados dos sócios (nome, CPF, endereço, estado
              civil, participação) e documentos enviados para a abertura ou a migração.
            </li>
            <li>
              Contabilidade: notas fiscais, extratos bancários, guias, folha de pagamento e demais documentos da
              empresa.
            </li>
            <li>Pagamentos: plano contratado e histórico de cobranças (os dados do cartão ficam com o processador).</li>
            <li>Uso: registros de acesso (data, hora e endereço IP) e as ações feitas na conta.</li>
            <li>Contato: nome, e-mail e celular que você informa nos formulários do site.</li>
          </ul>
        </LegalSection>

        <LegalSection id="finalidades" title="3. Para que usamos e com que base legal">
          <ul>
            <li>
              Prestar os serviços contábeis contratados (abertura, escrituração, impostos, notas fiscais): execução de
              contrato (LGPD, art. 7º, V).
            </li>
            <li>
              Cumprir obrigações fiscais, contábeis, trabalhistas e de prevenção à lavagem de dinheiro a que o
              escritório está sujeito: cumprimento de obrigação legal ou regulatória (art. 7º, II).
            </li>
            <li>
              Manter a conta segura, registrar acessos e prevenir fraudes: obrigação legal (Marco Civil da Internet) e
              legítimo interesse (art. 7º, IX).
            </li>
            <li>Responder a quem pede contato pelo site: procedimentos preliminares a um contrato (art. 7º, V).</li>
            <li>Cookies de análise: somente com o seu consentimento, que você pode recusar no aviso de cookies.</li>
          </ul>
          <p>Não vendemos os seus dados nem os usamos para publicidade de terceiros.</p>
        </LegalSection>

        <LegalSection id="compartilhamento" title="4. Com quem compartilhamos">
          <p>
            Somente com quem precisa deles para o serviço: órgãos públicos (Receita Federal, Junta Comercial,
            prefeituras e estados), o processador de pagamentos, o banco que você conectar, e os fornecedores de
            hospedagem e envio de e-mails, todos obrigados a proteger os dados. Também atendemos a ordens de autoridades
            competentes.
          </p>
        </LegalSection>

        <LegalSection id="retencao" title="5. Por quanto tempo guardamos">
          <p>
            Guardamos os dados enquanto a conta estiver ativa. Depois de excluída, apagamos o que não precisa ser
            guardado e mantemos, pelo prazo da lei, apenas o seguinte:
          </p>
          <ul>
            {data.retention.map((rule) => (
              <li key={rule.what}>
                {rule.what}: {rule.period} ({rule.basis}).
              </li>
            ))}
          </ul>
        </LegalSection>

        <LegalSection id="direitos" title="6. Os seus direitos e como exercê-los">
          <p>Pela LGPD (art. 18), você pode, a qualquer momento:</p>
          <ul>
            <li>confirmar se tratamos os seus dados e ter acesso a eles;</li>
            <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
            <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos;</li>
            <li>pedir a portabilidade dos dados a outro fornecedor;</li>
            <li>pedir a eliminação dos dados tratados com o seu consentimento e revogar o consentimento;</li>
            <li>saber com quem compartilhamos os seus dados;</li>
            <li>apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</li>
          </ul>
          <p>
            Com a conta aberta, em <strong>Meu perfil › Seus dados</strong> você baixa os seus dados (arquivo JSON) e
            pede a exclusão da conta. Você também pode escrever ao encarregado em{' '}
            <a href={`mailto:${firm.dpoEmail}`} className={linkClass}>
              {firm.dpoEmail}
            </a>
            {firm.whatsapp && (
              <>
                {' '}
                ou pelo{' '}
                <a href={whatsappLink(firm.whatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
                  WhatsApp {firm.whatsappLabel}
                </a>
              </>
            )}
            . Respondemos em até 15 dias.
          </p>
        </LegalSection>

        <LegalSection id="seguranca" title="7. Segurança">
          <p>
            Os dados trafegam com criptografia (HTTPS), as senhas são guardadas apenas como hash, os certificados
            digitais e as credenciais bancárias são cifrados, e o acesso da nossa equipe à sua conta só acontece com a
            sua autorização e fica registrado.
          </p>
        </LegalSection>

        <LegalSection id="alteracoes" title="8. Alterações">
          <p>
            Quando esta política mudar, publicamos a nova versão aqui com a sua data e avisamos por e-mail. Veja também
            os{' '}
            <Link to={TERMS_OF_USE_PATH} className={linkClass}>
              termos de uso
            </Link>
            .
          </p>
        </LegalSection>
      </article>
    </PublicPage>
  );
}
