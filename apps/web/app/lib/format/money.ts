const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 8990 -> "R$ 89,90" (Intl puts a no-break space after "R$", so the amount never wraps away). */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100);
}

/** "R$ 89,90/mês": a plan's monthly price. */
export function formatMonthlyPrice(cents: number): string {
  return `${formatBrl(cents)}/mês`;
}
