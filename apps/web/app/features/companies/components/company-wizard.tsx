import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Building2 } from 'lucide-react';
import type { StepId, Track, TrackId } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { toast } from '~/platform/toast';
import { chooseContextCompanyId, wizardPathFor } from '~/session/company-requirements';
import { useSession } from '~/session/use-session';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { changeTrack, trackQueryKey } from '../api/track-api';
import { storeTrackInSession } from '../api/use-save-step';
import { useTrackQuery } from '../api/use-track-query';
import { stepCopy } from '../step-copy';
import { previousEditableIndex, wizardState } from '../wizard-state';
import { AccountantWaitStep } from './steps/accountant-wait-step';
import { FiscalAddressStep } from './steps/fiscal-address-step';
import { MigrateAccountantStep } from './steps/migrate-accountant-step';
import { PartnersStep } from './steps/partners-step';
import { PreRegistrationStep } from './steps/pre-registration-step';
import type { StepProps } from './steps/step-props';
import { PAYMENT_RETURN_PARAM, SubscriptionStep } from './steps/subscription-step';
import { UploadGuideReceiptStep } from './steps/upload-guide-receipt-step';
import { StepFrame } from './step-frame';
import { PANEL_PATH, TrackResult } from './track-result';

const TRACK_NAMES: Record<TrackId, string> = {
  'create-company': 'abertura da empresa',
  'migrate-company': 'troca de contador',
};

/**
 * A company's wizard: the step comes from the API's track (a reload returns to it), one
 * screen per step in the contracts' order, "Voltar" to earlier steps while they can
 * still be changed, and the result once the track is done.
 */
export function CompanyWizard({ trackId }: { trackId: TrackId }) {
  const session = useSession();
  const companyId = chooseContextCompanyId(session);
  const trackQuery = useTrackQuery(companyId);

  if (!companyId) {
    return (
      <EmptyState icon={Building2} title="Nenhuma empresa na sua conta">
        <p>
          Ainda não encontramos uma empresa ligada à sua conta. Se você acabou de se cadastrar, saia e entre de novo; se
          o problema continuar, fale com o nosso time.
        </p>
      </EmptyState>
    );
  }
  if (trackQuery.isPending) return <WizardSkeleton />;
  if (trackQuery.isError) {
    return (
      <Alert tone="error">
        <p>{trackQuery.error.message || 'Não foi possível carregar as etapas.'}</p>
        <Button variant="link" onClick={() => void trackQuery.refetch()}>
          Tentar de novo
        </Button>
      </Alert>
    );
  }
  const track = trackQuery.data;
  if (track.trackId !== trackId) {
    return <OtherTrackNotice companyId={companyId} wizardTrack={trackId} companyTrack={track.trackId} />;
  }
  return <WizardSteps companyId={companyId} trackId={trackId} track={track} />;
}

