import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatCnpj, type Company, type CompanyStatus } from '@contabil/contracts';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { PageSkeleton } from '~/components/ui/list-skeleton';
import { CompanyDocumentsSection } from '~/features/documents/admin';
import { CompanySimplesSection } from '~/features/simples/admin';
import { NfseSettings } from '~/features/nfse-nacional';
import { useApiClient } from '~/lib/api-client-context';
import { adminCompaniesKeys, fetchCompany, fetchTrack } from '../api/admin-companies-api';
import { CompanyAddressAndActivities, CompanyPartners, CompanyRegistration } from './company-registration';
import { CompanyStatusActions } from './company-status-actions';
import { CompanyStatusBadge } from './company-status-badge';
import { CompanySubscription } from './company-subscription';
import { CompanyTrack } from './company-track';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { QueryStates } from '~/components/ui/query-states';

export const ORDERS_LIST_PATHS = {
  'create-company': { to: '/app/admin/companies/opening-requests', label: 'Aberturas de empresa' },
  'migrate-company': { to: '/app/admin/companies/migration-requests', label: 'Trocas de contador' },
} as const;
const COMPANIES_LIST_PATH = { to: '/app/admin/companies', label: 'Empresas' } as const;

/** The admin lists that open a company, by path: the back link names the one the person came from. */
const BACK_LABELS: Readonly<Record<string, string>> = {
  '/app/admin': 'Fila do escritório',
  '/app/admin/companies': 'Empresas',
  '/app/admin/companies/opening-requests': 'Aberturas de empresa',
  '/app/admin/companies/migration-requests': 'Trocas de contador',
  '/app/admin/obligations': 'Obrigações das empresas',
  '/app/admin/invoices/nf-requests': 'Pedidos de NFS-e',
};

/**
 * Where "back" goes on a company's page: the list it was opened from (with its filters, from
 * the link's state `from`); else the orders list while the company is being opened or
 * migrated; else the companies list.
 */
export function companyBackLink(
  company: Pick<Company, 'status' | 'trackId'>,
  from: unknown,
): { to: string; label: string } {
  if (typeof from === 'string') {
    const label = BACK_LABELS[from.split('?')[0] ?? ''];
    if (label) return { to: from, label };
  }
  if (company.trackId && ONBOARDING_COMPANY_STATUSES.includes(company.status)) {
    return ORDERS_LIST_PATHS[company.trackId];
  }
  return COMPANIES_LIST_PATH;
}

const ONBOARDING_COMPANY_STATUSES: readonly CompanyStatus[] = ['pending', 'awaiting_opening', 'opening', 'migrating'];

/** A company as our accountants see it: status, track, documents, registration, partners and subscription. */
export function CompanyDetailPage({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const location = useLocation();
  const company = useQuery({
    queryKey: adminCompaniesKeys.company(companyId),
    queryFn: ({ signal }) => fetchCompany(client, companyId, signal),
  });
  const track = useQuery({
    queryKey: adminCompaniesKeys.track(companyId),
    queryFn: ({ signal }) => fetchTrack(client, companyId, signal),
  });

  if (company.isPending) {
    return <PageSkeleton label="Carregando a empresa…" blocks={['h-40', 'h-64']} />;
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
  const back = companyBackLink(data, (location.state as { from?: unknown } | null)?.from);
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
      <QueryStates query={track} loading={<Skeleton className="h-64 w-full" />}>
        {(companyTrack) => <CompanyTrack company={data} track={companyTrack} />}
      </QueryStates>
      <CompanyDocumentsSection companyId={data.id} />
      {data.cnpj && <CompanySimplesSection companyId={data.id} />}
      {/* The NFS-e Nacional profile and A1: our accountants fill them for the company too. */}
      {data.cnpj && <NfseSettings companyId={data.id} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CompanyRegistration company={data} />
        <CompanySubscription company={data} />
        <CompanyPartners company={data} />
        <CompanyAddressAndActivities company={data} />
      </div>
    </div>
  );
}
