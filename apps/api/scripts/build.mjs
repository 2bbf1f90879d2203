// Bundles the API into dist/: our own code and the workspace contracts (TypeScript
// source) are bundled; every npm package stays external and loads from node_modules.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const started = Date.now();

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@contabil/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/scripts/migrate.ts',
    'create-admin': 'src/scripts/create-admin.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    worker: 'src/worker.ts',
  },
  absWorkingDir: root,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
const referenceData = path.join(root, 'src/reference-data');
if (existsSync(referenceData)) cpSync(referenceData, path.join(dist, 'reference-data'), { recursive: true });
console.log(`api: built dist/ in ${Date.now() - started} ms`);
