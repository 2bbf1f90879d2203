import { AppError } from '../../../lib/app-error.js';
import { errorElementPath, elementPathsByLine } from '../xml/element-paths.js';
import { validateNfseXml } from '../xml/nfse-schemas.js';
import { buildDps, type BuiltDps } from './dps-builder.js';
import type { DpsData } from './dps-data.js';
import { dpsFieldFor } from './dps-fields.js';

/**
 * Builds the DPS and validates it against the official schema before anything leaves: a
 * DPS the schema refuses is a 400 naming each field in Portuguese (the first one in the
 * message), with nothing sent or queued.
 */
export async function prepareDps(data: DpsData): Promise<BuiltDps> {
  const built = buildDps(data);
  const result = await validateNfseXml('DPS', built.indented);
  if (result.valid) return built;
  const paths = elementPathsByLine(built.indented);
  const fields: Record<string, string> = {};
  for (const error of result.errors) {
    const path = errorElementPath(error.message, error.line === null ? null : (paths[error.line] ?? null));
    const { field, message } = dpsFieldFor(path);
    fields[field] ??= message;
  }
  // The Id repeats other fields (municipality, series, number): name those first.
  const ordered = Object.entries(fields).sort(([a], [b]) => Number(a === 'dpsId') - Number(b === 'dpsId'));
  const first = ordered[0]?.[1] ?? 'DPS inválida';
  throw new AppError('validation_error', 400, first, Object.fromEntries(ordered));
}