function WizardSteps({ companyId, trackId, track }: { companyId: string; trackId: TrackId; track: Track }) {
  const state = wizardState(trackId, track);
  // null: the track's current step. A number: an earlier step opened with "Voltar".
  const [viewed, setViewed] = useState<number | null>(null);
  const hasMoved = useRef(false);
  const [params, setParams] = useSearchParams();

  // Keep the cookies' copy of the track up to date (guards, next page load).
  const trackKey = JSON.stringify(track.steps.map(({ stepId, status }) => [stepId, status]));
  useEffect(() => {
    storeTrackInSession(track);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a status changes: `track` is a new object on every fetch
  }, [trackKey]);

  // Back from the payment page, once the payment is confirmed: say so and tidy the address.
  const subscriptionDone = track.steps.some((step) => step.stepId === 'subscription' && step.status === 'done');
  useEffect(() => {
    if (!params.has(PAYMENT_RETURN_PARAM) || !subscriptionDone) return;
    toast.success('Pagamento confirmado. Obrigado!');
    const next = new URLSearchParams(params);
    next.delete(PAYMENT_RETURN_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams, subscriptionDone]);

  if (state.isDone) return <TrackResult companyId={companyId} trackId={trackId} track={track} />;

  const index = viewed !== null && viewed < state.currentIndex ? viewed : state.currentIndex;
  const step = state.steps[index]!;
  const backIndex = previousEditableIndex(state.steps, index);
  const goTo = (target: number | null) => {
    hasMoved.current = true;
    setViewed(target);
    window.scrollTo({ top: 0 });
  };

  const props: StepProps = {
    companyId,
    trackId,
    track,
    onSaved: (saved) => {
      const next = wizardState(trackId, saved);
      // After changing an earlier step, the one after it; else wherever the track now is.
      goTo(!next.isDone && index + 1 < next.currentIndex ? index + 1 : null);
    },
    onBack: backIndex >= 0 ? () => goTo(backIndex) : undefined,
  };
  const copy = stepCopy(step.stepId, trackId);

  return (
    <StepFrame
      key={step.stepId}
      position={`Etapa ${index + 1} de ${state.steps.length}`}
      title={copy.title}
      description={copy.description}
      focusOnMount={hasMoved.current}
    >
      <StepScreen stepId={step.stepId} {...props} />
    </StepFrame>
  );
}

function StepScreen({ stepId, ...props }: StepProps & { stepId: StepId }) {
  switch (stepId) {
    case 'partner-registration':
    case 'partner-registration-basic':
      return <PartnersStep {...props} />;
    case 'pre-registration':
      return <PreRegistrationStep {...props} />;
    case 'select-fiscal-address':
      return <FiscalAddressStep {...props} />;
    case 'migrate-accountant':
      return <MigrateAccountantStep {...props} />;
    case 'subscription':
      return <SubscriptionStep {...props} />;
    case 'upload-guide-receipt':
      return <UploadGuideReceiptStep {...props} />;
    case 'awaiting-guide':
    case 'download-company-info':
      return <AccountantWaitStep {...props} stepId={stepId} />;
  }
}

function OtherTrackNotice({
  companyId,
  wizardTrack,
  companyTrack,
}: {
  companyId: string;
  wizardTrack: TrackId;
  companyTrack: TrackId | null;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => changeTrack(client, companyId, wizardTrack),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackQueryKey(companyId) }),
  });

  if (!companyTrack) {
    return (
      <EmptyState
        icon={Building2}
        title="Sua empresa não tem etapas de cadastro"
        action={{ to: PANEL_PATH, label: 'Ir para o painel' }}
      >
        <p>A sua empresa já está cadastrada conosco: não há nada a preencher por aqui.</p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <EmptyState
        icon={ArrowRightLeft}
        title={`Sua empresa está na ${TRACK_NAMES[companyTrack]}`}
        action={{ to: wizardPathFor(companyTrack), label: `Continuar a ${TRACK_NAMES[companyTrack]}` }}
      >
        <p>
          Este é o caminho da {TRACK_NAMES[wizardTrack]}, mas a sua empresa seguiu pela {TRACK_NAMES[companyTrack]}. As
          etapas dela estão do outro lado.
        </p>
        <p>
          Escolheu o caminho errado? Antes do pagamento da assinatura dá para trocar.{' '}
          <Button
            variant="link"
            onClick={() => change.mutate()}
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? 'Trocando…' : `Mudar para a ${TRACK_NAMES[wizardTrack]}`}
          </Button>
        </p>
      </EmptyState>
      {change.error && (
        <Alert tone="error">
          {change.error instanceof ApiError ? change.error.message : 'Não foi possível trocar agora. Tente novamente.'}
        </Alert>
      )}
    </div>
  );
}

function WizardSkeleton() {
  return (
    <Loading label="Carregando as etapas…" className="grid gap-4">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="mt-4 h-64" />
    </Loading>
  );
}
