import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { lookupCep, type CepLookupOutcome } from './cep-lookup';

export type CepLookupState = { status: 'idle' } | { status: 'loading' } | CepLookupOutcome;

/**
 * Looks a CEP up once it has 8 digits; a newer CEP cancels the lookup still running.
 * Resolves with the outcome (null when superseded) so the form can fill its fields.
 */
export function useCepLookup(options: { fetch?: typeof fetch } = {}) {
  const { cepLookupUrl } = useRuntimeConfig();
  const [state, setState] = useState<CepLookupState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const lastCep = useRef<string | null>(null);
  const fetchImpl = options.fetch;

  useEffect(() => () => running.current?.abort(), []);

  const lookup = useCallback(
    async (cep: string): Promise<CepLookupOutcome | null> => {
      const digits = cep.replace(/\D/g, '');
      if (digits.length !== 8) {
        running.current?.abort();
        lastCep.current = null;
        setState({ status: 'idle' });
        return null;
      }
      if (digits === lastCep.current) return null;
      lastCep.current = digits;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'loading' });
      try {
        const outcome = await lookupCep(digits, {
          baseUrl: cepLookupUrl,
          signal: controller.signal,
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        });
        if (controller.signal.aborted) return null;
        setState(outcome);
        return outcome;
      } catch {
        return null;
      }
    },
    [cepLookupUrl, fetchImpl],
  );

  return { state, lookup };
}
