import { API_PORT } from './e2e-env';

// The Cora journey's stand-in for the bank (apps/api/src/modules/bank-statements/cora/
// fake-cora.test-support.ts), started by the journey itself on a port of its own. The API
// of the e2e run is configured for it (playwright.config.ts) and shows the "cora" feature
// to one e-mail only.

export const FAKE_CORA_PORT = Number(process.env.E2E_CORA_PORT ?? API_PORT + 2);
export const FAKE_CORA_URL = `http://127.0.0.1:${FAKE_CORA_PORT}`;
export const FAKE_CORA_CLIENT = { clientId: 'contabil-e2e', clientSecret: 'e2e-secret-not-a-real-one' } as const;
/** The only user with the "cora" feature in the e2e run. */
export const CORA_E2E_EMAIL = 'cora.e2e@exemplo.com.br';

/** The API's environment for the fake Cora. */
export const FAKE_CORA_API_ENV = {
  CORA_OAUTH_URL: `${FAKE_CORA_URL}/oauth`,
  CORA_API_URL: `${FAKE_CORA_URL}/api`,
  CORA_CLIENT_ID: FAKE_CORA_CLIENT.clientId,
  CORA_CLIENT_SECRET: FAKE_CORA_CLIENT.clientSecret,
  FEATURE_CORA_EMAILS: CORA_E2E_EMAIL,
} as const;
