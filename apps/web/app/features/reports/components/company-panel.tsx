import { useQuery } from '@tanstack/react-query';
import { Building2, ReceiptText } from 'lucide-react';
import type { AnnualBillingReport } from '@contabil/contracts';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { useSession } from '~/session/use-session';
import { isSystemAdmin } from '~/session/company-requirements';
import { useApiClient } from '~/lib/api-client-context';
import { cn } from '~/lib/cn';
import { fetchAnnualBilling, reportsKeys } from '../api/reports-api';
import { CategoryBreakdown } from './category-breakdown';
import { MonthlyBillingChart } from './monthly-billing-chart';
import { PayrollSubmissionCard } from '~/features/simples';
import { SimplesDasSection } from './simples-das-card';
import { YearLimitCard } from './year-limit-card';

export const INVOICES_PATH = '/app/invoices';

/** The company in context's numbers; a system administrator without one is told where to go. */
export function PanelContent() {
  const session = useSession();
  const company = session.contextCompany;
  if (!company) {
    return isSystemAdmin(session) ? (
      <EmptyState
        icon={Building2}
        title="Nenhuma empresa no painel"
        action={{ to: '/app/admin/invoices/nf-requests', label: 'Ver pedidos de NFS-e' }}
      >
        <p>O painel mostra os números de uma empresa. Como administrador, acompanhe os pedidos das empresas.</p>
      </EmptyState>
    ) : (
      <EmptyState icon={Building2} title="Nenhuma empresa escolhida">
        <p>Escolha uma empresa no seletor do topo da página para ver o faturamento dela.</p>
      </EmptyState>
    );
  }
  return <CompanyPanel companyId={company.id} />;
}

function CompanyPanel({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const session = useSession();
  const annual = useQuery({
    queryKey: reportsKeys.annualBilling(companyId),
    queryFn: ({ signal }) => fetchAnnualBilling(client, companyId, signal),
  });

  return (
    <div className="grid gap-6">
      <QueryStates query={annual} loading={<PanelSkeleton />}>
        {(data) => <BillingSections report={data} forAccountant={isSystemAdmin(session)} />}
      </QueryStates>
      <CategoryBreakdown companyId={companyId} />
    </div>
  );
}

function BillingSections({ report, forAccountant }: { report: AnnualBillingReport; forAccountant: boolean }) {
  const hasIssued =
    report.last12Months.some((month) => month.count > 0 || month.totalValue > 0) || report.year.totalValue > 0;
  return (
    <>
      <DetailSection title="Faturamento dos últimos 12 meses">
        {hasIssued ? (
          <MonthlyBillingChart months={report.last12Months} />
        ) : (
          <EmptyState
            icon={ReceiptText}
            title="Nenhuma nota emitida ainda"
            headingLevel="h3"
            action={{ to: INVOICES_PATH, label: 'Pedir a primeira nota fiscal' }}
            className="border-input"
          >
            <p>
              O faturamento aparece aqui mês a mês assim que nossos contadores emitirem as suas notas fiscais de
              serviço. Peça a primeira em Notas fiscais.
            </p>
          </EmptyState>
        )}
      </DetailSection>
      <div className={cn('grid items-start gap-6', report.regime === 'simples' && 'lg:grid-cols-2')}>
        <YearLimitCard report={report} />
        {report.regime === 'simples' && (
          <SimplesDasSection
            companyId={report.companyId}
            period={report.referenceMonth}
            forAccountant={forAccountant}
          />
        )}
      </div>
      {report.regime === 'simples' && !forAccountant && (
        <PayrollSubmissionCard companyId={report.companyId} referenceMonth={report.referenceMonth} />
      )}
    </>
  );
}

function PanelSkeleton() {
  return (
    <Loading label="Carregando o faturamento…" className="grid gap-6">
      <Skeleton className="h-80 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-44 w-full" />
        <Skeleton className="h-44 w-full" />
      </div>
    </Loading>
  );
}
