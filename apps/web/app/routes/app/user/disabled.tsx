import { Ban } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useSession } from '~/features/session/use-session';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Empresa desativada');

/** Where the company-requirements middleware sends the users of a disabled company. */
export default function DisabledCompanyPage() {
  const { contextCompany } = useSession();
  const company = contextCompany ? `de ${contextCompany.alias || contextCompany.name}` : 'da sua empresa';
  return (
    <div className="grid gap-8">
      <PageHeader title="Empresa desativada" description={`O acesso ${company} à Contábil Online está desativado.`} />
      <EmptyState
        icon={Ban}
        title="Em breve por aqui"
        action={{ to: '/app/user/my-billing', label: 'Ver a assinatura' }}
      >
        <p>
          Aqui você vai ver por que a empresa foi desativada e o que fazer para reativá-la, como regularizar a
          assinatura ou falar com o nosso atendimento.
        </p>
      </EmptyState>
    </div>
  );
}
