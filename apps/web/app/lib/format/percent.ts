const percentFormats = new Map<number, Intl.NumberFormat>();

/** A fraction -> "6,12%" with exactly `fractionDigits` decimals (0.0612, 2). */
export function formatPercent(fraction: number, fractionDigits = 2): string {
  let format = percentFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      style: 'percent',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    percentFormats.set(fractionDigits, format);
  }
  return format.format(fraction);
}

/** Basis points -> "11,20%" (1120): the Simples tables' nominal rates. */
export function formatBps(bps: number): string {
  return formatPercent(bps / 10_000);
}
