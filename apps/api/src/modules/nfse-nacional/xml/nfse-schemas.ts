import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** The official schemas of layout 1.01 (src/reference-data/nfse/xsd-nacional-v1.01, unchanged copies). */
export const NFSE_XSD_FOLDER = 'nfse/xsd-nacional-v1.01';

/** The root documents the product validates, each with the schema file that declares it. */
export const NFSE_SCHEMAS = {
  DPS: 'DPS_v1.01.xsd',
  NFSe: 'NFSe_v1.01.xsd',
  pedRegEvento: 'pedRegEvento_v1.01.xsd',
  evento: 'evento_v1.01.xsd',
} as const;
export type NfseDocumentKind = keyof typeof NFSE_SCHEMAS;

/**
 * The one pattern of the official package that is not an XML Schema regular expression:
 * `TSSerieDPS` uses a look-ahead (`^(?!0{1,5}$)\d{1,5}$`, .NET syntax), which libxml2 (like any
 * conforming validator) refuses to compile. It is replaced in memory, never in the file, by
 * the XSD pattern meaning the same with the type's maxLength 5: one to five digits, not all
 * zeros. The test of this module checks the replacement happens exactly once and means the same.
 */
export const SERIES_PATTERN_FIX = {
  file: 'tiposSimples_v1.01.xsd',
  official: 'value="^(?!0{1,5}$)\\d{1,5}$"',
  replacement: 'value="[0-9]{0,4}[1-9][0-9]{0,4}"',
} as const;

function referenceDataFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source tree: src/modules/nfse-nacional/xml -> src/reference-data; build: dist/ -> dist/reference-data.
  const candidates = [path.join(here, '..', '..', '..', 'reference-data'), path.join(here, 'reference-data')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, NFSE_XSD_FOLDER)));
  if (!found) throw new Error(`NFS-e schemas not found near ${here}`);
  return path.join(found, NFSE_XSD_FOLDER);
}

let cached: XMLFileInfo[] | undefined;

/** Every schema file of the package, read once, with the series pattern made valid XSD. */
export function nfseSchemaFiles(): XMLFileInfo[] {
  if (cached) return cached;
  const folder = referenceDataFolder();
  cached = readdirSync(folder)
    .filter((name) => name.endsWith('.xsd'))
    .sort()
    .map((fileName) => {
      let contents = readFileSync(path.join(folder, fileName), 'utf8').replace(/^\uFEFF/, '');
      if (fileName === SERIES_PATTERN_FIX.file) {
        const occurrences = contents.split(SERIES_PATTERN_FIX.official).length - 1;
        if (occurrences !== 1) throw new Error(`${fileName}: expected the series pattern once, found ${occurrences}`);
        contents = contents.replace(SERIES_PATTERN_FIX.official, SERIES_PATTERN_FIX.replacement);
      }
      return { fileName, contents };
    });
  return cached;
}

export interface XsdError {
  /** libxml2's message without file and line. */
  message: string;
  /** 1-based line of the validated text, when libxml2 gave one. */
  line: number | null;
}

export interface XsdResult {
  valid: boolean;
  errors: XsdError[];
}

/** Validates an XML text against the official schema of its kind (libxml2 in WebAssembly). */
export async function validateNfseXml(kind: NfseDocumentKind, xml: string): Promise<XsdResult> {
  const files = nfseSchemaFiles();
  const schemaName = NFSE_SCHEMAS[kind];
  const schema = files.find((file) => file.fileName === schemaName);
  if (!schema) throw new Error(`schema ${schemaName} missing`);
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema,
    preload: files.filter((file) => file !== schema),
  });
  return {
    valid: result.valid,
    errors: result.errors.map((error) => ({ message: error.message.trim(), line: error.loc?.lineNumber ?? null })),
  };
}
