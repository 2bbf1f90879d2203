import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format/dates';
import { useSimplesReport } from '~/features/reports';
import { formatReais } from '~/lib/format/money';
import { useApiClient } from '~/lib/api-client-context';
import { confirmMonth } from '../simples-admin-api';
import { useMonthChange, type MonthPartProps } from './month-part';

const money = (value: number | null) => (value === null ? '—' : formatReais(value));

/** Confirm the month (its figures lock), or see what changed since and confirm the new figures. */
export function ConfirmMonth({ companyId, month, onChanged }: MonthPartProps) {
  const client = useApiClient();
  const report = useSimplesReport(companyId, month);
  const { pending, error, run } = useMonthChange(onChanged, 'Não foi possível confirmar. Tente de novo.');
  if (!report.data || report.data.totalDas === null) return null;
  const { confirmation } = report.data;

  const confirm = () => run(() => confirmMonth(client, companyId, month));
  const button = (label: string) => (
    <Button type="button" disabled={pending} onClick={() => void confirm()} className="w-fit">
      {pending ? 'Confirmando…' : label}
    </Button>
  );

  return (
    <div className="grid gap-3">
      {!confirmation ? (
        <>
          <p className="text-sm text-muted-foreground">
            Revise as receitas e a folha abaixo. Confirmada, a apuração fica travada: mudanças depois aparecem como
            diferenças para revisar.
          </p>
          {button('Confirmar apuração')}
        </>
      ) : (
        <p className="text-sm">
          Apuração confirmada em {formatDateTime(confirmation.confirmedAt)}
          {confirmation.confirmedBy && ` por ${confirmation.confirmedBy.name}`}.
        </p>
      )}
      {confirmation && confirmation.differences.length > 0 && (
        <Alert tone="error" role="status" className="grid gap-2">
          <p className="font-medium">
            Os lançamentos mudaram depois da confirmação. Os valores confirmados continuam valendo:
          </p>
          <ul className="grid gap-1">
            {confirmation.differences.map((difference) => (
              <li key={difference.label} className="tabular-nums">
                {difference.label}: {money(difference.confirmed)} confirmado, {money(difference.current)} hoje
              </li>
            ))}
          </ul>
          {button('Confirmar os novos valores')}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
