import { PageHeader } from '~/components/ui/page-header';
import { CompanyWizard } from '~/features/companies/components/company-wizard';
import { appPageMeta } from '~/lib/page-meta';
import type { OnboardingHandle } from '~/layouts/onboarding-layout';

export const handle: OnboardingHandle = { trackId: 'migrate-company' };

export const meta = () => appPageMeta('Troca de contador');

export default function CompanyMigrationWizardPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Troca de contador"
        description="Vamos trazer a contabilidade da sua empresa para cá, uma etapa de cada vez."
      />
      <CompanyWizard trackId="migrate-company" />
    </div>
  );
}
