import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  companyStatusLabels,
  companyStatusTransitions,
  type Company,
  type CompanyStatus,
  type TrackId,
} from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { adminCompaniesKeys, changeCompanyStatus } from '../api/admin-companies-api';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

/** What each move means, said in the confirmation. */
const TRANSITION_NOTES: Partial<Record<CompanyStatus, string>> = {
  awaiting_opening: 'A empresa passa a aguardar o registro na Junta Comercial.',
  opening: 'O registro da empresa começou.',
  migrating: 'A troca de contador começa.',
  active: 'A empresa passa a usar o aplicativo normalmente.',
  overdue: 'A empresa continua entrando, com um aviso de pagamento em atraso em todas as páginas.',
  disabled: 'Ninguém da empresa consegue mais usar o aplicativo até que ela seja reativada.',
};

/** Statuses that belong to one track: an opening never goes "Em migração", and the other way round. */
const TRACK_ONLY: Partial<Record<CompanyStatus, TrackId>> = {
  awaiting_opening: 'create-company',
  opening: 'create-company',
  migrating: 'migrate-company',
};

/** The legal moves from the company's status (contracts' state machine) that fit its track. */
export function statusesToOffer(company: Pick<Company, 'status' | 'trackId'>): CompanyStatus[] {
  return companyStatusTransitions[company.status].filter((status) => {
    const track = TRACK_ONLY[status];
    return !track || !company.trackId || track === company.trackId;
  });
}

/** The statuses the company can move to (contracts' state machine), each behind a confirmation. */
export function CompanyStatusActions({ company }: { company: Company }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<CompanyStatus | null>(null);
  const change = useMutation({
    mutationFn: (status: CompanyStatus) => changeCompanyStatus(client, company.id, status),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminCompaniesKeys.company(company.id), updated);
      setTarget(null);
      toast.success(`Status alterado para "${companyStatusLabels[updated.status]}".`);
      await queryClient.invalidateQueries({ queryKey: adminCompaniesKeys.all });
    },
  });
  const transitions = statusesToOffer(company);

  if (transitions.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">Mudar para:</p>
      <div className="flex flex-wrap gap-2">
        {transitions.map((status) => (
          <Button
            key={status}
            variant="outline"
            size="sm"
            className={status === 'disabled' ? 'text-destructive' : undefined}
            onClick={() => {
              change.reset();
              setTarget(status);
            }}
          >
            {companyStatusLabels[status]}
          </Button>
        ))}
      </div>
      {target && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setTarget(null)}
          title={`Mudar o status para "${companyStatusLabels[target]}"?`}
          description={
            <>
              {company.alias || company.name} está como &quot;{companyStatusLabels[company.status]}&quot;.{' '}
              {TRANSITION_NOTES[target]}
            </>
          }
          confirmLabel="Mudar status"
          busyLabel="Mudando…"
          isBusy={change.isPending}
          error={change.error?.message ?? null}
          onConfirm={() => change.mutate(target)}
          tone={target === 'disabled' ? 'destructive' : 'primary'}
        />
      )}
    </div>
  );
}
