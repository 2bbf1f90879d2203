import { useRef } from 'react';
import type { CompanyDocument, DocumentCreate } from '@contabil/contracts';
import { useCreateDocument } from '~/features/documents';
import type { FileRule } from '~/lib/files/document-files';
import { useSignedUpload } from '~/lib/files/use-signed-upload';

/**
 * The accountants' "send": the file through a signed link (with its progress), then
 * `POST /documents`. A file already stored is not sent again when only the second step
 * failed (a field the API refused, say) and the person tries again with the same file.
 */
export function useSendDocument(companyId: string, rule: FileRule) {
  const upload = useSignedUpload(companyId, rule);
  const create = useCreateDocument(companyId);
  const stored = useRef<{ file: File; key: string } | null>(null);

  /** null: the upload failed (`upload.error` says why); the API's refusal of the document is thrown. */
  const send = async (file: File, body: (key: string) => DocumentCreate): Promise<CompanyDocument | null> => {
    let key = stored.current?.file === file ? stored.current.key : null;
    if (!key) {
      const sent = await upload.start(file);
      if (!sent) return null;
      key = sent.key;
      stored.current = { file, key };
    }
    const document = await create.mutateAsync(body(key));
    stored.current = null;
    return document;
  };

  return { upload, send };
}
