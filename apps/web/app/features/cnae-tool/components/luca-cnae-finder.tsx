import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, LoaderCircle, Sparkles } from 'lucide-react';
import { HeldSuggestions, LucaQuestionBox, splitUnderQuestion } from '~/components/luca-question-box';
import { buttonVariants } from '~/components/ui/button-variants';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { useHydrated } from '~/lib/use-hydrated';
import type { LucaQuestionView, LucaSuggestionView } from '../luca-client';
import { BadgeRow } from './tool-badge';

/** LUCA_INTENT_MAX_LENGTH of the contracts (a test keeps them equal): importing it would bring zod. */
export const INTENT_MAX_LENGTH = 500;
const UNREACHABLE = 'Não foi possível falar com a Luca agora. Tente novamente em instantes.';

/** The part that talks to Luca, fetched when the box is first used. */
const loadLucaClient = () => import('../luca-client');

type LucaState =
  | { status: 'idle' }
  | { status: 'pending' }
  | {
      status: 'done';
      suggestions: LucaSuggestionView[];
      question: LucaQuestionView | null;
      confidence: string | null;
      /** The description answered: the answer to the question goes back with it. */
      intent: string;
    }
  | { status: 'error'; message: string };

export interface LucaCnaeFinderProps {
  /** Tests pass a fake; the page uses the browser's. */
  fetch?: typeof globalThis.fetch;
}

/**
 * "Descreva seu negócio" on the public page: Luca (`POST {functionsBaseUrl}/luca/cnaes/match`,
 * public and rate limited) proposes up to 5 subclasses with the reasons and badges, each
 * linking to its page. The wizard's variant chooses main and secondary activities instead.
 * Kept off TanStack Query, and the contracts load only when someone asks: public pages
 * stay light.
 */
export function LucaCnaeFinder({ fetch }: LucaCnaeFinderProps) {
  const headingId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const isHydrated = useHydrated();
  const { functionsBaseUrl } = useRuntimeConfig();
  const [intent, setIntent] = useState('');
  const [intentError, setIntentError] = useState<string | undefined>();
  const [state, setState] = useState<LucaState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = (event?: FormEvent, answer?: { intent: string; cnae: string }) => {
    event?.preventDefault();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const asked = answer?.intent ?? intent;
    setState({ status: 'pending' });
    loadLucaClient()
      .then(({ askLuca }) =>
        askLuca(functionsBaseUrl, asked, controller.signal, fetch, answer ? { cnae: answer.cnae } : undefined),
      )
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (answer.kind === 'invalid') {
            setIntentError(answer.message);
            setState({ status: 'idle' });
            return;
          }
          setIntentError(undefined);
          setState({
            status: 'done',
            suggestions: answer.suggestions,
            question: answer.question,
            confidence: answer.confidence,
            intent: asked,
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', message: error instanceof Error && error.message ? error.message : UNREACHABLE });
        },
      );
  };

  const isPending = state.status === 'pending';
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-lg border border-primary/25 bg-primary-soft/40 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Descreva seu negócio
        </h2>
        <p className="text-sm text-muted-foreground">
          Não sabe o código? Conte com suas palavras o que a empresa vai fazer e a Luca, nossa assistente, sugere as
          atividades (CNAE) e mostra por quê.
        </p>
      </div>

      <form onSubmit={ask} noValidate className="grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium">
            O que a sua empresa faz?
          </label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={INTENT_MAX_LENGTH}
            onFocus={() => void loadLucaClient()}
            value={intent}
            onChange={(event) => setIntent(event.target.value)}
            onKeyDown={(event) => {
              // Ctrl/⌘ + Enter asks without leaving the field; a plain Enter is a new line.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) ask(event);
            }}
            aria-invalid={intentError ? true : undefined}
            aria-describedby={intentError ? `${errorId} ${hintId}` : hintId}
            placeholder="Ex.: faço bolos e doces sob encomenda e vendo pela internet"
            className="min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
          />
          {intentError && (
            <p id={errorId} className="text-sm text-destructive">
              {intentError}
            </p>
          )}
          <p id={hintId} className="text-xs text-muted-foreground">
            A descrição vai para a Luca só para sugerir as atividades.
          </p>
        </div>
        <div>
          {/* Inert until the page runs JavaScript: the suggestions come from the browser. */}
          <button
            type="submit"
            disabled={!isHydrated || isPending}
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            {isPending ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {isPending ? 'Buscando sugestões…' : 'Sugerir atividades'}
          </button>
        </div>
      </form>

      <div aria-live="polite" className="grid gap-3 empty:hidden">
        {state.status === 'error' && (
          <p
            role="alert"
            className="rounded-md border border-destructive-border bg-destructive-soft px-4 py-3 text-sm text-destructive"
          >
            {state.message}
          </p>
        )}
        {state.status === 'done' && state.question && (
          <LucaQuestionBox
            question={state.question}
            onPick={(cnae) => ask(undefined, { intent: state.intent, cnae })}
          />
        )}
        {state.status === 'done' && state.confidence && (
          <p className="text-xs text-muted-foreground">{state.confidence}</p>
        )}
        {state.status === 'done' && <LucaAnswer suggestions={state.suggestions} question={state.question} />}
      </div>
    </section>
  );
}

function LucaAnswer({
  suggestions,
  question,
}: {
  suggestions: readonly LucaSuggestionView[];
  question: LucaQuestionView | null;
}) {
  if (suggestions.length === 0) {
    return (
      <p role="status" className="rounded-md border border-border bg-surface px-4 py-3 text-sm">
        A Luca não encontrou atividades para essa descrição. Tente contar com outras palavras o que você vende ou que
        serviço presta, ou busque pelo código ou pelo nome da atividade.
      </p>
    );
  }
  const { shown, held } = splitUnderQuestion(suggestions, question);
  return (
    <>
      {shown.length > 0 && (
        <ul aria-label="Sugestões da Luca" className="grid gap-2">
          {shown.map((suggestion) => (
            <LucaSuggestion key={suggestion.code} suggestion={suggestion} />
          ))}
        </ul>
      )}
      <HeldSuggestions count={held.length}>
        <ul aria-label="Outras sugestões da Luca" className="grid gap-2">
          {held.map((suggestion) => (
            <LucaSuggestion key={suggestion.code} suggestion={suggestion} />
          ))}
        </ul>
      </HeldSuggestions>
      <p className="text-xs text-muted-foreground">
        São sugestões automáticas, um ponto de partida: confirme os códigos com um contador antes de abrir a empresa.
      </p>
    </>
  );
}

function LucaSuggestion({ suggestion }: { suggestion: LucaSuggestionView }) {
  return (
    <li className="grid gap-2 rounded-md border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 font-mono text-sm font-semibold tabular-nums">{suggestion.formattedCode}</span>
        <BadgeRow badges={suggestion.badges} />
      </div>
      <p className="text-sm leading-snug font-medium">{suggestion.description}</p>
      {suggestion.reasons.length > 0 && (
        <ul aria-label="Por que a Luca sugeriu" className="grid list-disc gap-0.5 pl-4 text-xs text-muted-foreground">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <Link
        to={suggestion.path}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
        aria-label={`Ver o CNAE ${suggestion.formattedCode}: ${suggestion.description}`}
      >
        Ver detalhes do CNAE
        <ArrowRight aria-hidden="true" />
      </Link>
    </li>
  );
}
