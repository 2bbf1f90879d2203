import { useId } from 'react';
import { HelpCircle } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button-variants';

/** Luca's question as both callers hold it (the contracts' `LucaQuestion` and the public tool's view). */
export interface LucaQuestionBoxQuestion {
  text: string;
  options: ReadonlyArray<{ label: string; cnae: string }>;
}

export interface LucaQuestionBoxProps {
  question: LucaQuestionBoxQuestion;
  onPick: (cnae: string) => void;
  disabled?: boolean;
}

/**
 * Luca's question when the description does not settle the activity, one button per option:
 * the wizard's CNAE step and the public CNAE tool. It imports no feature, no contracts (zod)
 * and no Radix, so the public pages' light bundle can take it (a plain button with the
 * button's look, as `Button` would render).
 */
export function LucaQuestionBox({ question, onPick, disabled = false }: LucaQuestionBoxProps) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-warning-border bg-warning-soft p-3"
    >
      <p id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <HelpCircle className="size-4 shrink-0" aria-hidden="true" />
        {question.text}
      </p>
      <div className="flex flex-wrap gap-2">
        {question.options.map((option) => (
          <button
            key={option.cnae}
            type="button"
            disabled={disabled}
            onClick={() => onPick(option.cnae)}
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'h-auto py-1.5 text-left whitespace-normal',
            })}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
