import { Link } from 'react-router';
import { formatCnpj, type Company } from '@contabil/contracts';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format/dates';
import { CompanyStatusBadge, companyDetailPath, useCompanyLinkState } from '~/features/companies/admin';

export const COMPANIES_CAPTION = 'Empresas';

const COMPANY_COLUMNS: readonly DataTableColumn<Company>[] = [
  { header: 'Empresa', cell: (company) => <CompanyCell company={company} />, card: 'title' },
  {
    header: 'CNPJ',
    className: 'whitespace-nowrap tabular-nums',
    cell: (company) => <Cnpj company={company} />,
    cardClassName: 'col-span-2 tabular-nums',
  },
  { header: 'Status', cell: (company) => <CompanyStatusBadge status={company.status} />, card: 'badge' },
  { header: 'Plano', cell: (company) => <Plan company={company} /> },
  { header: 'Cadastro', className: 'whitespace-nowrap tabular-nums', cell: (company) => formatDate(company.createdAt) },
];

/** A table on wide screens; cards on phones. Each company links to its page. */
export function CompaniesTable({ companies }: { companies: readonly Company[] }) {
  return (
    <DataTable
      rows={companies}
      rowKey={(company) => company.id}
      columns={COMPANY_COLUMNS}
      caption={COMPANIES_CAPTION}
      cardFieldsClassName="grid grid-cols-2 gap-2 text-sm"
    />
  );
}

function CompanyCell({ company }: { company: Company }) {
  const linkState = useCompanyLinkState();
  return (
    <div className="grid min-w-0 gap-0.5">
      <Link
        to={companyDetailPath(company.id)}
        state={linkState}
        className="rounded-sm font-medium break-words text-primary underline-offset-4 hover:underline"
      >
        {company.name}
      </Link>
      {company.alias && company.alias !== company.name && (
        <span className="text-xs break-words text-muted-foreground">{company.alias}</span>
      )}
    </div>
  );
}

function Cnpj({ company }: { company: Company }) {
  return company.cnpj ? <>{formatCnpj(company.cnpj)}</> : <span className="text-muted-foreground">Em abertura</span>;
}

function Plan({ company }: { company: Company }) {
  return company.currentSubscription ? (
    <>{company.currentSubscription.planName}</>
  ) : (
    <span className="text-muted-foreground">Sem plano</span>
  );
}
