import { z } from 'zod';

/** Luca, the AI helper (spec section 7, functions API): `/functions/luca/...`. */

export const LUCA_INTENT_MIN_LENGTH = 3;
export const LUCA_INTENT_MAX_LENGTH = 500;
/** At most this many subclasses in a match answer. */
export const LUCA_MAX_SUGGESTIONS = 5;

export const lucaMessages = {
  intentRequired: 'Descreva a atividade da empresa',
  intentTooShort: `Descreva a atividade com pelo menos ${LUCA_INTENT_MIN_LENGTH} caracteres`,
  intentTooLong: `Descreva a atividade em no máximo ${LUCA_INTENT_MAX_LENGTH} caracteres`,
} as const;

/** What the person typed about their business, in their own words. Trimmed. */
export const lucaIntentSchema = z
  .string({ error: lucaMessages.intentRequired })
  .trim()
  .min(1, lucaMessages.intentRequired)
  .min(LUCA_INTENT_MIN_LENGTH, lucaMessages.intentTooShort)
  .max(LUCA_INTENT_MAX_LENGTH, lucaMessages.intentTooLong);

/** Body of `POST /functions/luca/cnaes/match` and `POST /functions/luca/companies/alias-suggest`. */
export const lucaIntentInputSchema = z.object({ intent: lucaIntentSchema });
export type LucaIntentInput = z.infer<typeof lucaIntentInputSchema>;

/**
 * The person's answer to Luca's question: the option they picked (its `cnae`). Sent with
 * the same intent, it settles the main activity.
 */
export const lucaClarificationSchema = z.object({
  cnae: z.string().regex(/^\d{7}$/, 'Opção inválida'),
});
export type LucaClarification = z.infer<typeof lucaClarificationSchema>;

/** Body of `POST /functions/luca/cnaes/match`: the intent and, after a question, the answer. */
export const lucaCnaeMatchInputSchema = lucaIntentInputSchema.extend({
  clarification: lucaClarificationSchema.optional(),
});
export type LucaCnaeMatchInput = z.infer<typeof lucaCnaeMatchInputSchema>;

/** One CNAE subclass Luca proposes for the intent, with why. */
export const lucaCnaeSuggestionSchema = z.object({
  /** 7 digits: "6201501". */
  code: z.string().regex(/^\d{7}$/),
  /** "6201-5/01". */
  formattedCode: z.string(),
  description: z.string(),
  /** 0..1: how well the intent matches (1 = every word of the intent found in one entry). */
  score: z.number().min(0).max(1),
  /** What matched: activity-index entries, explanatory notes, MEI occupations, in Portuguese. */
  reasons: z.array(z.string()),
  isAllowedMei: z.boolean(),
  simplesSituation: z.enum(['allowed', 'barred', 'ambiguous']),
  /** Null when the source does not classify the code; with fatorR, the annex is III or V. */
  simplesAnnex: z.enum(['I', 'II', 'III', 'IV', 'V']).nullable(),
  /** Fator R decides between annexes III and V; null when the source does not say. */
  fatorR: z.boolean().nullable(),
});
export type LucaCnaeSuggestion = z.infer<typeof lucaCnaeSuggestionSchema>;

export const LUCA_CONFIDENCE_LEVELS = ['alta', 'media', 'baixa'] as const;
export type LucaConfidenceLevel = (typeof LUCA_CONFIDENCE_LEVELS)[number];
export const lucaConfidenceLabels: Record<LucaConfidenceLevel, string> = {
  alta: 'Confiança alta',
  media: 'Confiança média',
  baixa: 'Confiança baixa',
};
export const lucaConfidenceSchema = z.object({
  level: z.enum(LUCA_CONFIDENCE_LEVELS),
  /**
   * 0..1: the share of the description's words the main activity explains. It is not a
   * probability: a one-word description of a word with several trades scores 1 with level
   * `media` and a question, so the screens show the level's words only.
   */
  score: z.number().min(0).max(1),
});
export type LucaConfidence = z.infer<typeof lucaConfidenceSchema>;

/** One answer to Luca's question, in plain Portuguese, and the subclass it stands for. */
export const lucaQuestionOptionSchema = z.object({
  label: z.string(),
  cnae: z.string().regex(/^\d{7}$/),
});
export type LucaQuestionOption = z.infer<typeof lucaQuestionOptionSchema>;
/** "Você fabrica os bolos ou revende?", with 2 to 4 options. */
export const lucaQuestionSchema = z.object({
  text: z.string(),
  options: z.array(lucaQuestionOptionSchema).min(2).max(4),
});
export type LucaQuestion = z.infer<typeof lucaQuestionSchema>;

export const lucaCnaeMatchSchema = z.object({
  /** The suggested main activity; null when nothing matched well enough. */
  main: lucaCnaeSuggestionSchema.nullable(),
  /** Other activities the intent names ("... e também ..."), one subclass each. */
  secondary: z.array(lucaCnaeSuggestionSchema),
  /** Up to 5 subclasses, best first: the main, the secondary ones, then alternatives. */
  suggestions: z.array(lucaCnaeSuggestionSchema).max(LUCA_MAX_SUGGESTIONS),
  /** 'llm' when a language model re-ranked the local engine's candidates. */
  engine: z.enum(['local', 'llm']),
  /** How sure Luca is of the main activity, in words the person reads, and the score (0..1). */
  confidence: lucaConfidenceSchema,
  /** True only when Luca is confident: the web may then adopt the suggestion in one click. */
  canAdoptInOneClick: z.boolean(),
  /** When the description does not settle the main activity: ask, and send the answer back. */
  question: lucaQuestionSchema.nullable(),
});
export type LucaCnaeMatch = z.infer<typeof lucaCnaeMatchSchema>;
export const lucaCnaeMatchResponseSchema = z.object({ data: lucaCnaeMatchSchema });
export type LucaCnaeMatchResponse = z.infer<typeof lucaCnaeMatchResponseSchema>;

export const lucaAliasSuggestionsSchema = z.object({
  /** Distinct nome fantasia options, none already used by a company here. */
  suggestions: z.array(z.string()),
  /** Names Luca thought of that a company here already uses: shown as taken, never offered. */
  taken: z.array(z.string()),
});
export type LucaAliasSuggestions = z.infer<typeof lucaAliasSuggestionsSchema>;
export const lucaAliasSuggestResponseSchema = z.object({ data: lucaAliasSuggestionsSchema });
export type LucaAliasSuggestResponse = z.infer<typeof lucaAliasSuggestResponseSchema>;
