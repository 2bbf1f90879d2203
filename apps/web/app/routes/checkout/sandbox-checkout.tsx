import { data, redirect } from 'react-router';
import {
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

/** "Pagar" or "Simular falha": settles the session on the API, then back to where the person came from. */
export async function action({ request, params }: Route.ActionArgs) {
  const intent = (await request.formData()).get('intent');
  if (intent !== 'pay' && intent !== 'fail') return data({ error: 'Escolha Pagar ou Simular falha.' }, { status: 400 });
  const outcome = intent === 'pay' ? 'paid' : 'failed';
  try {
    const session = (await fetchSandboxSession(params.id, request.signal)) ?? notFound(request);
    await settleSandboxSession(params.id, outcome, request.signal);
    return redirect(sandboxReturnUrl(session.returnUrl, outcome));
  } catch (error) {
    // 409: already paid or failed (another tab): the page shows the result after revalidation.
    if (error instanceof SandboxCheckoutError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function SandboxCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SandboxCheckoutView session={loaderData.session} error={actionData?.error ?? null} />;
}
