import { useId, useState } from 'react';
import { LoaderCircle, Sparkles } from 'lucide-react';
import {
  LUCA_INTENT_MAX_LENGTH,
  MAX_SECONDARY_CNAES,
  lucaIntentSchema,
  type LucaCnaeMatch,
  type LucaCnaeSuggestion,
} from '@contabil/contracts';
import { HeldSuggestions, LucaQuestionBox, splitUnderQuestion } from '~/components/luca-question-box';
import { LucaConfidenceNote } from './luca-question';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { useLucaCnaeMatch } from '../luca-api';
import {
  acceptMatch,
  chooseAsMain,
  chooseAsSecondary,
  chosenAs,
  meiBadge,
  proposedAs,
  simplesBadge,
  type CnaeChoice,
} from '../luca-suggestions';

export interface LucaCnaeSuggestionsProps {
  /** The main activity's code, "" when none. */
  mainCnae: string;
  onMainChange: (code: string) => void;
  secondaryCnaes: readonly string[];
  onSecondaryChange: (codes: string[]) => void;
  /** With the MEI, activities the MEI may not exercise are flagged. */
  isMei?: boolean;
  /** Tests pass a fake; the app uses the browser's. */
  fetch?: typeof globalThis.fetch;
}

/**
 * "Descreva sua atividade": the person describes the business in their own words, Luca
 * proposes CNAE subclasses with the reasons, MEI and Simples badges, and each one can be
 * used as the main activity or added as a secondary one. The manual search stays below.
 */
export function LucaCnaeSuggestions({
  mainCnae,
  onMainChange,
  secondaryCnaes,
  onSecondaryChange,
  isMei = false,
  fetch,
}: LucaCnaeSuggestionsProps) {
  const headingId = useId();
  const [intent, setIntent] = useState('');
  const [intentError, setIntentError] = useState<string | undefined>();
  /** The description Luca answered: the answer to its question goes back with it. */
  const [askedIntent, setAskedIntent] = useState('');
  const luca = useLucaCnaeMatch(fetch);
  const choice: CnaeChoice = { mainCnae, secondaryCnaes: [...secondaryCnaes] };

  const apply = (next: CnaeChoice) => {
    if (next.mainCnae !== mainCnae) onMainChange(next.mainCnae);
    if (next.secondaryCnaes.join() !== secondaryCnaes.join()) onSecondaryChange(next.secondaryCnaes);
  };

  const ask = () => {
    const parsed = lucaIntentSchema.safeParse(intent);
    if (!parsed.success) {
      setIntentError(parsed.error.issues[0]?.message);
      return;
    }
    setIntentError(undefined);
    setAskedIntent(parsed.data);
    luca.mutate({ intent: parsed.data });
  };

  // The option picked is the person's choice: once Luca confirms it, it becomes the main activity.
  const clarify = (cnae: string) =>
    luca.mutate(
      { intent: askedIntent, clarification: { cnae } },
      { onSuccess: (match) => match.canAdoptInOneClick && apply(acceptMatch(match, choice)) },
    );

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          Descreva sua atividade
        </h3>
        <p className="text-sm text-muted-foreground">
          A Luca, nossa assistente, sugere as atividades (CNAE) a partir da sua descrição e mostra por quê. Você confere
          e escolhe; se preferir, busque os códigos logo abaixo.
        </p>
      </div>

      <FormField
        label="Com suas palavras, o que a empresa faz?"
        error={intentError}
        hint="Por exemplo: “faço bolos e doces sob encomenda” ou “loja de roupas pela internet e conserto de celulares”."
      >
        <Textarea
          rows={2}
          className="min-h-16"
          maxLength={LUCA_INTENT_MAX_LENGTH}
          value={intent}
          onChange={(event) => setIntent(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/⌘ + Enter asks without leaving the field; a plain Enter is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              ask();
            }
          }}
        />
      </FormField>

      <div>
        <Button type="button" variant="outline" onClick={ask} disabled={luca.isPending}>
          {luca.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {luca.isPending ? 'Buscando sugestões…' : 'Sugerir atividades'}
        </Button>
      </div>

      {luca.isError && <Alert tone="error">{luca.error.message}</Alert>}

      {luca.data && !luca.isPending && (
        <LucaAnswer
          match={luca.data}
          choice={choice}
          isMei={isMei}
          onAccept={() => apply(acceptMatch(luca.data, choice))}
          onClarify={clarify}
          onMain={(code) => apply(chooseAsMain(code, choice))}
          onSecondary={(code) => apply(chooseAsSecondary(code, choice))}
        />
      )}
    </section>
  );
}

interface LucaAnswerProps {
  match: LucaCnaeMatch;
  choice: CnaeChoice;
  isMei: boolean;
  onAccept: () => void;
  onClarify: (cnae: string) => void;
  onMain: (code: string) => void;
  onSecondary: (code: string) => void;
}

