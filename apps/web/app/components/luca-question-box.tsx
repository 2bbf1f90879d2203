import { useId, type ReactNode } from 'react';
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
            // cva does not merge classes (no tailwind-merge on public pages), so the base's
            // nowrap and h-9 are overridden with `!`; max-w-full lets a long official title
            // ("Exploração de jogos de azar e apostas ...") wrap inside 360 px.
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'h-auto! max-w-full py-1.5 text-left whitespace-normal!',
            })}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * While Luca's question is open, the suggestions that are among its options are shown, in the
 * question's order, and the others are held back behind `HeldSuggestions` ("tenho uma banca"
 * asks newsstand or betting stand, while the ranking's first five are the tissue and milk
 * banks that the word's stem also finds). Without a question every suggestion is shown. The
 * API's order stays the ranking the evaluation measures; this is only what the person reads.
 */
export function splitUnderQuestion<S extends { code: string }>(
  suggestions: readonly S[],
  question: LucaQuestionBoxQuestion | null | undefined,
): { shown: S[]; held: S[] } {
  if (!question) return { shown: [...suggestions], held: [] };
  const options = question.options.map((option) => option.cnae);
  return {
    shown: options.flatMap((cnae) => suggestions.filter((suggestion) => suggestion.code === cnae)),
    held: suggestions.filter((suggestion) => !options.includes(suggestion.code)),
  };
}

/** The suggestions held back while a question is open, one click away. */
export function HeldSuggestions({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <details className="rounded-md border border-border bg-surface p-3">
      <summary className="cursor-pointer text-sm font-medium">
        {count === 1 ? 'Outra atividade que a Luca encontrou' : `Outras ${count} atividades que a Luca encontrou`}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
