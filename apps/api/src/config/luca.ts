import { z } from 'zod';

/**
 * Luca's optional language model: any OpenAI-compatible chat completions endpoint
 * (POST {LUCA_LLM_URL}/chat/completions). Without LUCA_LLM_URL and LUCA_LLM_MODEL the
 * local engine answers alone. Part of loadConfig (config/env.ts).
 */
const lucaEnvSchema = z
  .object({
    /** Base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
    LUCA_LLM_URL: z.string().url().optional(),
    LUCA_LLM_MODEL: z.string().trim().min(1).optional(),
    /** Sent as `Authorization: Bearer ...` when set (local servers often need none). */
    LUCA_LLM_API_KEY: z.string().min(1).optional(),
    /** The local answer is used when the model takes longer than this. */
    LUCA_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.LUCA_LLM_URL && !env.LUCA_LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LUCA_LLM_MODEL'], message: 'obrigatório com LUCA_LLM_URL' });
    }
    if (env.LUCA_LLM_MODEL && !env.LUCA_LLM_URL) {
      ctx.addIssue({ code: 'custom', path: ['LUCA_LLM_URL'], message: 'obrigatório com LUCA_LLM_MODEL' });
    }
  });

export interface LucaLlmConfig {
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export interface LucaConfig {
  /** Null: no model configured, the local engine answers alone. */
  llm: LucaLlmConfig | null;
}

/** Parses Luca's variables; refuses to start listing the bad ones (like loadConfig). */
export function loadLucaConfig(source: NodeJS.ProcessEnv = process.env): LucaConfig {
  const blankAsUnset = Object.fromEntries(
    ['LUCA_LLM_URL', 'LUCA_LLM_MODEL', 'LUCA_LLM_API_KEY', 'LUCA_LLM_TIMEOUT_MS'].map((key) => [
      key,
      source[key]?.trim() ? source[key] : undefined,
    ]),
  );
  const parsed = lucaEnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!env.LUCA_LLM_URL || !env.LUCA_LLM_MODEL) return { llm: null };
  return {
    llm: {
      url: env.LUCA_LLM_URL.replace(/\/+$/, ''),
      model: env.LUCA_LLM_MODEL,
      apiKey: env.LUCA_LLM_API_KEY,
      timeoutMs: env.LUCA_LLM_TIMEOUT_MS,
    },
  };
}
