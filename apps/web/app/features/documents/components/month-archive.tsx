import { DetailSection } from '~/components/ui/detail-section';
import { useId, useState } from 'react';
import { FileArchive } from 'lucide-react';
import type { DocumentArchiveMonth } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { buttonVariants } from '~/components/ui/button-variants';
import { Label } from '~/components/ui/label';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { documentsArchiveHref } from '../api/documents-api';
import { useArchiveMonths } from '../api/use-documents';
import { brasiliaToday } from '~/lib/brasilia-today';
import { formatMonthLong } from '~/lib/format/months';
import { recentCompetences } from '../document-status';

const countLabel = (count: number) =>
  count === 0 ? 'sem documentos' : count === 1 ? '1 documento' : `${count} documentos`;

/**
 * The months to offer: the last 24 and every older one that has documents, newest first,
 * each with its count.
 */
export function archiveMonthOptions(
  today: string,
  withDocuments: readonly DocumentArchiveMonth[],
): DocumentArchiveMonth[] {
  const counts = new Map(withDocuments.map((entry) => [entry.month, entry.documents]));
  const months = new Set([...recentCompetences(today), ...counts.keys()]);
  return [...months].sort((a, b) => b.localeCompare(a)).map((month) => ({ month, documents: counts.get(month) ?? 0 }));
}

/** "Baixar tudo do mês": every document of a month as one ZIP, the accountants' monthly package. */
export function MonthArchive({ companyId }: { companyId: string }) {
  const id = useId();
  const months = useArchiveMonths(companyId);

  return (
    <DetailSection
      title="Baixar tudo do mês"
      description="Guias, notas, comprovantes e extratos de um mês num único arquivo ZIP, para guardar ou repassar."
      className="shadow-sm"
    >
      <QueryStates query={months} loading={<ListSkeleton rows={1} label="Carregando os meses com documentos…" />}>
        {(data) => <MonthPicker id={id} companyId={companyId} withDocuments={data} />}
      </QueryStates>
    </DetailSection>
  );
}

function MonthPicker({
  id,
  companyId,
  withDocuments,
}: {
  id: string;
  companyId: string;
  withDocuments: readonly DocumentArchiveMonth[];
}) {
  const options = archiveMonthOptions(brasiliaToday(), withDocuments);
  // The latest month that has documents; the newest month when none has.
  const [competence, setCompetence] = useState(() => withDocuments[0]?.month ?? options[0]?.month ?? '');
  const count = options.find((option) => option.month === competence)?.documents ?? 0;
  const label = formatMonthLong(competence);

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id}>Mês</Label>
        <Select value={competence} onValueChange={setCompetence}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.month} value={option.month}>
                <SelectItemText>
                  {formatMonthLong(option.month)} ({countLabel(option.documents)})
                </SelectItemText>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        {count > 0 ? (
          // No `download` attribute: the API sends the ZIP as an attachment, and a refusal
          // shows as a page instead of being saved as a file.
          <a
            href={documentsArchiveHref(companyId, competence)}
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
          >
            <FileArchive aria-hidden="true" />
            Baixar ZIP de {label}
          </a>
        ) : (
          <>
            <Button variant="outline" disabled className="w-full sm:w-fit" aria-describedby={`${id}-vazio`}>
              <FileArchive aria-hidden="true" />
              Baixar ZIP de {label}
            </Button>
            <p id={`${id}-vazio`} className="text-sm text-muted-foreground">
              {withDocuments.length === 0
                ? 'A empresa ainda não tem documentos para baixar.'
                : `Nenhum documento em ${label}. Escolha um mês com documentos.`}
            </p>
          </>
        )}
      </div>
    </>
  );
}
