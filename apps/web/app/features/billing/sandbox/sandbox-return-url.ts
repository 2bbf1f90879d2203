export type SandboxOutcome = 'paid' | 'failed';

/**
 * Where the sandbox checkout sends the person: the session's returnUrl, saying how it
 * went as the billing page expects it (`pagamento=sucesso|cancelado`).
 */
export function sandboxReturnUrl(returnUrl: string, outcome: SandboxOutcome): string {
  const url = new URL(returnUrl);
  url.searchParams.set('pagamento', outcome === 'paid' ? 'sucesso' : 'cancelado');
  return url.href;
}
