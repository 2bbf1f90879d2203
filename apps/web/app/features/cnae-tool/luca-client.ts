import { lucaConfidenceLabels, lucaIntentSchema } from '@contabil/contracts';
import { createFunctionsClient, matchCnaesWithLuca, meiBadge, proposedAs, simplesBadge } from '~/features/cnaes';
import type { BadgeView } from './cnae-badges';
import { cnaePagePath } from './cnae-page-path';

/** One of Luca's suggestions as the public page shows it. */
export interface LucaSuggestionView {
  code: string;
  formattedCode: string;
  description: string;
  reasons: string[];
  badges: BadgeView[];
  /** Its canonical page. */
  path: string;
}

/** Luca's question when the description does not settle the activity. */
export interface LucaQuestionView {
  text: string;
  options: Array<{ label: string; cnae: string }>;
}

export type LucaAnswer =
  | { kind: 'invalid'; message: string }
  | {
      kind: 'done';
      suggestions: LucaSuggestionView[];
      question: LucaQuestionView | null;
      /** "Confiança alta"; null when nothing was found. */
      confidence: string | null;
    };

/**
 * Checks the description as the API does and asks `POST {functionsBaseUrl}/luca/cnaes/match`.
 * Loaded on demand by the page's "Descreva seu negócio" box: with the contracts (zod) and
 * the API client, it is most of the page's JavaScript, and only those who ask need it.
 */
export async function askLuca(
  functionsBaseUrl: string,
  intent: string,
  signal: AbortSignal,
  fetch?: typeof globalThis.fetch,
  /** The option picked in Luca's question, sent back with the same description. */
  clarification?: { cnae: string },
): Promise<LucaAnswer> {
  const parsed = lucaIntentSchema.safeParse(intent);
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Descrição inválida' };
  const match = await matchCnaesWithLuca(
    createFunctionsClient(functionsBaseUrl, fetch),
    parsed.data,
    signal,
    clarification,
  );
  return {
    kind: 'done',
    question: match.question,
    // The level's words only, as the wizard shows them (confidenceText in features/cnaes).
    confidence: match.main ? lucaConfidenceLabels[match.confidence.level] : null,
    suggestions: match.suggestions.map((suggestion) => {
      const proposed = proposedAs(suggestion.code, match);
      const mei = meiBadge(suggestion, false);
      const badges: BadgeView[] = [];
      if (proposed) {
        badges.push({
          label: proposed === 'main' ? 'Atividade principal sugerida' : 'Atividade secundária sugerida',
          tone: 'primary',
        });
      }
      if (mei) badges.push(mei);
      badges.push(simplesBadge(suggestion));
      return {
        code: suggestion.code,
        formattedCode: suggestion.formattedCode,
        description: suggestion.description,
        reasons: suggestion.reasons.slice(0, 3),
        badges,
        path: cnaePagePath(suggestion.code, suggestion.description),
      };
    }),
  };
}
