import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_FILE_TYPES,
  companyFileBadType,
  companyFileMissing,
  companyFileSchema,
  companyFileTooLarge,
  type CompanyFile,
} from '@contabil/contracts';
import { uploadFileToApi, type FileUploadOptions } from '~/lib/xhr-upload';

/** The contract's check before sending: a file, PDF/JPG/PNG, up to 5 MB. null when fine. */
export function companyFileProblem(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return companyFileMissing;
  if (!(COMPANY_FILE_TYPES as readonly string[]).includes(file.type)) return companyFileBadType;
  if (file.size > COMPANY_FILE_MAX_BYTES) return companyFileTooLarge;
  return null;
}

export type UploadOptions = FileUploadOptions & { companyId: string };

/**
 * `POST /companies/{id}/files`, multipart field "file". XMLHttpRequest rather than fetch:
 * only it reports the upload's progress. Errors come as the API client's ApiError.
 */
export function uploadCompanyFile({ companyId, ...options }: UploadOptions): Promise<CompanyFile> {
  return uploadFileToApi({
    ...options,
    path: `/companies/${encodeURIComponent(companyId)}/files`,
    schema: companyFileSchema,
  });
}
