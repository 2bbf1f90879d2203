/**
 * The fake Cora as a process, for the e2e and for trying the connection locally:
 *   npx tsx apps/api/src/modules/bank-statements/cora/fake-cora-server.ts [port]   (default 3799)
 * then start the API with
 *   CORA_OAUTH_URL=http://127.0.0.1:3799/oauth CORA_API_URL=http://127.0.0.1:3799/api
 *   CORA_CLIENT_ID=contabil-fake CORA_CLIENT_SECRET=fake-secret-not-a-real-one
 */
import { startFakeCora } from './fake-cora.test-support.js';

const port = Number(process.argv[2] ?? process.env.FAKE_CORA_PORT ?? 3799);
const fake = await startFakeCora({ port });
console.warn(`fake Cora listening: OAuth ${fake.oauthUrl}, API ${fake.apiUrl}`);
const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
