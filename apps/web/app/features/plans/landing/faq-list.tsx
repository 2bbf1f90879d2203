import { ChevronDown } from 'lucide-react';
import type { LandingQuestion } from './track-landing-content';

/** Questions that open in place: native <details>, so they work before JavaScript and cost none. */
export function FaqList({ questions }: { questions: readonly LandingQuestion[] }) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border bg-surface">
      {questions.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-3 font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{question}</h3>
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <p className="px-4 pb-4 text-muted-foreground">{answer}</p>
        </details>
      ))}
    </div>
  );
}
