// No runtime import of the contracts here: the public pages format prices and stay free of zod.

/**
 * The one money formatter of the web (Intl, pt-BR). Every amount on every screen goes
 * through it, so a negative amount always carries the same single sign, Intl's "-"
 * ("-R$ 5,00", never "R$ -5,00" or "−R$ 5,00"), and a currency other than the real shows
 * its own symbol ("US$ 10,00", "CA$ 3,50").
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, options: { signed?: boolean; compact?: boolean } = {}): Intl.NumberFormat {
  const key = `${currency}|${options.signed ? 's' : ''}|${options.compact ? 'c' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency,
      ...(options.signed ? { signDisplay: 'exceptZero' as const } : {}),
      ...(options.compact ? { notation: 'compact' as const, minimumFractionDigits: 0, maximumFractionDigits: 1 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** A currency code Intl can format ("USD"), else the real (a file's odd CURDEF never breaks a screen). */
function knownCurrency(currency: string | undefined): string {
  if (!currency || currency === 'BRL') return 'BRL';
  try {
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    return currency;
  } catch {
    return 'BRL';
  }
}

/**
 * 8990 -> "R$ 89,90" (Intl puts a no-break space after "R$", so the amount never wraps away);
 * negative amounts carry Intl's one sign: -500 -> "-R$ 5,00". The one BRL formatter of the app.
 */
export function formatBrl(cents: number): string {
  return moneyFormat('BRL').format(cents / 100);
}

/** Reais (money on the wire, decision 019) -> "R$ 1.234,56" (negative: "-R$ 59,90"). */
export function formatReais(value: number): string {
  return formatBrl(Math.round(value * 100));
}

/** 89.9 -> "R$ 89,90/mês": a plan's monthly price, in reais as the API sends it. */
export function formatMonthlyPrice(reais: number): string {
  return `${formatReais(reais)}/mês`;
}

/**
 * An amount in its currency (ISO 4217, the real by default): 10 "USD" -> "US$ 10,00".
 * `signed`: "+" for money in, the same "-" for money out, none for zero.
 */
export function formatMoney(value: number, currency = 'BRL', options: { signed?: boolean } = {}): string {
  return moneyFormat(knownCurrency(currency), options).format(Math.round(value * 100) / 100);
}

/** Reais -> "R$ 12,5 mil", "R$ 1,2 mi": a chart's value axis, where room is short. */
export function formatCompactBrl(value: number): string {
  return moneyFormat('BRL', { compact: true }).format(value);
}
