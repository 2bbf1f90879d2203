// The production web server (`npm start`): what react-router-serve does (compression, the
// build's static files, the request log, the React Router handler), plus the security
// headers on the static files too. Pages, data and resource routes get theirs from the
// app's root middleware (app/lib/security-headers.server.ts); the static files are served
// before the app, so the headers come from the build's entry (`staticFileHeaders`).
//
//   node server.mjs [build/server/index.js]      PORT (3000) and HOST as react-router-serve
import path from 'node:path';
import url from 'node:url';

// Before React is loaded (static imports would load it first): React picks its development
// or production build from NODE_ENV when it is first imported, and the server build's
// react-dom is the production one.
process.env.NODE_ENV ??= 'production';
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { default: morgan } = await import('morgan');
const { createRequestHandler } = await import('@react-router/express');
const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(url.pathToFileURL(buildPath).href);
const headers = build.entry.module.staticFileHeaders?.() ?? [];
const setHeaders = (res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
};

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(
  path.posix.join(build.publicPath, 'assets'),
  express.static(path.join(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y', setHeaders }),
);
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { setHeaders }));
app.use(express.static('public', { maxAge: '1h', setHeaders }));
app.use(morgan('tiny'));
app.use(await (await import('./page-cache.mjs')).pageCacheFor(build, process.env));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT || 3000);
const onListen = () => process.stdout.write(`[web] http://localhost:${port}\n`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error));
