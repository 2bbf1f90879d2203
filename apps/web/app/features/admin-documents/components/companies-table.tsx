import { Link } from 'react-router';
import { formatCnpj, type Company } from '@contabil/contracts';
import { formatDate } from '~/lib/format/dates';
import { CompanyStatusBadge, companyDetailPath, useCompanyLinkState } from '~/features/admin-companies';

export const COMPANIES_CAPTION = 'Empresas';

/** A table on wide screens; cards on phones. Each company links to its page. */
export function CompaniesTable({ companies }: { companies: readonly Company[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{COMPANIES_CAPTION}</caption>
          <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Empresa
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                CNPJ
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Plano
              </th>
              <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                Cadastro
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {companies.map((company) => (
              <tr key={company.id} className="align-top hover:bg-muted/50">
                <td className="px-4 py-3">
                  <CompanyCell company={company} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <Cnpj company={company} />
                </td>
                <td className="px-4 py-3">
                  <CompanyStatusBadge status={company.status} />
                </td>
                <td className="px-4 py-3">
                  <Plan company={company} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDate(company.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={COMPANIES_CAPTION}>
        {companies.map((company) => (
          <li key={company.id} className="grid gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <CompanyCell company={company} />
              <CompanyStatusBadge status={company.status} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-xs text-muted-foreground">CNPJ</dt>
                <dd className="tabular-nums">
                  <Cnpj company={company} />
                </dd>
              </div>
              <div className="grid min-w-0 gap-0.5">
                <dt className="text-xs text-muted-foreground">Plano</dt>
                <dd className="break-words">
                  <Plan company={company} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">Cadastro</dt>
                <dd className="tabular-nums">{formatDate(company.createdAt)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
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
