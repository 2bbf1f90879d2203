import { z } from 'zod';

// Object storage behind signed links (spec section 7 "Files": GET /upload/{filename},
// GET /download/{filename}). Keys are always under the company's prefix.

/** Ours: 20 MB per object. */
export const STORAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Signed links live a few minutes. */
export const SIGNED_LINK_TTL_SECONDS = 300;

/** What may be stored, told by the bytes (the name and the declared type are only hints). */
export const STORAGE_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/xml',
  'application/x-ofx',
  'application/zip',
] as const;
export type StorageContentType = (typeof STORAGE_CONTENT_TYPES)[number];

export const storageMessages = {
  badType: 'Envie um PDF, imagem (JPG, PNG ou WebP), XML, OFX ou ZIP',
  tooLarge: 'Envie um arquivo de até 20 MB',
  fileNameRequired: 'Informe o nome do arquivo',
  linkExpired: 'Este link expirou. Gere um novo.',
  linkInvalid: 'Link de arquivo inválido',
  objectNotFound: 'Arquivo não encontrado',
  uploadMissing: 'O arquivo ainda não foi enviado',
} as const;

/** `GET /upload/{filename}?companyId=&contentType=&size=`: the declared type and size are checked first. */
export const uploadLinkQuerySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  contentType: z.string().trim().max(100).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1, storageMessages.uploadMissing)
    .max(STORAGE_MAX_BYTES, storageMessages.tooLarge)
    .optional(),
});

/** `GET /download/{filename}?companyId=&inline=true`: inline for previews (PDF, images) instead of a download. */
export const downloadLinkQuerySchema = z.object({
  companyId: z.uuid({ error: 'Empresa inválida' }),
  inline: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** A signed link: send `method` to `url` with `headers` before `expiresAt`. */
export const signedLinkSchema = z.object({
  url: z.string(),
  method: z.enum(['PUT', 'GET']),
  /** The object key, relative to the company: what `/download/{filename}` and document creation take. */
  key: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type SignedLink = z.infer<typeof signedLinkSchema>;
