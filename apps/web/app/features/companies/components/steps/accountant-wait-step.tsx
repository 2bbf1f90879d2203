import { Hourglass, RefreshCw } from 'lucide-react';
import type { StepId, TrackId } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { useTrackQuery } from '../../api/use-track-query';
import type { StepProps } from './step-props';

interface WaitCopy {
  title: string;
  intro: string;
  next: string[];
}

function waitCopy(stepId: StepId, trackId: TrackId): WaitCopy {
  if (stepId === 'awaiting-guide') {
    return {
      title: 'Nosso contador está preparando a guia de registro',
      intro: 'Recebemos o pagamento da assinatura e os dados da sua empresa. Agora é com a gente.',
      next: [
        'Conferimos os dados e fazemos o pedido de registro na Junta Comercial do seu estado.',
        'A Junta emite a guia da taxa de registro, e ela aparece aqui, com o valor, o vencimento e a linha digitável.',
        'Você paga a guia e envia o comprovante por esta mesma página.',
      ],
    };
  }
  if (trackId === 'create-company') {
    return {
      title: 'Estamos registrando a sua empresa',
      intro: 'Recebemos o comprovante da guia. Agora o pedido segue nos órgãos públicos.',
      next: [
        'A Junta Comercial analisa e registra o contrato social.',
        'A Receita Federal emite o CNPJ e a prefeitura, a inscrição municipal.',
        'Quando tudo estiver pronto, o CNPJ, a razão social, a data de abertura e a inscrição municipal aparecem aqui.',
      ],
    };
  }
  return {
    title: 'Estamos fazendo a troca de contador',
    intro: 'Recebemos o pagamento da assinatura e os dados da sua empresa. Agora é com a gente.',
    next: [
      'Falamos com o seu contador atual para receber os documentos e o histórico da empresa.',
      'Conferimos os cadastros da empresa na Receita Federal, no estado e na prefeitura.',
      'Quando tudo estiver conferido, os dados da empresa aparecem aqui e a sua conta é liberada.',
    ],
  };
}

/** A step our accountants complete: what is happening, what comes next, and a way to check again. */
export function AccountantWaitStep({ companyId, trackId, stepId }: StepProps & { stepId: StepId }) {
  const copy = waitCopy(stepId, trackId);
  const track = useTrackQuery(companyId);
  return (
    <section
      aria-labelledby="accountant-wait-title"
      className="grid gap-5 rounded-lg border border-border bg-surface p-5 sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Hourglass className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h3 id="accountant-wait-title" className="text-lg font-semibold text-balance">
            {copy.title}
          </h3>
          <p className="text-muted-foreground">{copy.intro}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">O que acontece agora</h4>
        <ol className="grid gap-3">
          {copy.next.map((item, index) => (
            <li key={item} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full border border-border text-xs font-semibold"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{item}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="text-sm text-muted-foreground">
        Você não precisa fazer nada por enquanto. Pode fechar esta página: ao voltar, ela mostra onde o pedido está.
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => void track.refetch()}
        disabled={track.isFetching}
        aria-busy={track.isFetching || undefined}
      >
        <RefreshCw
          className={track.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined}
          aria-hidden="true"
        />
        {track.isFetching ? 'Atualizando…' : 'Atualizar'}
      </Button>
    </section>
  );
}
