import { lucaConfidenceLabels, type LucaConfidence } from '@contabil/contracts';

/** "Confiança média (62%)": how sure Luca is of the main activity. */
export function confidenceText(confidence: LucaConfidence): string {
  return `${lucaConfidenceLabels[confidence.level]} (${Math.round(confidence.score * 100)}%)`;
}

export function LucaConfidenceNote({ confidence }: { confidence: LucaConfidence }) {
  return <p className="text-xs text-muted-foreground">{confidenceText(confidence)}</p>;
}
