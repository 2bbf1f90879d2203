// The JavaScript a browser downloads on the first load of `/`, gzipped, against the
// 150 KB budget. It reads the HTML of `/` and counts every <script src> and
// <link rel="modulepreload"> in it.
//
//   node scripts/js-budget.mjs                          renders `/` in-process from ./build
//   node scripts/js-budget.mjs http://localhost:3000    asks a running server instead
//
// Starts no server. Exits 1 over budget, 2 when it cannot measure.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

export const BUDGET_KB = 150;

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const clientDir = path.join(webRoot, 'build/client');

/** The same-origin script URLs the page at `/` loads, in document order, without repeats. */
export function scriptUrls(html) {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload["'\s>]/i.test(tag)) continue;
    const url = attribute(tag, isScript ? 'src' : 'href');
    if (url) urls.add(url);
  }
  return [...urls];
}

/** Inline <script> bodies: part of the HTML download, reported apart for information. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body]) => body);
}

export function gzipSize(content) {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

async function htmlFromBuild() {
  const { createRequestHandler } = await import('react-router');
  const build = await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href);
  const handler = createRequestHandler(build, 'production');
  const response = await handler(new globalThis.Request('http://localhost/', { headers: { accept: 'text/html' } }));
  if (!response.ok) throw new Error(`GET / answered ${response.status} when rendered from ./build`);
  return response.text();
}

async function htmlFromServer(baseUrl) {
  const response = await globalThis.fetch(new URL('/', baseUrl), { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`GET ${baseUrl} answered ${response.status}`);
  return response.text();
}

async function readScript(url, baseUrl) {
  const absolute = new URL(url, baseUrl ?? 'http://localhost/');
  if (baseUrl) {
    const response = await globalThis.fetch(absolute);
    if (!response.ok) throw new Error(`GET ${absolute} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  if (absolute.origin !== 'http://localhost')
    throw new Error(`${url} is on another origin: measure it against a server`);
  return readFile(path.join(clientDir, decodeURIComponent(absolute.pathname)));
}

async function main() {
  const baseUrl = process.argv[2];
  const html = baseUrl ? await htmlFromServer(baseUrl) : await htmlFromBuild();
  const urls = scriptUrls(html);
  if (urls.length === 0) throw new Error('the HTML of / references no script: is this a React Router build?');

  let total = 0;
  const rows = [];
  for (const url of urls) {
    const content = await readScript(url, baseUrl);
    const size = gzipSize(content);
    total += size;
    rows.push([url, content.length, size]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  for (const [url, raw, gz] of rows) {
    console.log(
      `  ${(gz / 1024).toFixed(1).padStart(6)} KB gzip  ${(raw / 1024).toFixed(1).padStart(6)} KB raw  ${url}`,
    );
  }
  const inline = inlineScripts(html).reduce((sum, body) => sum + gzipSize(body), 0);
  console.log(`  (inline scripts in the HTML: ${(inline / 1024).toFixed(1)} KB gzip, not counted)`);

  const kb = total / 1024;
  console.log(`JS on first load of /: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (kb >= BUDGET_KB) {
    console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`js-budget: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  });
}
