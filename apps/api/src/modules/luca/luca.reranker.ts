import type { LucaLlmConfig } from '../../config/luca.js';

/** A candidate the local engine found, as the model sees it (public reference data only). */
export interface RerankCandidate {
  code: string;
  description: string;
}

export type Reranker = (intent: string, candidates: readonly RerankCandidate[]) => Promise<string[] | null>;

const SYSTEM_PROMPT =
  'Você é um contador brasileiro. A pessoa descreve o negócio dela; você recebe subclasses da CNAE 2.3 ' +
  'candidatas e as ordena da mais adequada para a menos adequada à atividade principal descrita. ' +
  'Responda apenas com JSON no formato {"ranking": ["1234567", ...]}, usando somente os códigos recebidos.';

/**
 * Re-ranks the local candidates with an OpenAI-compatible chat model. What leaves the
 * server: the intent as typed, and the candidates' codes and official descriptions (public
 * CNAE data). Nothing about the user, the company or the request. Answers null when the
 * model fails, times out or answers something unusable: the caller keeps the local order.
 */
export function createLlmReranker(
  config: LucaLlmConfig,
  options: { fetch?: typeof fetch; onError?: (error: unknown) => void } = {},
): Reranker {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (intent, candidates) => {
    if (candidates.length < 2) return null;
    const list = candidates.map((candidate) => `${candidate.code}: ${candidate.description}`).join('\n');
    try {
      const response = await fetchImpl(`${config.url}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: `Descrição do negócio: ${intent}\n\nCandidatas:\n${list}` },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`LLM answered ${response.status}`);
      const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('LLM answer without content');
      return parseRanking(content, candidates);
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  };
}

/**
 * The codes of the model's answer that are among the candidates, in its order, then the
 * candidates it left out in their local order. Null when it named none of them.
 */
export function parseRanking(content: string, candidates: readonly RerankCandidate[]): string[] | null {
  const known = new Set(candidates.map((candidate) => candidate.code));
  let named: unknown[] = [];
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (json) {
    try {
      const parsed = JSON.parse(json) as { ranking?: unknown };
      if (Array.isArray(parsed.ranking)) named = parsed.ranking;
    } catch {
      // Fall through to the codes written in the text.
    }
  }
  if (named.length === 0) named = content.match(/\d{4}-?\d\/?\d{2}/g) ?? [];
  const order: string[] = [];
  for (const item of named) {
    const code = String(item).replace(/\D/g, '');
    if (known.has(code) && !order.includes(code)) order.push(code);
  }
  if (order.length === 0) return null;
  for (const candidate of candidates) if (!order.includes(candidate.code)) order.push(candidate.code);
  return order;
}
