import { Form, Link, useNavigation } from 'react-router';
import { Barcode, CircleCheck, CircleX, CreditCard, FlaskConical, QrCode } from 'lucide-react';
import { cn } from '~/lib/cn';
import { BoletoInstructions, PixInstructions } from '../components/payment-instructions';
import { paymentMethodLabels, type PaymentMethod, type SandboxCheckoutSession } from '@contabil/contracts';
import { buttonVariants } from '~/components/ui/button-variants';
import { PRODUCT_NAME } from '~/lib/site';
import { formatReais } from '~/lib/format/money';
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
                  : session.status === 'expired'
                    ? 'Pagamento expirado'
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
              <dd className="text-xl font-semibold tabular-nums">{formatReais(session.amount)}</dd>
            </div>
            {session.method && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Forma de pagamento</dt>
                <dd className="text-right font-medium">{paymentMethodLabels[session.method]}</dd>
              </div>
            )}
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
            <OpenSession session={session} pendingIntent={typeof pendingIntent === 'string' ? pendingIntent : null} />
          ) : (
            <div className="grid gap-4">
              <p className="flex items-center gap-2 text-sm font-medium">
                {session.status === 'paid' ? (
                  <CircleCheck className="size-5 text-success" aria-hidden="true" />
                ) : (
                  <CircleX className="size-5 text-destructive" aria-hidden="true" />
                )}
                {session.status === 'paid'
                  ? 'O pagamento foi aprovado.'
                  : session.status === 'expired'
                    ? 'O prazo para pagar terminou sem pagamento (simulação).'
                    : 'O pagamento foi recusado (simulação).'}
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

const METHOD_TABS: { method: PaymentMethod; icon: typeof CreditCard }[] = [
  { method: 'card', icon: CreditCard },
  { method: 'pix', icon: QrCode },
  { method: 'boleto', icon: Barcode },
];

/** Where "pagar depois" goes: the page the checkout came from, without an outcome to announce. */
function laterUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.delete('pagamento');
  return url.href;
}

/** An open session: the three ways to pay, and the simulated outcomes of the one chosen (the card by default). */
function OpenSession({ session, pendingIntent }: { session: SandboxCheckoutSession; pendingIntent: string | null }) {
  const method = session.method ?? 'card';
  const busy = !!pendingIntent;
  const submit = (intent: string, label: string, busyLabel: string, variant: 'primary' | 'outline' = 'primary') => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={pendingIntent === intent || undefined}
      className={cn(buttonVariants({ size: 'lg', variant }), 'h-auto min-h-11 py-2 text-center whitespace-normal')}
    >
      {pendingIntent === intent ? busyLabel : label}
    </button>
  );
  return (
    <div className="grid gap-5">
      <Form method="post" className="grid gap-2">
        <p id="forma-de-pagamento" className="text-sm font-medium">
          Como você quer pagar?
        </p>
        <div role="group" aria-labelledby="forma-de-pagamento" className="grid grid-cols-3 gap-2">
          {METHOD_TABS.map(({ method: option, icon: Icon }) => (
            <button
              key={option}
              type="submit"
              name="intent"
              value={`method-${option}`}
              disabled={busy}
              aria-pressed={method === option}
              className={cn(
                'flex min-h-16 flex-col items-center justify-center gap-1 rounded-md border px-2 py-2 text-sm font-medium',
                method === option
                  ? 'border-primary bg-primary/10 text-primary'
                  : 'border-border bg-surface text-foreground hover:bg-muted',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
              {option === 'card' ? 'Cartão' : paymentMethodLabels[option]}
            </button>
          ))}
        </div>
      </Form>
      {method === 'pix' && session.pix && <PixInstructions pix={session.pix} />}
      {method === 'boleto' && session.boleto && <BoletoInstructions boleto={session.boleto} />}
      <Form method="post" className={cn('grid gap-3', method === 'card' && 'sm:grid-cols-2')}>
        {method === 'card' && (
          <>
            {submit('pay', 'Pagar', 'Pagando…')}
            {submit('fail', 'Simular falha', 'Simulando…', 'outline')}
          </>
        )}
        {method === 'pix' && (
          <>
            {submit('pay', 'Simular Pix pago', 'Simulando…')}
            {submit('expire', 'Simular Pix expirado', 'Simulando…', 'outline')}
          </>
        )}
        {method === 'boleto' && (
          <>
            {submit('pay', 'Simular boleto pago dois dias depois', 'Simulando…')}
            {submit('expire', 'Simular boleto vencido', 'Simulando…', 'outline')}
          </>
        )}
      </Form>
      {method !== 'card' && (
        <a href={laterUrl(session.returnUrl)} className={cn(buttonVariants({ variant: 'link' }), 'whitespace-normal')}>
          Pagar depois e voltar para a {PRODUCT_NAME}
        </a>
      )}
    </div>
  );
}