function LucaAnswer({ match, choice, isMei, onAccept, onClarify, onMain, onSecondary }: LucaAnswerProps) {
  if (match.suggestions.length === 0) {
    return (
      <Alert>
        A Luca não encontrou atividades para essa descrição. Tente contar com outras palavras o que você vende ou que
        serviço presta, ou busque abaixo.
      </Alert>
    );
  }
  const isAccepted =
    match.main !== null &&
    chosenAs(match.main.code, choice) === 'main' &&
    match.secondary.every((suggestion) => chosenAs(suggestion.code, choice) === 'secondary');

  const { shown, held } = splitUnderQuestion(match.suggestions, match.question);
  const item = (suggestion: LucaCnaeSuggestion) => (
    <LucaSuggestionItem
      key={suggestion.code}
      suggestion={suggestion}
      proposed={proposedAs(suggestion.code, match)}
      chosen={chosenAs(suggestion.code, choice)}
      isSecondaryFull={choice.secondaryCnaes.length >= MAX_SECONDARY_CNAES}
      isMei={isMei}
      onMain={() => onMain(suggestion.code)}
      onSecondary={() => onSecondary(suggestion.code)}
    />
  );

  return (
    <div className="grid gap-3">
      {match.question && <LucaQuestionBox question={match.question} onPick={onClarify} />}
      {match.main && match.canAdoptInOneClick && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/30 bg-surface p-3">
          <div className="grid gap-0.5">
            <p className="text-sm">
              Sugestão da Luca: <strong>{match.main.formattedCode}</strong> como principal
              {match.secondary.length > 0 &&
                ` e ${match.secondary.length} ${match.secondary.length === 1 ? 'secundária' : 'secundárias'}`}
              .
            </p>
            <LucaConfidenceNote confidence={match.confidence} />
          </div>
          <Button type="button" size="sm" onClick={onAccept} disabled={isAccepted}>
            {isAccepted ? 'Sugestão aplicada' : 'Usar a sugestão'}
          </Button>
        </div>
      )}
      {match.main && !match.canAdoptInOneClick && (
        <div className="grid gap-0.5 rounded-md border border-border bg-surface p-3">
          <p className="text-sm">
            {match.question
              ? 'Responda à pergunta acima, ou escolha abaixo a atividade principal, conferindo os motivos.'
              : 'A Luca não tem certeza: escolha abaixo a atividade principal, conferindo os motivos.'}
          </p>
          <LucaConfidenceNote confidence={match.confidence} />
        </div>
      )}
      {shown.length > 0 && (
        <ul aria-label="Sugestões da Luca" className="grid gap-2">
          {shown.map(item)}
        </ul>
      )}
      <HeldSuggestions count={held.length}>
        <ul aria-label="Outras sugestões da Luca" className="grid gap-2">
          {held.map(item)}
        </ul>
      </HeldSuggestions>
    </div>
  );
}

interface LucaSuggestionItemProps {
  suggestion: LucaCnaeSuggestion;
  proposed: 'main' | 'secondary' | null;
  chosen: 'main' | 'secondary' | null;
  isSecondaryFull: boolean;
  isMei: boolean;
  onMain: () => void;
  onSecondary: () => void;
}

function LucaSuggestionItem({
  suggestion,
  proposed,
  chosen,
  isSecondaryFull,
  isMei,
  onMain,
  onSecondary,
}: LucaSuggestionItemProps) {
  const mei = meiBadge(suggestion, isMei);
  const simples = simplesBadge(suggestion);
  return (
    <li className="grid gap-2 rounded-md border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs font-semibold tabular-nums">{suggestion.formattedCode}</span>
        {proposed && (
          <Badge tone="primary">{proposed === 'main' ? 'Sugerida como principal' : 'Sugerida como secundária'}</Badge>
        )}
        {mei && (
          <Badge tone={mei.tone} title={mei.title}>
            {mei.label}
          </Badge>
        )}
        <Badge tone={simples.tone} title={simples.title}>
          {simples.label}
        </Badge>
      </div>
      <p className="text-sm leading-snug">{suggestion.description}</p>
      {suggestion.reasons.length > 0 && (
        <ul aria-label="Por que a Luca sugeriu" className="grid list-disc gap-0.5 pl-4 text-xs text-muted-foreground">
          {suggestion.reasons.slice(0, 3).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={proposed === 'main' ? 'primary' : 'outline'}
          disabled={chosen === 'main'}
          onClick={onMain}
          aria-label={`Usar ${suggestion.formattedCode} como atividade principal`}
        >
          {chosen === 'main' ? 'É a principal' : 'Usar como principal'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={chosen !== null || isSecondaryFull}
          onClick={onSecondary}
          aria-label={`Adicionar ${suggestion.formattedCode} como atividade secundária`}
        >
          {chosen === 'secondary' ? 'Já é secundária' : 'Adicionar como secundária'}
        </Button>
      </div>
    </li>
  );
}
