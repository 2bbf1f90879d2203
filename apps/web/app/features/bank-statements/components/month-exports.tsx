import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { bankExportTypeLabels, bankExportTypeSchema, type BankAccount } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { formatMonthLong } from '~/lib/format/months';
import { accountExportHref } from '../api/bank-statements-api';
import { monthsBetween } from '../transactions-filters';

/**
 * A month of the account as a file for the accounting system (txt), a spreadsheet (csv) or
 * OFX: plain links to the web server, which fetches the file with the session's token.
 */
export function MonthExports({
  companyId,
  account,
  initialMonth,
}: {
  companyId: string;
  account: Pick<BankAccount, 'id' | 'firstTransactionOn' | 'lastTransactionOn'>;
  initialMonth: string;
}) {
  const id = useId();
  const months =
    account.firstTransactionOn && account.lastTransactionOn
      ? monthsBetween(account.firstTransactionOn, account.lastTransactionOn)
      : [];
  const [chosen, setChosen] = useState(initialMonth);
  const month = months.includes(chosen) ? chosen : months[0];

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="grid content-start gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id={`${id}-titulo`} className="font-semibold">
        Exportar o mês
      </h2>
      {!month ? (
        <p className="text-sm text-muted-foreground">A conta ainda não tem transações para exportar.</p>
      ) : (
        <>
          <div className="grid gap-2">
            <Label htmlFor={id}>Mês</Label>
            <Select value={month} onValueChange={setChosen}>
              <SelectTrigger id={id}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {months.map((option) => (
                  <SelectItem key={option} value={option}>
                    <SelectItemText>{formatMonthLong(option)}</SelectItemText>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-wrap gap-2">
            {bankExportTypeSchema.options.map((type) => (
              <a
                key={type}
                href={accountExportHref(companyId, account.id, type, month)}
                download
                title={bankExportTypeLabels[type]}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden="true" />
                {type.toUpperCase()}
                <span className="sr-only">
                  : {bankExportTypeLabels[type]} de {formatMonthLong(month)}
                </span>
              </a>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">
            TXT para importar no sistema contábil, CSV para planilhas, OFX para outros programas.
          </p>
        </>
      )}
    </section>
  );
}
