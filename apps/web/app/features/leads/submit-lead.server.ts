import { errorEnvelopeSchema, messages } from '@contabil/contracts';
import { publicRuntimeConfig } from '~/lib/runtime-config.server';
import { parseLeadForm, type LeadField, type LeadFieldErrors } from './lead-form-data';
import type { LeadFormResult } from './lead-form-result';

const API_TIMEOUT_MS = 5_000;
const UNAVAILABLE = 'Não foi possível enviar agora. Tente novamente em instantes ou fale com a gente pelo chat.';

const FIELDS: readonly LeadField[] = ['name', 'email', 'phone', 'planId'];

/**
 * The public pages' action for "Prefere falar com um contador?": checks the form with
 * the contract, then `POST /leads` on the API from the web server, so the form also
 * works before (or without) JavaScript.
 */
export async function submitLead(
  request: Request,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LeadFormResult> {
  const parsed = parseLeadForm(await request.formData());
  if (!parsed.ok) return { status: 'invalid', fieldErrors: parsed.fieldErrors };

  let res: Response;
  try {
    const forwardedFor = request.headers.get('x-forwarded-for');
    res = await fetchImpl(`${publicRuntimeConfig.apiBaseUrl}/leads`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(parsed.input),
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]),
    });
  } catch (err) {
    console.error(`leads: API unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return { status: 'error', message: UNAVAILABLE };
  }
  if (res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return { status: 'sent' };
  }

  const answer = errorEnvelopeSchema.safeParse(await res.json().catch(() => undefined));
  if (res.status === 400 && answer.success) {
    const fieldErrors: LeadFieldErrors = {};
    for (const [name, message] of Object.entries(answer.data.error.fields ?? {})) {
      const field = FIELDS.find((candidate) => candidate === name);
      if (field) fieldErrors[field] = message;
    }
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors };
  }
  if (res.status === 429) return { status: 'error', message: messages.rateLimited };
  if (res.status >= 500 || !answer.success) {
    console.error(`leads: API answered ${res.status}`);
    return { status: 'error', message: UNAVAILABLE };
  }
  return { status: 'error', message: answer.data.error.message };
}
