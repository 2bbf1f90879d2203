// npm run lint:openapi (part of npm run lint): writes the API's OpenAPI document to a temporary
// file, prints its size and lints it with Redocly under redocly.yaml; exits with Redocly's
// code (any error fails). Redocly's telemetry and update check stay off.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'contabil-openapi-'));
const file = path.join(folder, 'openapi.json');
try {
  const written = await run('npm', ['run', '--silent', 'openapi', '-w', 'apps/api', '--', file]);
  if (written !== 0) process.exit(written);
  process.stdout.write(`OpenAPI document: ${statSync(file).size} bytes\n`);
  const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  process.exitCode = await run(process.execPath, [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml')], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
