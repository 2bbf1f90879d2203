import { PageHeader } from '~/components/ui/page-header';
import { CompanyWizard } from '~/features/companies/components/company-wizard';
import { appPageMeta } from '~/lib/page-meta';
import type { OnboardingHandle } from '~/layouts/onboarding-layout';

export const handle: OnboardingHandle = { trackId: 'create-company' };

export const meta = () => appPageMeta('Abertura da empresa');

export default function CompanyOpeningWizardPage() {
  return (
    <div className="grid gap-8">
      <PageHeader title="Abertura da empresa" description="Vamos abrir a sua empresa juntos, uma etapa de cada vez." />
      <CompanyWizard trackId="create-company" />
    </div>
  );
}
