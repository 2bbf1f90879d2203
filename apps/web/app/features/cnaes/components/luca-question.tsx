import { lucaConfidenceLabels, type LucaConfidence } from '@contabil/contracts';

/**
 * "Confiança média": how sure Luca is of the main activity, in words. The score beside the
 * level is the share of words explained, not a probability ("Confiança média (100%)" beside
 * a question read as a contradiction), so it is not shown.
 */
export function confidenceText(confidence: LucaConfidence): string {
  return lucaConfidenceLabels[confidence.level];
}

export function LucaConfidenceNote({ confidence }: { confidence: LucaConfidence }) {
  return <p className="text-xs text-muted-foreground">{confidenceText(confidence)}</p>;
}
