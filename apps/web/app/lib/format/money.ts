// No runtime import of the contracts here: the public pages format prices and stay free of zod.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 8990 -> "R$ 89,90" (Intl puts a no-break space after "R$", so the amount never wraps away);
 * negative amounts carry Intl's one sign: -500 -> "-R$ 5,00". The one BRL formatter of the app.
 */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100);
}

/** "R$ 89,90/mês": a plan's monthly price. */
export function formatMonthlyPrice(cents: number): string {
  return `${formatBrl(cents)}/mês`;
}

/** Reais (money on the wire, decision 019) -> "R$ 1.234,56" (negative: "-R$ 59,90"). */
export function formatReais(value: number): string {
  return formatBrl(Math.round(value * 100));
}
