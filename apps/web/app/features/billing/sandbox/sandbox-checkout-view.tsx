import { Form, Link, useNavigation } from 'react-router';
import { CircleCheck, CircleX, FlaskConical } from 'lucide-react';
import type { SandboxCheckoutSession } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { PRODUCT_NAME } from '~/lib/site';
import { formatBrl } from '~/lib/format/money';
import { sandboxReturnUrl } from './sandbox-return-url';

export const SANDBOX_NOTICE = 'Ambiente de testes — nenhum valor é cobrado';

/** The development payment page: a person pays or makes the payment fail, then goes back. */
export function SandboxCheckoutView({ session, error }: { session: SandboxCheckoutSession; error: string | null }) {
  const navigation = useNavigation();
  const pendingIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const isOpen = session.status === 'open';

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-10 sm:px-6">
      <main id="conteudo" className="grid w-full max-w-md gap-6">
        <Link to="/" className="mx-auto w-fit rounded-sm text-lg font-semibold tracking-tight text-primary">
          {PRODUCT_NAME}
        </Link>
        <div className="grid gap-6 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm">
          <p
            role="note"
            className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
          >
            <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
            {SANDBOX_NOTICE}
          </p>
          <div className="grid gap-1">
            <h1 className="text-xl font-semibold tracking-tight">
              {isOpen
                ? 'Pagamento da assinatura'
                : session.status === 'paid'
                  ? 'Pagamento aprovado'
                  : 'Pagamento recusado'}
            </h1>
            <p className="text-sm text-muted-foreground">
              {isOpen
                ? 'Escolha o que acontece com este pagamento.'
                : 'Este pagamento já foi concluído e não pode ser alterado.'}
            </p>
          </div>
          <dl className="grid gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Empresa</dt>
              <dd className="text-right font-medium break-words">{session.companyName}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Plano</dt>
              <dd className="text-right font-medium">{session.planName}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
              <dt className="text-muted-foreground">Valor</dt>
              <dd className="text-xl font-semibold tabular-nums">{formatBrl(session.amountCents)}</dd>
            </div>
          </dl>
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          {isOpen ? (
            <Form method="post" className="grid gap-3 sm:grid-cols-2">
              <button
                type="submit"
                name="intent"
                value="pay"
                disabled={!!pendingIntent}
                aria-busy={pendingIntent === 'pay' || undefined}
                className={buttonVariants({ size: 'lg' })}
              >
                {pendingIntent === 'pay' ? 'Pagando…' : 'Pagar'}
              </button>
              <button
                type="submit"
                name="intent"
                value="fail"
                disabled={!!pendingIntent}
                aria-busy={pendingIntent === 'fail' || undefined}
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                {pendingIntent === 'fail' ? 'Simulando…' : 'Simular falha'}
              </button>
            </Form>
          ) : (
            <div className="grid gap-4">
              <p className="flex items-center gap-2 text-sm font-medium">
                {session.status === 'paid' ? (
                  <CircleCheck className="size-5 text-success" aria-hidden="true" />
                ) : (
                  <CircleX className="size-5 text-destructive" aria-hidden="true" />
                )}
                {session.status === 'paid' ? 'O pagamento foi aprovado.' : 'O pagamento foi recusado (simulação).'}
              </p>
              <a
                href={sandboxReturnUrl(session.returnUrl, session.status === 'paid' ? 'paid' : 'failed')}
                className={buttonVariants({ size: 'lg' })}
              >
                Voltar para a {PRODUCT_NAME}
              </a>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
