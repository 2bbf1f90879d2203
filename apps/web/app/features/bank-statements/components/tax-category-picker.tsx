import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Tag } from 'lucide-react';
import { taxCategoryKindLabels, type TaxCategory } from '@contabil/contracts';
import { Combobox } from '~/components/ui/combobox';
import { cn } from '~/lib/cn';
import { filterTaxCategories, taxCategoryLabel } from '../tax-category-search';

interface TaxCategoryComboboxProps {
  categories: readonly TaxCategory[];
  onSelect: (category: TaxCategory) => void;
  /** The field's accessible name, e.g. "Categoria de Pix enviado - Posto Vila Nova". */
  label: string;
  id?: string;
  autoFocus?: boolean;
  placeholder?: string;
  /** Escape pressed or the field left: the caller may close it. */
  onDismiss?: (reason: 'escape' | 'blur') => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A searchable list of the tax categories (WAI-ARIA combobox): typing narrows it by code,
 * name or group, the arrows move, Enter picks, Escape closes.
 */
export function TaxCategoryCombobox({
  categories,
  onSelect,
  label,
  id,
  autoFocus,
  placeholder = 'Buscar categoria',
  onDismiss,
  disabled,
  className,
}: TaxCategoryComboboxProps) {
  const [text, setText] = useState('');
  const options = filterTaxCategories(categories, text);
  return (
    <Combobox
      {...(id ? { id } : {})}
      aria-label={label}
      value={text}
      onValueChange={setText}
      options={options}
      getKey={(category) => category.id}
      getLabel={taxCategoryLabel}
      renderOption={(category) => (
        <span className="grid gap-0.5">
          <span>
            <span className="text-muted-foreground tabular-nums">{category.code}</span> {category.name}
          </span>
          <span className="text-xs text-muted-foreground">{taxCategoryKindLabels[category.kind]}</span>
        </span>
      )}
      onSelect={(category) => {
        setText('');
        onSelect(category);
      }}
      minChars={0}
      emptyMessage="Nenhuma categoria com esse nome"
      placeholder={placeholder}
      autoFocus={autoFocus}
      disabled={disabled}
      className={className}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && onDismiss) {
          event.preventDefault();
          onDismiss('escape');
        }
      }}
      onBlur={() => onDismiss?.('blur')}
    />
  );
}

/** Room below the field for the list (about six options). */
const LIST_ROOM_PX = 320;

/** Near the bottom of the screen (a phone's last cards), the field moves up so its list can be seen. */
function scrollIntoRoom(element: HTMLDivElement | null) {
  if (!element) return;
  const { bottom } = element.getBoundingClientRect();
  if (bottom + LIST_ROOM_PX > window.innerHeight) element.scrollIntoView({ block: 'center' });
}

interface InlineCategoryPickerProps {
  categories: readonly TaxCategory[];
  current: Pick<TaxCategory, 'id' | 'code' | 'name'> | null;
  /** What the row is, for the accessible names ("Pix enviado - Posto Vila Nova"). */
  subject: string;
  onPick: (category: TaxCategory) => void;
  isSaving?: boolean;
}

/**
 * A row's category: a button with the category (or "Sem categoria") that turns into the
 * searchable list when pressed; the focus comes back to the button after a pick or Escape.
 */
export function InlineCategoryPicker({ categories, current, subject, onPick, isSaving }: InlineCategoryPickerProps) {
  const [isEditing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!isEditing && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [isEditing]);

  if (isEditing) {
    return (
      <div ref={scrollIntoRoom}>
        <TaxCategoryCombobox
          categories={categories}
          label={`Categoria de ${subject}`}
          autoFocus
          className="h-9"
          onSelect={(category) => {
            returnFocus.current = true;
            setEditing(false);
            if (category.id !== current?.id) onPick(category);
          }}
          onDismiss={(reason) => {
            // Escape hands the focus back; leaving the field goes where the person went.
            if (reason === 'escape') returnFocus.current = true;
            setEditing(false);
          }}
        />
      </div>
    );
  }

  return (
    <button
      ref={button}
      type="button"
      title={current ? taxCategoryLabel(current) : undefined}
      disabled={isSaving}
      aria-busy={isSaving || undefined}
      onClick={() => setEditing(true)}
      className={cn(
        'inline-flex h-9 w-full max-w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border px-3 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60',
        current ? 'border-input bg-surface' : 'border-dashed border-warning-border bg-warning-soft text-warning',
      )}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        <Tag className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {isSaving ? 'Salvando…' : current ? taxCategoryLabel(current) : 'Sem categoria'}
        </span>
      </span>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">: alterar a categoria de {subject}</span>
    </button>
  );
}
