import { useRef, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import {
  caretAfterMask,
  maskValue,
  patternFor,
  resolveMask,
  unmask,
  type InputMaskName,
  type MaskDefinition,
} from '~/lib/masks';
import { Input } from './input';

export interface MaskedInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** "tel" for phones (the phone keyboard and autofill); text otherwise. */
  type?: 'text' | 'tel';
  /** A named mask of lib/masks (cpf, cnpj, cep, phone, date) or a definition of its own. */
  mask: InputMaskName | MaskDefinition;
}

/**
 * A text input that formats as the person types (spec section 5). It rewrites the
 * input's own value before calling `onChange`, so it works both uncontrolled with
 * react-hook-form's `register` and controlled; the caret stays after the character
 * it followed, and a backspace right after a literal ("." "-" ")") removes the digit
 * before it instead of getting stuck.
 */
export function MaskedInput({ mask, onChange, onKeyDown, inputMode, type = 'text', ...props }: MaskedInputProps) {
  const definition = resolveMask(mask);
  /** The value before a Backspace pressed with nothing selected; null otherwise. */
  const beforeBackspace = useRef<string | null>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    beforeBackspace.current =
      event.key === 'Backspace' && input.selectionStart === input.selectionEnd ? input.value : null;
    onKeyDown?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let raw = input.value;
    let caret = input.selectionStart ?? raw.length;
    const atEnd = caret >= raw.length;
    const previous = beforeBackspace.current;
    beforeBackspace.current = null;

    // A backspace that only removed a literal: remove the character typed before it too.
    if (previous !== null && raw.length < previous.length && unmask(raw) === unmask(previous)) {
      const before = raw.slice(0, caret).replace(/[0-9A-Za-zÀ-ÿ](?=[^0-9A-Za-zÀ-ÿ]*$)/, '');
      raw = before + raw.slice(caret);
      caret = before.length;
    }

    const masked = maskValue(raw, definition);
    const significant = unmask(raw.slice(0, caret), patternFor(definition, raw)).length;
    if (masked !== input.value) {
      input.value = masked;
      const position = atEnd ? masked.length : caretAfterMask(masked, patternFor(definition, masked), significant);
      // Only the focused field has a caret to place (and jsdom would complain otherwise).
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
    }
    onChange?.(event);
  };

  return (
    <Input
      type={type}
      inputMode={inputMode ?? (definition.numeric ? 'numeric' : 'text')}
      autoCapitalize={definition.uppercase ? 'characters' : undefined}
      autoCorrect="off"
      spellCheck={false}
      onKeyDown={handleKeyDown}
      onChange={handleChange}
      {...props}
    />
  );
}
