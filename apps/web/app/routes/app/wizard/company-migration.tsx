import { ArrowRightLeft } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { appPageMeta } from '~/lib/page-meta';
import type { OnboardingHandle } from '~/components/layouts/onboarding-layout';

export const handle: OnboardingHandle = { trackId: 'migrate-company' };

export const meta = () => appPageMeta('Troca de contador');

export default function CompanyMigrationWizardPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Troca de contador"
        description="Vamos trazer a contabilidade da sua empresa para cá, uma etapa de cada vez."
      />
      <EmptyState icon={ArrowRightLeft} title="Em breve por aqui">
        <p>
          Aqui você vai informar os sócios, os dados do seu contador atual para combinarmos a troca e contratar a
          assinatura. No fim, os dados da empresa ficam prontos para você baixar.
        </p>
      </EmptyState>
    </div>
  );
}
