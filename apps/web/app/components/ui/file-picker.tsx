import { useId, useRef, type ChangeEvent } from 'react';
import { Paperclip } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';

export const NO_FILE_CHOSEN = 'Nenhum arquivo escolhido';

interface FilePickerProps {
  /** FormField gives its own (with aria-describedby and aria-invalid). */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  accept?: string;
  disabled?: boolean;
  /** The ids of the hint and the error under the field. */
  describedBy?: string;
  invalid?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What shows beside the button: the file chosen, "Nenhum arquivo escolhido", or nothing (null). */
  chosenText: string | null;
}

/**
 * The product's file input: a "Escolher arquivo" button and the chosen file's name, in
 * Portuguese. The native input stays (its label, keyboard and screen readers), visually
 * hidden: its own button and "no file chosen" come in the browser's language.
 */
export function FilePicker({
  id: givenId,
  accept,
  disabled,
  describedBy,
  invalid,
  onChange,
  chosenText,
  ...aria
}: FilePickerProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const describedByIds = [describedBy, aria['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2" data-slot="file-picker">
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-describedby={describedByIds || undefined}
        aria-invalid={invalid || aria['aria-invalid'] ? true : undefined}
        disabled={disabled}
        onChange={onChange}
      />
      <span
        aria-hidden="true"
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          disabled && 'cursor-not-allowed opacity-60',
        )}
        onClick={() => !disabled && inputRef.current?.click()}
      >
        <Paperclip />
        Escolher arquivo
      </span>
      {chosenText && (
        <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-muted-foreground" aria-hidden="true">
          {chosenText}
        </span>
      )}
    </div>
  );
}
