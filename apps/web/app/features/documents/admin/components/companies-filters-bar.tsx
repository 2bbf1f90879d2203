import { companyStatusLabels, type CompanyAttention } from '@contabil/contracts';
import { FilterSelect } from '~/components/ui/filter-select';
import { SearchFiltersBar } from '~/components/ui/search-filters-bar';
import type { CompaniesFilters } from '../api/admin-documents-api';

const ATTENTION_LABELS: Record<CompanyAttention, string> = {
  documents_to_review: 'Documentos a revisar',
  payment_failed: 'Pagamento que falhou',
  certificate_expiring: 'Certificado digital vencendo',
};

interface CompaniesFiltersBarProps {
  filters: CompaniesFilters;
  /** Any change starts the list again from its first page. */
  onChange: (filters: CompaniesFilters) => void;
}

/** Search by name, alias or CNPJ (on Enter or "Buscar") and the company status (at once). */
export function CompaniesFiltersBar({ filters, onChange }: CompaniesFiltersBarProps) {
  return (
    <SearchFiltersBar
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query, offset: 0 })}
      placeholder="Razão social, nome fantasia ou CNPJ"
      columnsClassName="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <FilterSelect
        label="Status da empresa"
        value={filters.status}
        options={companyStatusLabels}
        onChange={(status) => onChange({ ...filters, status, offset: 0 })}
      />
      <FilterSelect
        label="Pendência"
        value={filters.attention}
        options={ATTENTION_LABELS}
        onChange={(attention) => onChange({ ...filters, attention, offset: 0 })}
        allLabel="Qualquer uma"
      />
    </SearchFiltersBar>
  );
}
