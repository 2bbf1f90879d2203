import { useState } from 'react';
import { CheckCircle2, Eye } from 'lucide-react';
import { documentTypeLabels, toCents, type CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { cn } from '~/lib/cn';
import { GUIDES_TO_PAY_QUERY, useDocuments } from '../api/use-documents';
import { previewKind } from '~/lib/files/document-files';
import { brasiliaToday } from '~/lib/brasilia-today';
import { formatCompetence } from '~/lib/format/months';
import { dueHint, dueTone, isOverdue } from '../document-status';
import { DocumentStatusBadge } from './document-status-badge';
import { DownloadButton } from './download-button';
import { MarkPaidDialog } from './mark-paid-dialog';

const HINT_TONES = {
  destructive: 'text-destructive',
  warning: 'text-warning',
  neutral: 'text-muted-foreground',
} as const;

/** The guides the company still has to pay, by due date: what the page asks to act on first. */
export function GuidesSection({
  companyId,
  onPreview,
}: {
  companyId: string;
  onPreview: (document: CompanyDocument) => void;
}) {
  const guides = useDocuments(companyId, GUIDES_TO_PAY_QUERY);
  const [paying, setPaying] = useState<CompanyDocument | null>(null);
  const today = brasiliaToday();

  return (
    <section aria-labelledby="guias-titulo" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="guias-titulo" className="text-xl font-semibold tracking-tight">
          Guias para pagar
        </h2>
        <p className="text-sm text-muted-foreground">
          Os impostos que nossos contadores calcularam. Pague até o vencimento e marque a guia como paga, com o
          comprovante.
        </p>
      </div>
      <QueryStates
        query={guides}
        loading={<ListSkeleton rows={2} label="Carregando as guias…" />}
        empty={
          <EmptyState icon={CheckCircle2} title="Nenhuma guia para pagar" headingLevel="h3">
            <p>Tudo em dia. Quando uma nova guia chegar, avisamos por e-mail e ela aparece aqui.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Guias para pagar">
            {data.items.map((guide) => (
              <GuideCard
                key={guide.id}
                companyId={companyId}
                guide={guide}
                today={today}
                onPreview={() => onPreview(guide)}
                onPay={() => setPaying(guide)}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      <MarkPaidDialog companyId={companyId} guide={paying} onClose={() => setPaying(null)} />
    </section>
  );
}

interface GuideCardProps {
  companyId: string;
  guide: CompanyDocument;
  today: string;
  onPreview: () => void;
  onPay: () => void;
}

function GuideCard({ companyId, guide, today, onPreview, onPay }: GuideCardProps) {
  const overdue = isOverdue(guide, today);
  const headingId = `guia-${guide.id}`;
  const typeLabel = documentTypeLabels[guide.type];
  // The API names a guide "DAS 03/2026" when the accountant gave no title: the heading says that already.
  const defaultTitles = [typeLabel, `${typeLabel} ${formatCompetence(guide.competence ?? '')}`];
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'grid content-start gap-4 rounded-lg border bg-surface p-4 shadow-sm',
        overdue ? 'border-destructive-border' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="font-semibold break-words">
            {typeLabel}
            {guide.competence && (
              <span className="font-normal text-muted-foreground">
                {' '}
                · competência {formatCompetence(guide.competence)}
              </span>
            )}
          </h3>
          {!defaultTitles.includes(guide.title) && (
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{guide.title}</p>
          )}
        </div>
        <DocumentStatusBadge document={guide} />
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Valor</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {guide.amount !== null ? formatBrl(toCents(guide.amount)) : '—'}
          </dd>
        </div>
        {guide.dueDate && (
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">Vencimento</dt>
            <dd className="text-sm">
              <span className="font-medium tabular-nums">{formatDate(guide.dueDate)}</span>{' '}
              <span className={cn('font-medium', HINT_TONES[dueTone(guide.dueDate, today)])}>
                ({dueHint(guide.dueDate, today)})
              </span>
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onPay}>
          <CheckCircle2 aria-hidden="true" />
          Marcar como paga
          <span className="sr-only">: {typeLabel}</span>
        </Button>
        <DownloadButton companyId={companyId} document={guide} />
        {previewKind(guide) && (
          <Button variant="outline" size="sm" onClick={onPreview}>
            <Eye aria-hidden="true" />
            Visualizar
            <span className="sr-only">: {guide.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
