import { z } from 'zod';

export const COMPANY_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** What `POST /companies/{id}/files` accepts (by content). */
export const COMPANY_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/**
 * Every type a kept company file may have: the uploads above and the issued NFS-e's XML,
 * which only our accountants attach (`POST /nfs/requests/{id}/files/xml`).
 */
export const COMPANY_FILE_STORED_TYPES = [...COMPANY_FILE_TYPES, 'application/xml'] as const;
export type CompanyFileStoredType = (typeof COMPANY_FILE_STORED_TYPES)[number];
export const companyFileTooLarge = 'Envie um arquivo de até 5 MB';
export const companyFileBadType = 'Envie um PDF, JPG ou PNG';
export const companyFileMissing = 'Escolha um arquivo';

/** A file a company sent (e.g. the guide receipt of the opening): `POST /companies/{id}/files`. */
export const companyFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(COMPANY_FILE_STORED_TYPES),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

export const companyFileParamsSchema = z.object({
  id: z.uuid({ message: 'Empresa inválida' }),
  fileId: z.uuid({ message: 'Arquivo inválido' }),
});
