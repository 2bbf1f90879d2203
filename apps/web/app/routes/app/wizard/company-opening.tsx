import { Building2 } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';
import type { OnboardingHandle } from '~/components/layouts/onboarding-layout';

export const handle: OnboardingHandle = { trackId: 'create-company' };

export const meta = () => appPageMeta('Abertura da empresa');

export default function CompanyOpeningWizardPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Abertura da empresa" description="Vamos abrir a sua empresa juntos, uma etapa de cada vez." />
      <EmptyState icon={Building2} title="Em breve por aqui">
        <p>
          Aqui você vai preencher cada etapa da abertura: o pré-cadastro, os sócios, o endereço fiscal e a assinatura.
          Depois, pagar a guia de registro e enviar o comprovante, até receber os dados da sua nova empresa.
        </p>
      </EmptyState>
    </div>
  );
}
