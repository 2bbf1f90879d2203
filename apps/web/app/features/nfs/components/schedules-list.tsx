import { CalendarClock, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { formatCnpj, formatCpf, toCents, type NfsSchedule } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';

interface SchedulesListProps {
  schedules: readonly NfsSchedule[];
  /** The schedule whose pause/resume is on its way. */
  busyId: string | null;
  onEdit: (schedule: NfsSchedule) => void;
  onToggle: (schedule: NfsSchedule) => void;
  onDelete: (schedule: NfsSchedule) => void;
}

function scheduleDocument(schedule: NfsSchedule): string {
  if (schedule.cnpj) return `CNPJ ${formatCnpj(schedule.cnpj)}`;
  return schedule.cpf ? `CPF ${formatCpf(schedule.cpf)}` : '';
}

/** The monthly notes as cards: who, how much, which day, the next run, and what can be done. */
export function SchedulesList({ schedules, busyId, onEdit, onToggle, onDelete }: SchedulesListProps) {
  return (
    <ul className="grid gap-3" aria-label="Notas recorrentes">
      {schedules.map((schedule) => {
        const name = schedule.taker.name;
        return (
          <li
            key={schedule.id}
            className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
          >
            <div className="grid min-w-0 gap-3">
              <div className="flex flex-wrap items-start justify-between gap-2 md:justify-start">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{scheduleDocument(schedule)}</span>
                </div>
                <Badge tone={schedule.active ? 'success' : 'neutral'}>{schedule.active ? 'Ativa' : 'Pausada'}</Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">Valor</dt>
                  <dd className="tabular-nums">{formatBrl(toCents(schedule.totalValue))}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">Dia do mês</dt>
                  <dd className="tabular-nums">Todo dia {schedule.dayOfMonth}</dd>
                </div>
                <div className="col-span-2 grid gap-0.5 sm:col-span-1">
                  <dt className="text-xs text-muted-foreground">Próximo pedido</dt>
                  <dd className="flex items-center gap-1 tabular-nums">
                    <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                    {schedule.active && schedule.nextRunOn ? formatDate(schedule.nextRunOn) : 'Nenhum enquanto pausada'}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="flex flex-wrap gap-2 md:justify-end">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(schedule)}
                aria-label={`Editar a nota recorrente de ${name}`}
              >
                <Pencil aria-hidden="true" />
                Editar
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busyId === schedule.id}
                onClick={() => onToggle(schedule)}
                aria-label={`${schedule.active ? 'Pausar' : 'Retomar'} a nota recorrente de ${name}`}
              >
                {schedule.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                {schedule.active ? 'Pausar' : 'Retomar'}
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                onClick={() => onDelete(schedule)}
                aria-label={`Excluir a nota recorrente de ${name}`}
              >
                <Trash2 aria-hidden="true" />
                Excluir
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
