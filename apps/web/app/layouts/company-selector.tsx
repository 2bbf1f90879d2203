import { useId } from 'react';
import { Building2 } from 'lucide-react';
import type { Company } from '@contabil/contracts';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { useCompanyContext } from '~/session/use-company-context';
import { formatCnpj } from '~/lib/format/cnpj';

function companyLabel(company: { alias: string | null; name: string }): string {
  return company.alias || company.name;
}

/**
 * Switches the company in context. With one company (or none) there is nothing to
 * choose: the company's name is shown as text.
 */
export function CompanySelector() {
  const { companies, current, isLoading, isSwitching, select } = useCompanyContext();
  const labelId = useId();

  if (companies.length < 2) {
    if (isLoading && !current) return <Skeleton className="h-5 w-40 max-w-full" />;
    const single = companies[0] ?? current;
    if (!single) return null;
    return (
      <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate">{companyLabel(single)}</span>
      </p>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <span id={labelId} className="sr-only">
        Empresa
      </span>
      <Select
        {...(current ? { value: current.id } : {})}
        onValueChange={(companyId) => void select(companyId)}
        disabled={isSwitching}
      >
        <SelectTrigger
          aria-labelledby={labelId}
          aria-busy={isSwitching || undefined}
          className="h-9 w-full max-w-72 min-w-0 sm:w-72"
        >
          <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <SelectValue placeholder="Escolha uma empresa" />
        </SelectTrigger>
        <SelectContent className="max-w-[calc(100vw-2rem)]">
          {companies.map((company) => (
            <CompanyOption key={company.id} company={company} />
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function CompanyOption({ company }: { company: Company }) {
  return (
    <SelectItem value={company.id}>
      <span className="grid min-w-0 gap-0.5">
        <SelectItemText>{companyLabel(company)}</SelectItemText>
        {company.cnpj && (
          <span className="text-xs text-muted-foreground tabular-nums">CNPJ {formatCnpj(company.cnpj)}</span>
        )}
      </span>
    </SelectItem>
  );
}
