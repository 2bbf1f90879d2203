import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, Check, Inbox, X } from 'lucide-react';
import {
  partnerEnrolmentStatusLabels,
  partnerMessages,
  type PartnerEnrolment,
  type PartnerEnrolmentStatus,
  type PartnerProgram,
} from '@contabil/contracts';
import { z } from 'zod';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ReasonDialog } from '~/components/reason-dialog';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { enrolmentStatusTones } from '../partner-paths';
import { decideEnrolment, fetchEnrolments, fetchPartners, partnersKeys } from '../partners-api';

const declineSchema = z.object({ reason: z.string().trim().min(1, partnerMessages.reasonRequired).max(500) });

/** The enrolments companies sent to one partner: the data sent, accept, or decline with a reason. */
export function PartnerEnrolmentsPage({ slug }: { slug: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PartnerEnrolmentStatus | null>('sent');
  const [offset, setOffset] = useState(0);
  const [declining, setDeclining] = useState<PartnerEnrolment | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);
  const partners = useQuery({ queryKey: partnersKeys.list, queryFn: ({ signal }) => fetchPartners(client, signal) });
  const partner = partners.data?.find((candidate) => candidate.slug === slug);
  const enrolments = useQuery({
    queryKey: partnersKeys.enrolments(slug, status, offset),
    queryFn: ({ signal }) => fetchEnrolments(client, slug, { status, offset }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['partners', 'enrolments', slug] });

  const accept = async (enrolment: PartnerEnrolment) => {
    setAccepting(enrolment.id);
    try {
      await decideEnrolment(client, enrolment.id, { status: 'accepted' });
      toast.success(`Adesão de ${enrolment.companyName} aceita.`);
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível aceitar. Tente novamente.');
    } finally {
      setAccepting(null);
    }
  };

  return (
    <div className="grid gap-6">
      <Link
        to="/app/admin/partners"
        className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Parceiros
      </Link>
      <PageHeader
        title={`Adesões: ${partner?.name ?? slug}`}
        description="O que cada empresa enviou, e a resposta do parceiro."
      />
      <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:max-w-xs">
        <FilterSelect
          label="Situação"
          value={status}
          options={partnerEnrolmentStatusLabels}
          allLabel="Todas"
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
        />
      </div>
      <QueryStates
        query={enrolments}
        loading={<ListSkeleton rows={3} label="Carregando adesões…" />}
        keepDataOnError
        empty={
          <EmptyState icon={Inbox} title="Nenhuma adesão aqui">
            <p>{status ? 'Nenhuma adesão nesta situação.' : 'As adesões das empresas aparecem aqui.'}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4" aria-busy={enrolments.isFetching || undefined}>
            <ul className="grid gap-3" aria-label="Adesões">
              {data.items.map((enrolment) => (
                <EnrolmentItem
                  key={enrolment.id}
                  enrolment={enrolment}
                  partner={partner}
                  isAccepting={accepting === enrolment.id}
                  onAccept={() => void accept(enrolment)}
                  onDecline={() => setDeclining(enrolment)}
                />
              ))}
            </ul>
            <ListPagination page={data} noun="adesões" onChange={setOffset} />
          </div>
        )}
      </QueryStates>
      {declining && (
        <ReasonDialog
          title={`Recusar a adesão de ${declining.companyName}?`}
          description="A empresa vê o motivo na página do parceiro e pode enviar de novo."
          formLabel="Recusar adesão"
          hint="Diga o que falta ou o que impede a adesão."
          submitLabel="Recusar adesão"
          schema={declineSchema}
          onClose={() => setDeclining(null)}
          onSubmit={async ({ reason }) => {
            await decideEnrolment(client, declining.id, { status: 'declined', reason });
            toast.success(`Adesão de ${declining.companyName} recusada.`);
            setDeclining(null);
            await refresh();
          }}
        />
      )}
    </div>
  );
}

function EnrolmentItem({
  enrolment,
  partner,
  isAccepting,
  onAccept,
  onDecline,
}: {
  enrolment: PartnerEnrolment;
  partner: PartnerProgram | undefined;
  isAccepting: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  // In the order of the partner's form (the stored object does not keep it); keys no longer in the form last.
  const known = (partner?.fields ?? []).filter((field) => field.key in enrolment.data);
  const rows = [
    ...known.map((field) => ({ key: field.key, label: field.label })),
    ...Object.keys(enrolment.data)
      .filter((key) => !known.some((field) => field.key === key))
      .map((key) => ({ key, label: key })),
  ];
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-semibold break-words">{enrolment.companyName}</h2>
          <p className="text-xs text-muted-foreground">
            Enviada em {formatDate(enrolment.createdAt)} por {enrolment.submittedBy}
          </p>
        </div>
        <Badge tone={enrolmentStatusTones[enrolment.status]}>{partnerEnrolmentStatusLabels[enrolment.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(({ key, label }) => (
          <div key={key} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{enrolment.data[key]}</dd>
          </div>
        ))}
      </dl>
      {enrolment.statusReason && <p className="text-sm">Motivo da recusa: {enrolment.statusReason}</p>}
      {enrolment.status === 'sent' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onAccept} disabled={isAccepting} aria-busy={isAccepting || undefined}>
            <Check aria-hidden="true" />
            {isAccepting ? 'Aceitando…' : 'Aceitar'}
          </Button>
          <Button size="sm" variant="outline" onClick={onDecline}>
            <X aria-hidden="true" />
            Recusar
          </Button>
        </div>
      )}
    </li>
  );
}
