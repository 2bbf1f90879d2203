// The production settings `npm run bench` starts the servers with, on loopback, so that
// both production guards (apps/api/src/config/production-guard.ts and
// apps/web/server/production-guard.mjs) accept them: the bench measures the production
// build, and a guard that refused the start left the bench waiting for a server that had
// already exited.
//
// - One box on purpose: ALLOW_SINGLE_NODE=true (embedded database, local disk).
// - Public addresses under bench names (`*.bench.test`, which resolve nowhere): the guards
//   refuse loopback ones. Node calls the servers on 127.0.0.1 (the web server reaches the
//   API through API_INTERNAL_URL); the Lighthouse bench's browser visits localhost.
// - E-mail to a port where nothing listens (the outbox keeps what it cannot send), and
//   Stripe keys of the right shape that nothing measured uses.

const BENCH_WEB_HOST = 'app.bench.test';
const BENCH_API_HOST = 'api.bench.test';

/** The environment of a production start on loopback ports `webPort` and `apiPort`. */
export function benchProductionEnv({ webPort, apiPort, secret }) {
  return {
    NODE_ENV: 'production',
    ALLOW_SINGLE_NODE: 'true',
    HOST: '127.0.0.1',
    API_HOST: '127.0.0.1',
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    WEB_ORIGIN: `http://${BENCH_WEB_HOST}:${webPort}`,
    API_PUBLIC_URL: `http://${BENCH_API_HOST}:${apiPort}`,
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    JWT_SECRET: secret,
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench_only_never_used_0000000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_only_never_used_000000000',
    CNPJ_LOOKUP: 'off',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
  };
}
