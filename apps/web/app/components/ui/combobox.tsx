import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Input } from './input';

export interface ComboboxProps<T> extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect' | 'role'> {
  /** What is typed in the field. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly T[];
  getKey: (option: T) => string;
  /** The option's text as the list shows it (and, when no renderOption, its content). */
  getLabel: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  isLoading?: boolean;
  /** Shown in the list while nothing matches (after a search). */
  emptyMessage?: string;
  loadingMessage?: string;
  /** Below this many characters the list stays closed. */
  minChars?: number;
  /** Options that cannot be picked (shown, announced as unavailable). */
  isDisabled?: (option: T) => boolean;
}

/**
 * A text field with a list of suggestions (WAI-ARIA combobox with a listbox popup): the
 * arrows move through the options, Enter picks, Escape closes; the focus stays in the
 * field and aria-activedescendant says which option is highlighted.
 */
export function Combobox<T>({
  value,
  onValueChange,
  options,
  getKey,
  getLabel,
  renderOption,
  onSelect,
  isLoading = false,
  emptyMessage = 'Nada encontrado',
  loadingMessage = 'Buscando…',
  minChars = 1,
  isDisabled,
  className,
  onKeyDown,
  onBlur,
  onFocus,
  id,
  ...props
}: ComboboxProps<T>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-list`;
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const hasQuery = value.trim().length >= minChars;
  const showList = isOpen && hasQuery;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const pick = (option: T) => {
    if (isDisabled?.(option)) return;
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(options.length - 1, current + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(0, current - 1));
    } else if (event.key === 'Enter' && showList && active >= 0 && options[active]) {
      // Picking an option must not submit the form around the field.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        id={inputId}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 && options[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        className={className}
        {...props}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={typeof props['aria-label'] === 'string' ? props['aria-label'] : undefined}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-md border border-border bg-surface p-1 text-sm text-surface-foreground shadow-md"
      >
        {options.map((option, index) => {
          const disabled = isDisabled?.(option) ?? false;
          return (
            <li
              key={getKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-disabled={disabled || undefined}
              // Keep the focus in the field: a mousedown would blur it and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-2',
                index === active && 'bg-muted',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              {renderOption ? renderOption(option) : getLabel(option)}
            </li>
          );
        })}
        {options.length === 0 && (
          <li role="presentation" className="px-2 py-2 text-muted-foreground">
            {isLoading ? loadingMessage : emptyMessage}
          </li>
        )}
      </ul>
      <span role="status" className="sr-only">
        {showList ? (isLoading ? loadingMessage : options.length ? resultsText(options.length) : emptyMessage) : ''}
      </span>
    </div>
  );
}

function resultsText(count: number): string {
  return count === 1 ? '1 resultado' : `${count} resultados`;
}

/** `value` once it has stopped changing for `delayMs` (search as you type without a request per key). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
