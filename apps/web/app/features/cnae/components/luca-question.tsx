import { useId } from 'react';
import { HelpCircle } from 'lucide-react';
import { lucaConfidenceLabels, type LucaConfidence, type LucaQuestion } from '@contabil/contracts';
import { Button } from '~/components/ui/button';

/** "Confiança média (62%)": how sure Luca is of the main activity. */
export function confidenceText(confidence: LucaConfidence): string {
  return `${lucaConfidenceLabels[confidence.level]} (${Math.round(confidence.score * 100)}%)`;
}

export function LucaConfidenceNote({ confidence }: { confidence: LucaConfidence }) {
  return <p className="text-xs text-muted-foreground">{confidenceText(confidence)}</p>;
}

export interface LucaQuestionBoxProps {
  question: LucaQuestion;
  onPick: (cnae: string) => void;
  disabled?: boolean;
}

/** Luca's question when the description does not settle the activity, one button per option. */
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
          <Button
            key={option.cnae}
            type="button"
            size="sm"
            variant="outline"
            className="h-auto py-1.5 text-left whitespace-normal"
            disabled={disabled}
            onClick={() => onPick(option.cnae)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
