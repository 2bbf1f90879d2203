import { Info } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * No official table links a CNAE to a Simples annex (or to the Fator R): the figure shown is our
 * reading of LC 123. Customers are told that in plain words; where the reading comes from (the
 * library and its commit) stays in the reference data's PROVENANCE.md and the admin, never here.
 */
export function SimplesAnnexCaveat({ className }: { className?: string }) {
  return (
    <div
      role="note"
      aria-label="Sobre o anexo do Simples"
      className={clsx(
        'flex gap-2 rounded-md border border-warning-border bg-warning-soft p-3 text-xs text-warning',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        O anexo do Simples Nacional (e o Fator R) mostrado aqui é uma estimativa: a Receita Federal não publica uma
        tabela que ligue cada CNAE a um anexo, então indicamos o que a Lei Complementar 123/2006 costuma aplicar a esta
        atividade. Use como orientação: o contador do nosso escritório confirma o anexo da sua empresa antes de calcular
        qualquer imposto.
      </p>
    </div>
  );
}
