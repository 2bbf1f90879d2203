import type { Cnae } from '@contabil/contracts';
import { formatReais } from '~/lib/format/money';
import { formatBps } from '~/lib/format/percent';

type TaxRates = Pick<Cnae['taxRates'], 'annex' | 'bands' | 'isOfficial'>;

/**
 * The band's whole revenue range, for screen readers and the row's title ("De R$ 180.000,01
 * a R$ 360.000,00"). On screen a band shows only its upper limit, "Até R$ 360.000,00", as the
 * bands follow one another.
 */
function bandRevenueLabel(band: Cnae['taxRates']['bands'][number]): string {
  const upTo = formatReais(band.revenueTo);
  return band.revenueFrom <= 0 ? `Até ${upTo}` : `De ${formatReais(band.revenueFrom)} a ${upTo}`;
}

// Shared by the wizard's CNAE picker (features/cnaes) and the public CNAE page (features/cnae-tool):
// it lives here, not in features/cnaes, because that feature's index brings the contracts (zod),
// TanStack Query and the wizard's Luca form, which a public page must not load.

/**
 * The nominal rates of the CNAE's Simples annex, band by band (LC 123): revenue of the last
 * 12 months, nominal rate and deduction. Nothing without an annex. The annex is the firm's
 * reading of the law unless `isOfficial`: the caption says so.
 */
export function SimplesBandsTable({ taxRates, className }: { taxRates: TaxRates; className?: string }) {
  if (!taxRates.annex || taxRates.bands.length === 0) return null;
  return (
    <div className={className}>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left text-xs text-muted-foreground">
          Alíquotas nominais do Anexo {taxRates.annex} do Simples Nacional
          {taxRates.isOfficial ? '' : ' (anexo indicado pelo nosso escritório, não pela Receita)'}
        </caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Receita em 12 meses
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Alíquota
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Dedução
            </th>
          </tr>
        </thead>
        <tbody>
          {taxRates.bands.map((band) => (
            <tr key={band.band} className="border-t border-border">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal" title={bandRevenueLabel(band)}>
                <span className="block text-xs text-muted-foreground">{band.band}ª faixa</span>
                {/* "Até" may wrap at 360 px; the amount stays on one line. */}
                <span className="tabular-nums" aria-hidden="true">
                  Até <span className="whitespace-nowrap">{formatReais(band.revenueTo)}</span>
                </span>
                <span className="sr-only">{bandRevenueLabel(band)}</span>
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatBps(band.nominalRateBps)}</td>
              <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{formatReais(band.deduction)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
