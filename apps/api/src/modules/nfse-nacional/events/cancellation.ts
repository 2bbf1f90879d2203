import { create } from 'xmlbuilder2';
import { AppError } from '../../../lib/app-error.js';
import { nfseNacionalMessages } from '@contabil/contracts';
import { brasiliaDateTime } from '../dps/dps-builder.js';
import { NFSE_LAYOUT_VERSION, NFSE_NAMESPACE, type NfseEnvironment } from '../dps/dps-data.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';

/** cMotivo of the cancellation event e101101: 1 erro na emissão, 2 serviço não prestado, 9 outros. */
export type CancellationReason = '1' | '2' | '9';

export const CANCELLATION_EVENT = '101101';

/** PRE + access key (50) + event type (6) + request number (3): 62 positions. */
export function cancellationRequestId(accessKey: string, requestNumber = 1): string {
  return `PRE${accessKey}${CANCELLATION_EVENT}${String(requestNumber).padStart(3, '0')}`;
}

/**
 * The pedRegEvento of a cancellation (e101101), validated against pedRegEvento_v1.01.xsd
 * before it is signed: a reason text outside 15 to 255 characters, or a bad key, is a 400.
 */
export async function buildCancellationRequest(input: {
  environment: NfseEnvironment;
  appVersion: string;
  requestedAt: Date;
  authorCnpj: string;
  accessKey: string;
  reason: CancellationReason;
  reasonText: string;
}): Promise<{ id: string; xml: string }> {
  const id = cancellationRequestId(input.accessKey);
  const xml = create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      pedRegEvento: {
        '@xmlns': NFSE_NAMESPACE,
        '@versao': NFSE_LAYOUT_VERSION,
        infPedReg: {
          '@Id': id,
          tpAmb: input.environment === 'production' ? '1' : '2',
          verAplic: input.appVersion,
          dhEvento: brasiliaDateTime(input.requestedAt),
          CNPJAutor: input.authorCnpj,
          chNFSe: input.accessKey,
          nPedRegEvento: '1',
          e101101: { xDesc: 'Cancelamento de NFS-e', cMotivo: input.reason, xMotivo: input.reasonText },
        },
      },
    },
  ).end({ prettyPrint: false });
  const result = await validateNfseXml('pedRegEvento', xml);
  if (!result.valid) {
    const onReason = result.errors.some((error) => error.message.includes('xMotivo'));
    const message = onReason ? nfseNacionalMessages.cancellationReasonText : nfseNacionalMessages.cancellationInvalid;
    throw new AppError('validation_error', 400, message, { [onReason ? 'reasonText' : '_']: message });
  }
  return { id, xml };
}
