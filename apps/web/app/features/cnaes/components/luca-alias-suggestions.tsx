import { useId } from 'react';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { lucaIntentSchema } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useLucaAliasSuggestions } from '../luca-api';

export interface LucaAliasSuggestionsProps {
  /** What the company will do, in the owner's words (the step's description field). */
  description: string;
  /** The trade name chosen so far. */
  alias: string;
  onUse: (name: string) => void;
  /** Tests pass a fake; the app uses the browser's. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Beside the trade name: Luca suggests names from the description of the business, one
 * click to use one; names another company here already uses are shown as taken.
 */
export function LucaAliasSuggestions({ description, alias, onUse, fetch }: LucaAliasSuggestionsProps) {
  const headingId = useId();
  const luca = useLucaAliasSuggestions(fetch);
  const intent = lucaIntentSchema.safeParse(description);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Sem ideia de nome? O Luca sugere
        </h3>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={luca.isPending}
          aria-busy={luca.isPending || undefined}
          onClick={() => {
            if (intent.success) luca.mutate(intent.data);
          }}
        >
          {luca.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Pensando…
            </>
          ) : (
            'Sugerir nomes'
          )}
        </Button>
      </div>
      {!intent.success && (
        <p className="text-sm text-muted-foreground">
          Descreva em “O que a empresa vai fazer” (mais abaixo) e o Luca sugere nomes a partir disso.
        </p>
      )}
      {luca.isError && <Alert tone="error">{luca.error.message}</Alert>}
      {luca.data && (
        <ul aria-label="Nomes sugeridos pelo Luca" className="flex flex-wrap gap-2">
          {luca.data.suggestions.map((name) => (
            <li key={name}>
              <Button
                type="button"
                size="sm"
                variant={name === alias ? 'primary' : 'outline'}
                aria-pressed={name === alias}
                aria-label={`Usar o nome ${name}`}
                onClick={() => onUse(name)}
              >
                {name}
              </Button>
            </li>
          ))}
          {luca.data.taken.map((name) => (
            <li key={name} className="flex items-center rounded-md px-3 text-sm text-muted-foreground">
              <span className="line-through">{name}</span>
              <span className="ml-1">(já em uso)</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
