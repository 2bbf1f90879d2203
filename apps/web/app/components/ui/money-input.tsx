import type { ChangeEvent, ComponentProps } from 'react';
import { maskMoney } from '~/lib/masks';
import { Input } from './input';

/**
 * A Brazilian reais field: the digits typed fill from the right as centavos and show as
 * "R$ 1.234,56". Like MaskedInput, it rewrites the input's value before `onChange`,
 * so `register` keeps working.
 */
export function MoneyInput({ onChange, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const masked = maskMoney(input.value);
    if (masked !== input.value) {
      input.value = masked;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(masked.length, masked.length);
    }
    onChange?.(event);
  };
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      onChange={handleChange}
      {...props}
    />
  );
}
