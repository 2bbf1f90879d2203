import { useEffect, useState } from 'react';
import { CalendarSync, Plus } from 'lucide-react';
import { toCents, type NfsSchedule } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { SCHEDULES_PAGE_SIZE } from '../api/schedules-api';
import { useDeleteSchedule, useSaveSchedule, useSchedules } from '../api/use-invoices';
import { scheduleWithActive } from '../invoice-form';
import { ScheduleForm } from './schedule-form';
import { SchedulesList } from './schedules-list';
import { NextScheduledRequests } from './next-scheduled-requests';

/** What the sheet holds: closed, a new schedule, or one being edited. */
type Editing = { schedule: NfsSchedule | null } | null;

/** "Notas recorrentes": notes asked for every month on the same day, created, edited, paused and deleted here. */
export function SchedulesSection({ companyId }: { companyId: string }) {
  const [offset, setOffset] = useState(0);
  const schedules = useSchedules(companyId, offset);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NfsSchedule | null>(null);
  const toggle = useSaveSchedule(companyId);
  const remove = useDeleteSchedule(companyId);
  // The last one of a page was deleted: back to the page before.
  const pageEmptied = !!schedules.data && schedules.data.items.length === 0 && offset > 0;
  useEffect(() => {
    if (pageEmptied) setOffset((current) => Math.max(0, current - SCHEDULES_PAGE_SIZE));
  }, [pageEmptied]);

  const onToggle = (schedule: NfsSchedule) =>
    toggle.mutate(
      { id: schedule.id, input: scheduleWithActive(schedule, !schedule.active) },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.active ? 'Nota recorrente retomada.' : 'Nota recorrente pausada.',
            saved.active ? {} : { description: 'Nenhum pedido será feito até você retomá-la.' },
          ),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section aria-labelledby="recorrentes-titulo" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="recorrentes-titulo" className="text-xl font-semibold tracking-tight">
            Notas recorrentes
          </h2>
          <p className="text-sm text-muted-foreground">
            Para o cliente que paga todo mês: o pedido da nota é feito sozinho no dia escolhido.
          </p>
        </div>
        <Button className="w-full sm:w-auto" onClick={() => setEditing({ schedule: null })}>
          <Plus aria-hidden="true" />
          Nova nota recorrente
        </Button>
      </div>

      <NextScheduledRequests companyId={companyId} />

      <QueryStates
        query={schedules}
        loading={<ListSkeleton rows={2} label="Carregando as notas recorrentes…" />}
        empty={
          <EmptyState icon={CalendarSync} title="Nenhuma nota recorrente" headingLevel="h3">
            <p>
              Tem um cliente que paga o mesmo valor todo mês? Crie uma nota recorrente e o pedido é feito sozinho, no
              dia do mês que você escolher (de 1 a 12).
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={schedules.isFetching || undefined}>
            <SchedulesList
              schedules={data.items}
              busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
              onEdit={(schedule) => setEditing({ schedule })}
              onToggle={onToggle}
              onDelete={setDeleting}
            />
            <ListPagination page={data} noun="notas recorrentes" onChange={setOffset} />
          </div>
        )}
      </QueryStates>

      <Sheet open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <SheetContent side="right" closeLabel="Fechar" className="w-[min(40rem,100vw)] gap-6 p-5 sm:p-6">
          <SheetTitle className="text-lg">
            {editing?.schedule ? 'Editar nota recorrente' : 'Nova nota recorrente'}
          </SheetTitle>
          <SheetDescription>
            O pedido é feito todo mês no dia escolhido, com a data de competência do dia. Nossos contadores emitem a
            nota como nos pedidos avulsos.
          </SheetDescription>
          {editing && (
            <ScheduleForm
              companyId={companyId}
              schedule={editing.schedule}
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                toast.success(
                  editing.schedule ? 'Nota recorrente salva.' : 'Nota recorrente criada.',
                  saved.nextRunOn ? { description: `Próximo pedido em ${formatDate(saved.nextRunOn)}.` } : {},
                );
                setEditing(null);
              }}
            />
          )}
        </SheetContent>
      </Sheet>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Excluir esta nota recorrente?"
        description={
          deleting
            ? `Os pedidos mensais para ${deleting.taker.name}, de ${formatBrl(toCents(deleting.totalValue))}, deixam de ser feitos. Os pedidos já feitos continuam na lista.`
            : ''
        }
        confirmLabel="Excluir"
        busyLabel="Excluindo…"
        isBusy={remove.isPending}
        error={remove.error?.message ?? null}
        tone="destructive"
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success('Nota recorrente excluída.');
            },
          })
        }
      />
    </section>
  );
}
