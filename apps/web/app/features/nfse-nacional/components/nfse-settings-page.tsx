import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';
import { QueryStates } from '~/components/ui/query-states';
import { Skeleton } from '~/components/ui/skeleton';
import { ForContextCompany } from '~/session/for-context-company';
import { useFiscalProfile } from '../nfse-profile-api';
import { CertificateSection } from './certificate-section';
import { FiscalProfileSection } from './fiscal-profile-section';

/** `/app/invoices/configuracoes-fiscais`: what the company's notes on the national system need. */
export function NfseSettingsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow="Notas fiscais"
        title="Configurações fiscais"
        description="Os dados que a emissão da NFS-e no sistema nacional usa: o perfil fiscal da empresa e o certificado digital que assina as notas."
        actions={
          <Link to="/app/invoices" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Voltar para as notas
          </Link>
        }
      />
      <ForContextCompany noCompanyText="As configurações fiscais são de uma empresa. Escolha a empresa no topo da página.">
        {(company) => <NfseSettings companyId={company.id} />}
      </ForContextCompany>
    </div>
  );
}

export function NfseSettings({ companyId }: { companyId: string }) {
  const query = useFiscalProfile(companyId);
  return (
    <QueryStates
      query={query}
      loading={
        <div className="grid gap-6" aria-busy="true">
          <span className="sr-only">Carregando as configurações fiscais…</span>
          <Skeleton className="h-72" />
          <Skeleton className="h-48" />
        </div>
      }
    >
      {(profile) => {
        // Before the first save the API does not say who may change it: it refuses a member's save (403).
        const canEdit = profile?.canEdit ?? true;
        return (
          <div className="grid gap-6">
            {!canEdit && (
              <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm" role="status">
                Só um administrador da empresa ou o seu contador pode alterar estes dados.
              </p>
            )}
            <FiscalProfileSection companyId={companyId} profile={profile} canEdit={canEdit} />
            <CertificateSection companyId={companyId} profile={profile} canEdit={canEdit} />
          </div>
        );
      }}
    </QueryStates>
  );
}
