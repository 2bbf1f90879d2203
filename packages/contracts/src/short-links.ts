import { z } from 'zod';
import { paginationQuerySchema } from './pagination.js';

// The WHATWG URL parser of Node and of browsers; this package's types name neither runtime.
declare const URL: new (input: string) => {
  href: string;
  protocol: string;
  hostname: string;
  username: string;
  password: string;
};

// Short links: `GET /functions/links/{alias}` redirects to the link's address (spec
// section 7 "Other"); system administrators manage them at `/admin/links`.

export const SHORT_LINK_ALIAS_MIN = 2;
export const SHORT_LINK_ALIAS_MAX = 64;
export const SHORT_LINK_URL_MAX = 2000;
/** Letters without accents, digits and hyphens. */
export const SHORT_LINK_ALIAS_PATTERN = /^[a-z0-9-]+$/i;

export const shortLinkMessages = {
  aliasRequired: 'Informe o apelido do link',
  aliasLength: `O apelido precisa ter de ${SHORT_LINK_ALIAS_MIN} a ${SHORT_LINK_ALIAS_MAX} caracteres`,
  aliasCharacters: 'Use só letras sem acento, números e hífens no apelido',
  aliasTaken: 'Já existe um link com este apelido',
  urlRequired: 'Informe o endereço de destino',
  urlInvalid: 'Endereço inválido: use um endereço completo, como https://exemplo.com.br/pagina',
  urlProtocol: 'O endereço precisa começar com http:// ou https://',
  urlCredentials: 'O endereço não pode conter usuário ou senha',
  urlTooLong: `Use um endereço de até ${SHORT_LINK_URL_MAX} caracteres`,
  linkNotFound: 'Link não encontrado',
  invalidId: 'Link inválido',
} as const;

/** Case-insensitive: kept and compared in lower case ("Promo-IRPF" is "promo-irpf"). */
export const shortLinkAliasSchema = z
  .string({ error: shortLinkMessages.aliasRequired })
  .trim()
  .min(1, shortLinkMessages.aliasRequired)
  .min(SHORT_LINK_ALIAS_MIN, shortLinkMessages.aliasLength)
  .max(SHORT_LINK_ALIAS_MAX, shortLinkMessages.aliasLength)
  .regex(SHORT_LINK_ALIAS_PATTERN, shortLinkMessages.aliasCharacters)
  .transform((alias) => alias.toLowerCase());

/** The reason an address cannot be a short link's target, or null when it can. */
export function shortLinkUrlProblem(value: string): string | null {
  if (value === '') return shortLinkMessages.urlRequired;
  if (value.length > SHORT_LINK_URL_MAX) return shortLinkMessages.urlTooLong;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return shortLinkMessages.urlInvalid;
  }
  // javascript:, data:, file:, ftp:… never leave through a redirect of ours.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return shortLinkMessages.urlProtocol;
  if (url.hostname === '') return shortLinkMessages.urlInvalid;
  if (url.username !== '' || url.password !== '') return shortLinkMessages.urlCredentials;
  return null;
}

/** An http(s) address, kept in its normalised form (the one the redirect sends). */
export const shortLinkUrlSchema = z
  .string({ error: shortLinkMessages.urlRequired })
  .trim()
  .superRefine((value, ctx) => {
    const problem = shortLinkUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => new URL(value).href);

/** `POST /admin/links` and `PUT /admin/links/{id}` (every field again). */
export const shortLinkInputSchema = z.object({
  alias: shortLinkAliasSchema,
  url: shortLinkUrlSchema,
});
export type ShortLinkInput = z.input<typeof shortLinkInputSchema>;
export type ShortLinkValues = z.output<typeof shortLinkInputSchema>;

export const shortLinkSchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  url: z.string(),
  /** Times the link was followed. */
  hitCount: z.number().int(),
  lastUsedAt: z.iso.datetime().nullable(),
  createdBy: z.object({ uid: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** `GET /admin/links`: newest first; `query` matches the alias or the address, ignoring case. */
export const shortLinksQuerySchema = paginationQuerySchema().extend({
  query: z.string().trim().max(100, 'Digite no máximo 100 caracteres').optional(),
});
export type ShortLinksQuery = z.infer<typeof shortLinksQuerySchema>;

export const shortLinkIdParamsSchema = z.object({ id: z.uuid({ error: shortLinkMessages.invalidId }) });
export const shortLinkAliasParamsSchema = z.object({ alias: z.string().max(200) });
