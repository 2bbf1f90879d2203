import { Info } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * The CNAE → Simples annex (and Fator R) mapping is one open-source library's reading of
 * LC 123, not the Receita's table: every page that shows an annex says so, in these words.
 */
export function SimplesAnnexCaveat({ source, className }: { source: string; className?: string }) {
  return (
    <div
      className={clsx(
        'flex gap-2 rounded-md border border-warning-border bg-warning-soft p-3 text-xs text-warning',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          A relação entre o CNAE e o anexo do Simples (e o Fator R) é a interpretação de uma biblioteca de código aberto
          sobre a Lei Complementar 123/2006, não uma tabela oficial da Receita Federal. Use como orientação e confirme
          com um contador.
        </p>
        <p>Fonte: {source}</p>
      </div>
    </div>
  );
}
