import type { SimplesDifference, SimplesFigures } from '@contabil/contracts';

// What a month's inputs would change against its confirmed figures: the totals, RBT12, the
// Fator R annex and each annex's revenue and DAS. Pure; reais on both sides.

const ANNEXES = ['I', 'II', 'III', 'IV', 'V'] as const;

export function simplesDifferences(confirmed: SimplesFigures, current: SimplesFigures): SimplesDifference[] {
  const differences: SimplesDifference[] = [];
  const compare = (label: string, a: number | null, b: number | null) => {
    if (a !== b) differences.push({ label, confirmed: a, current: b });
  };
  compare('Receita do mês', confirmed.periodRevenue, current.periodRevenue);
  compare('RBT12', confirmed.rbt12, current.rbt12);
  compare('Folha de 12 meses (Fator R)', confirmed.fatorR.payroll12, current.fatorR.payroll12);
  for (const annex of ANNEXES) {
    const a = confirmed.annexes.find((row) => row.annex === annex);
    const b = current.annexes.find((row) => row.annex === annex);
    compare(`Receita do Anexo ${annex}`, a?.revenue ?? null, b?.revenue ?? null);
    compare(`DAS do Anexo ${annex}`, a?.das ?? null, b?.das ?? null);
  }
  compare('DAS total', confirmed.totalDas, current.totalDas);
  return differences;
}
