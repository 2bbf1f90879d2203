import { leadInputSchema, leadSourceSchema, type LeadInput } from '@contabil/contracts';

export type LeadField = 'name' | 'email' | 'phone' | 'planId';
export type LeadFieldErrors = Partial<Record<LeadField, string>>;

export type LeadFormParse = { ok: true; input: LeadInput } | { ok: false; fieldErrors: LeadFieldErrors };

const FIELDS: readonly LeadField[] = ['name', 'email', 'phone', 'planId'];

/** The lead form as posted -> the `POST /leads` body, or the contract's messages per field. */
export function parseLeadForm(form: FormData): LeadFormParse {
  const text = (name: LeadField) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const parsed = leadInputSchema.safeParse({
    name: text('name') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    planId: text('planId'),
    // A hidden field the page sets: a value outside the list is dropped, not shown to the person as an error.
    source: leadSourceSchema.safeParse(form.get('source')).data,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldErrors: LeadFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) fieldErrors[field] ??= field === 'planId' ? 'Escolha um dos planos' : issue.message;
  }
  return { ok: false, fieldErrors };
}
