import { data, redirect } from 'react-router';
import {
  chooseSandboxMethod,
  fetchSandboxSession,
  SandboxCheckoutError,
  settleSandboxSession,
} from '~/features/billing/sandbox/sandbox-checkout.server';
import { SandboxCheckoutView } from '~/features/billing/sandbox/sandbox-checkout-view';
import { sandboxReturnUrl } from '~/features/billing/sandbox/sandbox-return-url';
import { notFound } from '~/lib/not-found.server';
import { pageTitle } from '~/lib/page-meta';
import type { Route } from './+types/sandbox-checkout';

export const meta = () => [
  { title: pageTitle('Pagamento (ambiente de testes)') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    return { session: (await fetchSandboxSession(params.id, request.signal)) ?? notFound(request) };
  } catch (error) {
    if (error instanceof SandboxCheckoutError) throw data(error.message, { status: error.status });
    throw error;
  }
}

const METHOD_INTENTS = { 'method-card': 'card', 'method-pix': 'pix', 'method-boleto': 'boleto' } as const;
const OUTCOME_INTENTS = { pay: 'paid', fail: 'failed', expire: 'expired' } as const;

/**
 * A method chosen (card, Pix, boleto): the page shows how to pay it. "Pagar", "Simular
 * falha" or an expiry: settles the session on the API, then back to where the person came from.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const intent = String((await request.formData()).get('intent') ?? '');
  try {
    if (intent in METHOD_INTENTS) {
      await chooseSandboxMethod(params.id, METHOD_INTENTS[intent as keyof typeof METHOD_INTENTS], request.signal);
      return { error: null };
    }
    if (!(intent in OUTCOME_INTENTS)) return data({ error: 'Escolha Pagar ou Simular falha.' }, { status: 400 });
    const outcome = OUTCOME_INTENTS[intent as keyof typeof OUTCOME_INTENTS];
    const session = (await fetchSandboxSession(params.id, request.signal)) ?? notFound(request);
    await settleSandboxSession(params.id, outcome, request.signal);
    return redirect(sandboxReturnUrl(session.returnUrl, outcome === 'paid' ? 'paid' : 'failed'));
  } catch (error) {
    // 409: already paid or failed (another tab): the page shows the result after revalidation.
    if (error instanceof SandboxCheckoutError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function SandboxCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SandboxCheckoutView session={loaderData.session} error={actionData?.error ?? null} />;
}
