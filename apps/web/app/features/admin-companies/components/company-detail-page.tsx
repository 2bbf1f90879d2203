import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatCnpj } from '@contabil/contracts';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { CompanyDocumentsSection } from '~/features/admin-documents';
import { CompanySimplesSection } from '~/features/simples-admin';
import { useApiClient } from '~/lib/api-client-context';
import { adminCompaniesKeys, fetchCompany, fetchTrack } from '../api/admin-companies-api';
import { CompanyAddressAndActivities, CompanyPartners, CompanyRegistration } from './company-registration';
import { CompanyStatusActions } from './company-status-actions';
import { CompanyStatusBadge } from './company-status-badge';
import { CompanySubscription } from './company-subscription';
import { CompanyTrack } from './company-track';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';

export const ORDERS_LIST_PATHS = {
  'create-company': { to: '/app/admin/companies/opening-requests', label: 'Aberturas de empresa' },
  'migrate-company': { to: '/app/admin/companies/migration-requests', label: 'Trocas de contador' },
} as const;
const COMPANIES_LIST_PATH = { to: '/app/admin/companies', label: 'Empresas' } as const;

/** A company as our accountants see it: status, track, documents, registration, partners and subscription. */
export function CompanyDetailPage({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const company = useQuery({
    queryKey: adminCompaniesKeys.company(companyId),
    queryFn: ({ signal }) => fetchCompany(client, companyId, signal),
  });
  const track = useQuery({
    queryKey: adminCompaniesKeys.track(companyId),
    queryFn: ({ signal }) => fetchTrack(client, companyId, signal),
  });

  if (company.isPending) {
    return (
      <div aria-busy="true" aria-live="polite" className="grid gap-6">
        <span className="sr-only">Carregando a empresa…</span>
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (company.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Empresa" />
        <QueryError error={company.error} onRetry={() => void company.refetch()} />
      </div>
    );
  }

  const data = company.data;
  const back = data.trackId ? ORDERS_LIST_PATHS[data.trackId] : COMPANIES_LIST_PATH;
  return (
    <div className="grid gap-6">
      <Link
        to={back.to}
        className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <PageHeader
        title={data.alias || data.name}
        description={data.cnpj ? `CNPJ ${formatCnpj(data.cnpj)}` : 'Empresa em abertura, ainda sem CNPJ'}
      />
      <DetailSection title="Status" actions={<CompanyStatusBadge status={data.status} />}>
        <CompanyStatusActions company={data} />
      </DetailSection>
      {track.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : track.isError ? (
        <QueryError error={track.error} onRetry={() => void track.refetch()} />
      ) : (
        <CompanyTrack company={data} track={track.data} />
      )}
      <CompanyDocumentsSection companyId={data.id} />
      {data.cnpj && <CompanySimplesSection companyId={data.id} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CompanyRegistration company={data} />
        <CompanySubscription company={data} />
        <CompanyPartners company={data} />
        <CompanyAddressAndActivities company={data} />
      </div>
    </div>
  );
}
