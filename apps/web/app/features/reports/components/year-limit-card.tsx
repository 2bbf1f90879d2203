import { useId } from 'react';
import { MEI_MONTHLY_LIMIT, type AnnualBillingReport } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Progress } from '~/components/ui/progress';
import { DetailSection } from '~/components/ui/detail-section';
import { cn } from '~/lib/cn';
import { formatPercent, formatReais, limitTone } from '../report-format';

/** "do MEI" / "do Simples Nacional": whose limit it is. */
const LIMIT_OWNER = { mei: 'do MEI', simples: 'do Simples Nacional' } as const;

/** The year's issued billing against the MEI or Simples limit, with a bar that warns from 80%. */
export function YearLimitCard({ report }: { report: AnnualBillingReport }) {
  const textId = useId();
  const { year, regime } = report;
  const total = formatReais(year.totalValue);

  if (year.limit === null || year.limitUsed === null || regime === 'other') {
    return (
      <DetailSection title={`Faturamento de ${year.year}`}>
        <p className="text-2xl font-semibold tabular-nums">{total}</p>
        <p className="text-sm text-muted-foreground">
          Notas emitidas e receitas lançadas com competência em {year.year}. O regime da sua empresa não tem limite de
          faturamento anual para acompanhar aqui.
        </p>
      </DetailSection>
    );
  }

  const tone = limitTone(year.limitUsed);
  const owner = LIMIT_OWNER[regime];
  const percent = formatPercent(year.limitUsed, 1);
  const activeMonths = Math.round(year.limit / MEI_MONTHLY_LIMIT);

  return (
    <DetailSection title="Limite de faturamento do ano">
      <p id={textId} className="font-medium tabular-nums">
        Faturamento de {year.year}: {total} de {formatReais(year.limit)} ({percent})
      </p>
      <Progress
        value={Math.min(100, year.limitUsed * 100)}
        aria-labelledby={textId}
        getValueLabel={() => `${percent} do limite ${owner}`}
        className={cn('h-3', tone === 'warning' && '[&>div]:bg-amber-500', tone === 'over' && '[&>div]:bg-destructive')}
      />
      {tone === 'over' ? (
        <Alert tone="error">
          O faturamento de {year.year} passou do limite {owner} em {formatReais(year.totalValue - year.limit)}. Fale com
          a nossa equipe: a empresa pode precisar mudar de regime e recolher impostos sobre o excesso.
        </Alert>
      ) : tone === 'warning' ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Você já usou {percent} do limite {owner} deste ano. Fale com a nossa equipe antes de emitir novas notas para
          planejar os próximos meses.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Limite anual {owner}: {formatReais(year.limit)}. Contam as notas emitidas com competência em {year.year} e as
          receitas lançadas pela nossa equipe (vendas, notas de fora).
        </p>
      )}
      {year.limitIsProportional && (
        <p className="text-sm text-muted-foreground">
          Como a empresa abriu em {year.year}, o limite do MEI neste ano é proporcional:{' '}
          {formatReais(MEI_MONTHLY_LIMIT)} por mês desde o mês de abertura (
          {activeMonths === 1 ? '1 mês' : `${activeMonths} meses`}), e não os {formatReais(MEI_MONTHLY_LIMIT * 12)} de
          um ano inteiro.
        </p>
      )}
    </DetailSection>
  );
}
