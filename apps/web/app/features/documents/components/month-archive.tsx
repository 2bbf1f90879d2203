import { useId, useState } from 'react';
import { FileArchive } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { documentsArchiveHref } from '../api/documents-api';
import { brasiliaToday } from '~/lib/brasilia-today';
import { competenceLongLabel, previousCompetence, recentCompetences } from '../document-status';

/** "Baixar tudo do mês": every document of a month as one ZIP, the accountants' monthly package. */
export function MonthArchive({ companyId }: { companyId: string }) {
  const id = useId();
  const today = brasiliaToday();
  const [competence, setCompetence] = useState(() => previousCompetence(today));
  const months = recentCompetences(today);

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="grid content-start gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold tracking-tight">
          Baixar tudo do mês
        </h2>
        <p className="text-sm text-muted-foreground">
          Guias, notas, comprovantes e extratos de um mês num único arquivo ZIP, para guardar ou repassar.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id}>Mês</Label>
        <Select value={competence} onValueChange={setCompetence}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {months.map((month) => (
              <SelectItem key={month} value={month}>
                <SelectItemText>{competenceLongLabel(month)}</SelectItemText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div>
        <a
          href={documentsArchiveHref(companyId, competence)}
          download
          className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
        >
          <FileArchive aria-hidden="true" />
          Baixar ZIP de {competenceLongLabel(competence)}
        </a>
      </div>
    </section>
  );
}
