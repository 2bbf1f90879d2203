import type { A1Certificate } from '../certificates/a1-certificate.js';
import { prepareDps } from '../dps/prepare-dps.js';
import type { DpsData } from '../dps/dps-data.js';
import { parseNfse, type ParsedNfse } from '../nfse/parse-nfse.js';
import type { NationalError, SefinClient } from '../sefin/sefin-client.js';
import { SEFIN_DUPLICATE_DPS_CODE } from '../sefin/sefin-wire.js';
import { signNfseXml } from '../signing/xml-signature.js';

/**
 * What is kept on the request BEFORE the first send: the signed DPS (its id fixes the DPS
 * number). Every retry sends these same bytes, never a new number, so the national system's
 * own duplicate check backs ours.
 */
export interface SignedDps {
  dpsId: string;
  signedXml: string;
}

/** Builds, validates (XSD, before anything leaves) and signs the DPS with the company's A1. */
export async function signDps(data: DpsData, certificate: A1Certificate): Promise<SignedDps> {
  const built = await prepareDps(data);
  return { dpsId: built.id, signedXml: signNfseXml(built.xml, 'infDPS', certificate) };
}

export type EmissionOutcome =
  | {
      kind: 'issued';
      note: ParsedNfse;
      nfseXml: string;
      /** The note was found by the DPS id (an earlier attempt reached the Sefin), not answered to this send. */
      recovered: boolean;
    }
  | { kind: 'rejected'; errors: NationalError[] };

/** The note received must be the one of this DPS. */
async function noteOf(dps: SignedDps, nfseXml: string, recovered: boolean): Promise<EmissionOutcome> {
  const note = await parseNfse(nfseXml);
  if (note.dpsId !== dps.dpsId) throw new Error(`NFS-e ${note.accessKey} is of another DPS`);
  return { kind: 'issued', note, nfseXml, recovered };
}

async function findExisting(client: SefinClient, dps: SignedDps): Promise<EmissionOutcome | null> {
  const accessKey = await client.findByDpsId(dps.dpsId);
  if (!accessKey) return null;
  const nfseXml = await client.getNfse(accessKey);
  return nfseXml ? noteOf(dps, nfseXml, true) : null;
}

/**
 * One attempt at turning a signed DPS into an NFS-e. After the first attempt (which may have
 * reached the Sefin before a timeout), the DPS is looked up by its id before anything is
 * sent again; a "DPS already used" rejection also ends in the lookup. A timeout or an
 * unreachable Sefin throws SefinUnavailableError: the job retries later. Never two notes.
 */
export async function sendSignedDps(
  client: SefinClient,
  dps: SignedDps,
  options: { attempt: number },
): Promise<EmissionOutcome> {
  if (options.attempt > 1) {
    const existing = await findExisting(client, dps);
    if (existing) return existing;
  }
  const result = await client.sendDps(dps.signedXml);
  if (result.kind === 'issued') return noteOf(dps, result.nfseXml, false);
  if (result.errors.some((error) => error.code === SEFIN_DUPLICATE_DPS_CODE)) {
    const existing = await findExisting(client, dps);
    if (existing) return existing;
  }
  return { kind: 'rejected', errors: result.errors };
}
