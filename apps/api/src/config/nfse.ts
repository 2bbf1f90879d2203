import { hkdfSync, createHash } from 'node:crypto';
import { z } from 'zod';
import { SEFIN_URLS } from '../modules/nfse-nacional/sefin/sefin-client.js';
import type { NfseEnvironment } from '../modules/nfse-nacional/dps/dps-data.js';

/**
 * The NFS-e Nacional integration (decision 018): which Sefin Nacional, how long to wait for
 * it, and the key that encrypts the companies' A1 certificates at rest. Part of loadConfig.
 */
const nfseEnvSchema = z.object({
  /** `restricted` (produção restrita, tpAmb 2) until a person turns production on. */
  NFSE_ENVIRONMENT: z.enum(['production', 'restricted']).default('restricted'),
  /** The Sefin Nacional's base URL; by default the environment's official one. The fake's in tests. */
  NFSE_API_URL: z.string().url().optional(),
  NFSE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  /** Encrypts the A1 certificates and their passwords (AES-256-GCM of SHA-256 of it). */
  NFSE_CERTIFICATES_KEY: z.string().min(32, 'NFSE_CERTIFICATES_KEY precisa ter pelo menos 32 caracteres').optional(),
});

export interface NfseConfig {
  environment: NfseEnvironment;
  apiUrl: string;
  timeoutMs: number;
  /** The 32-byte AES key of the certificates' vault. */
  certificatesKey: Buffer;
  /**
   * Certificate authorities trusted for the Sefin's TLS besides the system's (tests: the fake's
   * test CA). Not an environment variable: elsewhere Node's NODE_EXTRA_CA_CERTS does this.
   */
  trustedCas?: string[];
}

/** Parses the NFS-e variables; refuses to start listing the bad ones (like loadConfig). */
export function loadNfseConfig(source: NodeJS.ProcessEnv, jwtSecret: string): NfseConfig {
  const parsed = nfseEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    environment: env.NFSE_ENVIRONMENT,
    apiUrl: (env.NFSE_API_URL ?? SEFIN_URLS[env.NFSE_ENVIRONMENT]).replace(/\/$/, ''),
    timeoutMs: env.NFSE_TIMEOUT_MS,
    // Without its own key, one derived from the JWT secret (its own label), as for the bank tokens.
    certificatesKey: env.NFSE_CERTIFICATES_KEY
      ? createHash('sha256').update(env.NFSE_CERTIFICATES_KEY).digest()
      : Buffer.from(hkdfSync('sha256', jwtSecret, 'contabil-nfse-certificates', 'aes-256-gcm', 32)),
  };
}
