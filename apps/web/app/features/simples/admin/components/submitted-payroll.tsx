import { useQuery } from '@tanstack/react-query';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { formatMonthLong } from '~/lib/format/months';
import { formatReais } from '~/lib/format/money';
import { useApiClient } from '~/lib/api-client-context';
import { confirmPayroll, fetchPayrollEntries, payrollKeys } from '../simples-guide-api';
import { useMonthChange, type MonthPartProps } from './month-part';

/** The payroll months the company sent (not in the Fator R yet), each to confirm with one click. */
export function SubmittedPayroll({ companyId, month, onChanged }: MonthPartProps) {
  const client = useApiClient();
  const entries = useQuery({
    queryKey: payrollKeys.entries(companyId, month),
    queryFn: ({ signal }) => fetchPayrollEntries(client, companyId, month, signal),
  });
  const { error, run } = useMonthChange(onChanged, 'Não foi possível confirmar. Tente de novo.');
  const submitted = (entries.data ?? []).filter((entry) => entry.status === 'submitted');
  if (submitted.length === 0) return null;
  const confirm = (entryMonth: string) => run(() => confirmPayroll(client, companyId, entryMonth));
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Folha enviada pela empresa, aguardando confirmação</h4>
      <ul className="grid gap-2 text-sm" aria-label="Folhas enviadas pela empresa">
        {submitted.map((entry) => (
          <li
            key={entry.month}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
          >
            <span>
              {formatMonthLong(entry.month)}: pró-labore {formatReais(entry.proLabore)}, salários{' '}
              {formatReais(entry.salaries)}, encargos {formatReais(entry.charges)}
              <span className="text-muted-foreground"> · {entry.enteredBy?.name ?? 'conta removida'}</span>
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => void confirm(entry.month)}>
              Confirmar folha de {formatMonthLong(entry.month)}
            </Button>
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
