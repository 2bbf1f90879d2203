import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Check, FolderOpen, SearchX } from 'lucide-react';
import type { CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { cn } from '~/lib/cn';
import { DOCUMENTS_PAGE_SIZE } from '../api/documents-api';
import { useDocuments } from '../api/use-documents';
import { LIST_GROUPS, listGroupLabels, typesOfGroups } from '../document-status';
import {
  NO_DOCUMENT_FILTERS,
  readDocumentsFilters,
  toggleGroup,
  writeDocumentsFilters,
  type DocumentsFilters,
} from '../documents-filters';
import { DocumentsTable } from './documents-table';

/** Everything delivered and sent but the company's own documents: type chips, pages of 10. */
export function DocumentsSection({
  companyId,
  onPreview,
}: {
  companyId: string;
  onPreview: (document: CompanyDocument) => void;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readDocumentsFilters(params);
  const documents = useDocuments(companyId, {
    types: typesOfGroups(filters.groups),
    limit: DOCUMENTS_PAGE_SIZE,
    offset: filters.offset,
  });
  // The URL last asked for, ahead of the navigation: two quick clicks on chips both count.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const change = (next: (current: DocumentsFilters) => DocumentsFilters) => {
    const written = writeDocumentsFilters(latest.current, next(readDocumentsFilters(latest.current)));
    latest.current = written;
    setParams(written, { preventScrollReset: true });
  };

  return (
    <section aria-labelledby="documentos-titulo" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="documentos-titulo" className="text-xl font-semibold tracking-tight">
          Todos os documentos
        </h2>
        <p className="text-sm text-muted-foreground">
          Guias, notas fiscais, comprovantes, extratos e o que mais a contabilidade e a sua empresa enviaram.
        </p>
      </div>
      <div role="group" aria-label="Filtrar por tipo" className="flex flex-wrap gap-2">
        <Chip pressed={filters.groups.length === 0} onClick={() => change(() => NO_DOCUMENT_FILTERS)}>
          Todos
        </Chip>
        {LIST_GROUPS.map((group) => (
          <Chip
            key={group}
            pressed={filters.groups.includes(group)}
            onClick={() => change((current) => toggleGroup(current, group))}
          >
            {listGroupLabels[group]}
          </Chip>
        ))}
      </div>
      <QueryStates
        query={documents}
        loading={<ListSkeleton rows={4} label="Carregando os documentos…" />}
        empty={
          filters.groups.length > 0 ? (
            <EmptyState icon={SearchX} title="Nenhum documento desses tipos" headingLevel="h3">
              <p>Escolha outros tipos ou veja todos os documentos.</p>
              <div>
                <Button variant="outline" onClick={() => change(() => NO_DOCUMENT_FILTERS)}>
                  Ver todos os documentos
                </Button>
              </div>
            </EmptyState>
          ) : (
            <EmptyState icon={FolderOpen} title="Nenhum documento ainda" headingLevel="h3">
              <p>
                As guias, as notas fiscais emitidas e o que nossos contadores prepararem aparecem aqui. Você também pode
                enviar comprovantes e extratos logo abaixo.
              </p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={documents.isFetching || undefined}>
            <DocumentsTable companyId={companyId} documents={data.items} caption="Documentos" onPreview={onPreview} />
            <ListPagination
              page={data}
              noun="documentos"
              onChange={(offset) => change((current) => ({ ...current, offset }))}
            />
          </div>
        )}
      </QueryStates>
    </section>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary-soft text-primary'
          : 'border-input bg-surface text-foreground hover:bg-muted',
      )}
    >
      {pressed && <Check className="size-4" aria-hidden="true" />}
      {children}
    </button>
  );
}
