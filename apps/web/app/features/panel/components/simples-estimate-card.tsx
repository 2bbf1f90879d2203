import type { AnnualBillingReport, SimplesEstimate } from '@contabil/contracts';
import { DescriptionList, DetailSection } from '~/features/admin-companies/components/detail-section';
import { formatMonthLong, formatPercent, formatReais } from '../report-format';

export const FATOR_R_NOTE = 'Com folha de salários de 28% ou mais da receita, o Anexo III se aplica';

/** The Simples Nacional numbers of the month: RBT12, annex, bracket, effective rate and the DAS it gives. */
export function SimplesEstimateCard({ report }: { report: AnnualBillingReport }) {
  if (report.regime !== 'simples') return null;
  const { simples } = report;
  if (!simples) {
    return (
      <DetailSection title="Simples Nacional">
        <p className="text-sm text-muted-foreground">
          Não conseguimos estimar o DAS: a atividade principal da empresa ainda não tem um anexo do Simples Nacional
          cadastrado. A nossa equipe calcula a guia para você todo mês.
        </p>
      </DetailSection>
    );
  }
  return (
    <DetailSection title="Simples Nacional: estimativa do mês">
      <DescriptionList items={estimateItems(simples, report.referenceMonth)} />
      <p className="text-xs text-muted-foreground">
        Uma estimativa feita com as notas emitidas; o valor a pagar é o da guia do DAS que enviamos.{' '}
        {simples.annexSource}
      </p>
    </DetailSection>
  );
}

function estimateItems(simples: SimplesEstimate, referenceMonth: string) {
  return [
    {
      label: 'Receita dos últimos 12 meses (RBT12)',
      value: <span className="tabular-nums">{formatReais(simples.rbt12)}</span>,
    },
    {
      label: 'Anexo',
      value: (
        <span className="grid gap-0.5">
          <span>Anexo {simples.annex}</span>
          {simples.fatorR && <span className="text-xs text-muted-foreground">{FATOR_R_NOTE}.</span>}
        </span>
      ),
    },
    {
      label: 'Faixa',
      value: (
        <span className="grid gap-0.5">
          <span>{simples.bracket}ª faixa</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            Alíquota nominal {formatPercent(simples.nominalRate)}, dedução de {formatReais(simples.deduction)}
          </span>
        </span>
      ),
    },
    {
      label: 'Alíquota efetiva',
      value: <span className="tabular-nums">{formatPercent(simples.effectiveRate)}</span>,
    },
    {
      label: `DAS estimado de ${formatMonthLong(referenceMonth)}`,
      value: <span className="text-base font-semibold tabular-nums">{formatReais(simples.estimatedTaxThisMonth)}</span>,
    },
  ];
}
