import type { JobDefinition } from '../../../jobs/job-queue.js';
import {
  NFSE_EMIT_JOB,
  nationalSendExhausted,
  runNationalEmission,
  type EmissionJobDeps,
  type NfseEmitData,
} from './national-emission.service.js';

/**
 * Sends a request's signed DPS to the Sefin Nacional (decision 018). Retried with backoff
 * while the Sefin is unavailable (30 s doubling to 30 min, 10 times, then the dead-letter
 * queue); every retry after the first asks for the DPS by its id before sending: never two
 * notes for one request. A run on a request already answered does nothing. When the last
 * retry fails the emission is flagged (`sendFailedAt`) for the customer and the accountants.
 */
export function nfseEmissionJob(deps: EmissionJobDeps): JobDefinition<NfseEmitData> {
  return {
    name: NFSE_EMIT_JOB,
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 300 },
    concurrency: 2,
    run: (data) => runNationalEmission(deps, data),
    // The last retry failed: the customer and the accountants' queue see it (not processing forever).
    onLastFailure: (data, error) => nationalSendExhausted(deps, data, error),
  };
}
