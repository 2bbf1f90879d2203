import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import type { ContextCompany } from '~/lib/session-cookies';
import { useSession } from './use-session';

interface ForContextCompanyProps {
  /** The page's content for the company chosen at the top of the page. */
  children: (company: ContextCompany) => ReactNode;
  /** Without a company: why one is needed and where to choose it. */
  noCompanyText: string;
}

/** A company's page: its content for the company in context or, without one, "Nenhuma empresa selecionada". */
export function ForContextCompany({ children, noCompanyText }: ForContextCompanyProps) {
  const { contextCompany } = useSession();
  if (contextCompany) return children(contextCompany);
  return (
    <EmptyState icon={Building2} title="Nenhuma empresa selecionada">
      <p>{noCompanyText}</p>
    </EmptyState>
  );
}
