import { useId, useState } from 'react';
import { X } from 'lucide-react';
import type { BankTransaction, CategoryRule, TaxCategory } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { plural } from '../bank-format';
import { taxCategoryLabel } from '../tax-category-search';
import { TaxCategoryCombobox } from './tax-category-picker';

export interface SimilarOffer {
  transaction: Pick<BankTransaction, 'id' | 'description'>;
  category: Pick<TaxCategory, 'id' | 'code' | 'name'>;
  /** Other transactions with the same counterpart and another category. */
  similarCount: number;
  /** The learned rule that files this description in another category: changed only when the person says so. */
  conflictingRule: Pick<CategoryRule, 'match' | 'taxCategory'> | null;
}

/**
 * After a category is chosen for one transaction: apply it to the similar ones (same
 * counterpart) and remember it for the next imports, or leave it there. A rule that files
 * the description elsewhere is changed only when the person ticks it (never by default).
 */
export function SimilarPrompt({
  offer,
  isBusy,
  onAccept,
  onDismiss,
}: {
  offer: SimilarOffer;
  isBusy: boolean;
  onAccept: (choice: { applyToSimilar: boolean; remember: boolean }) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  const conflict = offer.conflictingRule;
  const [remember, setRemember] = useState(!conflict);
  const hasSimilar = offer.similarCount > 0;
  const rememberLabel = conflict
    ? `Mudar a regra “${conflict.match}” de ${taxCategoryLabel(conflict.taxCategory)} para ${taxCategoryLabel(offer.category)}`
    : 'Lembrar nas próximas importações';

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-lg"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-titulo`} className="text-sm font-semibold">
          {taxCategoryLabel(offer.category)} em “{offer.transaction.description}”
        </h2>
        <Button variant="ghost" size="sm" className="-mt-1 -mr-2 size-8 p-0" onClick={onDismiss} disabled={isBusy}>
          <X aria-hidden="true" />
          <span className="sr-only">Agora não</span>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {hasSimilar
          ? `${plural(offer.similarCount, 'transação semelhante', 'transações semelhantes')} (mesma descrição) ${
              offer.similarCount === 1 ? 'está' : 'estão'
            } com outra categoria ou sem categoria.`
          : conflict
            ? `A regra “${conflict.match}” arquiva essa descrição em ${taxCategoryLabel(conflict.taxCategory)} nas próximas importações.`
            : 'Quer usar esta categoria sempre que essa descrição aparecer nos próximos extratos?'}
      </p>
      {hasSimilar && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-lembrar`}
            checked={remember}
            onCheckedChange={(checked) => setRemember(checked === true)}
          />
          <Label htmlFor={`${id}-lembrar`} className="font-normal">
            {rememberLabel}
          </Label>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          onClick={() =>
            onAccept(hasSimilar ? { applyToSimilar: true, remember } : { applyToSimilar: false, remember: true })
          }
        >
          {isBusy
            ? 'Aplicando…'
            : hasSimilar
              ? `Aplicar às ${plural(offer.similarCount, 'semelhante', 'semelhantes')}`
              : conflict
                ? 'Mudar a regra para esta categoria'
                : 'Lembrar nas próximas importações'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss} disabled={isBusy}>
          Agora não
        </Button>
      </div>
    </section>
  );
}

/** With transactions selected: one category for all of them. */
export function BulkCategoriseBar({
  count,
  categories,
  isBusy,
  onApply,
  onClear,
}: {
  count: number;
  categories: readonly TaxCategory[];
  isBusy: boolean;
  onApply: (category: TaxCategory) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="grid gap-3 rounded-lg border border-primary bg-surface p-4 shadow-lg"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-titulo`} className="text-sm font-semibold">
          {plural(count, 'transação selecionada', 'transações selecionadas')}
        </h2>
        <Button variant="link" size="sm" onClick={onClear} disabled={isBusy}>
          Limpar seleção
        </Button>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-categoria`}>Categoria para todas</Label>
        {/* The bar sits at the bottom of the screen: the list opens upwards. */}
        <div className="[&_[role=listbox]]:top-auto [&_[role=listbox]]:bottom-full [&_[role=listbox]]:mt-0 [&_[role=listbox]]:mb-1">
          <TaxCategoryCombobox
            id={`${id}-categoria`}
            label="Categoria para todas as selecionadas"
            categories={categories}
            disabled={isBusy}
            placeholder={isBusy ? 'Aplicando…' : 'Buscar categoria'}
            onSelect={onApply}
          />
        </div>
      </div>
    </section>
  );
}
