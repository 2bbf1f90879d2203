import {
  dataEnvelope,
  errorEnvelopeSchema,
  sandboxCheckoutSessionSchema,
  type PaymentMethod,
  type SandboxCheckoutSession,
} from '@contabil/contracts';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import type { SandboxOutcome } from './sandbox-return-url';

const API_TIMEOUT_MS = 8_000;
const sessionAnswerSchema = dataEnvelope(sandboxCheckoutSessionSchema);

const sessionPath = (id: string) =>
  `${publicRuntimeConfig.apiBaseUrl}/payments/sandbox/sessions/${encodeURIComponent(id)}`;

export class SandboxCheckoutError extends Error {
  override readonly name = 'SandboxCheckoutError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const UNAVAILABLE = 'Não foi possível falar com o ambiente de pagamentos agora. Tente novamente em instantes.';

/** `GET /payments/sandbox/sessions/{id}` (no token): null when there is no such session. */
export async function fetchSandboxSession(id: string, signal: AbortSignal): Promise<SandboxCheckoutSession | null> {
  let res: Response;
  try {
    res = await fetch(sessionPath(id), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    console.error(`sandbox-checkout: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    throw new SandboxCheckoutError(502, UNAVAILABLE);
  }
  if (res.status === 404 || res.status === 400) return null;
  const answer = sessionAnswerSchema.safeParse(await res.json().catch(() => undefined));
  if (!res.ok || !answer.success) throw new SandboxCheckoutError(502, UNAVAILABLE);
  return answer.data.data;
}

/**
 * `POST /payments/sandbox/sessions/{id}/pay` or `/fail` (no token). A session already
 * closed answers 409: the caller shows it again with its result.
 */
export async function settleSandboxSession(
  id: string,
  outcome: SandboxOutcome | 'expired',
  signal: AbortSignal,
): Promise<void> {
  const action = outcome === 'paid' ? 'pay' : outcome === 'failed' ? 'fail' : 'expire';
  await postToSession(id, action, undefined, signal);
}

/** `POST /payments/sandbox/sessions/{id}/method` (no token): card, Pix or boleto. */
export async function chooseSandboxMethod(id: string, method: PaymentMethod, signal: AbortSignal): Promise<void> {
  await postToSession(id, 'method', { method }, signal);
}

async function postToSession(id: string, action: string, body: object | undefined, signal: AbortSignal) {
  let res: Response;
  try {
    res = await fetch(`${sessionPath(id)}/${action}`, {
      method: 'POST',
      headers: body
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.any([signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    console.error(`sandbox-checkout: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    throw new SandboxCheckoutError(502, UNAVAILABLE);
  }
  if (res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return;
  }
  const error = errorEnvelopeSchema.safeParse(await res.json().catch(() => undefined));
  throw new SandboxCheckoutError(
    res.status,
    error.success && res.status < 500 ? error.data.error.message : UNAVAILABLE,
  );
}
