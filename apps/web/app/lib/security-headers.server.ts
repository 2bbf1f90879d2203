import { randomBytes } from 'node:crypto';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { publicRuntimeConfig, readSiteUrl } from './runtime-config.server';

/**
 * Security headers on every answer of the web server (issue 19): pages, `.data`
 * navigations and resource routes (robots.txt, sitemaps, file proxies).
 *
 * - Content-Security-Policy: on HTML documents, scripts only from our origin or carrying
 *   the request's nonce (React Router's inline scripts get it: entry.server.tsx), never
 *   `unsafe-inline` for scripts; `frame-ancestors 'none'` (the login page cannot be
 *   framed). Other answers get `frame-ancestors 'self'` (a PDF of ours may be previewed by
 *   our own pages) and nothing to run.
 * - Strict-Transport-Security when the site is served over TLS (SITE_URL is https).
 * - X-Content-Type-Options, X-Frame-Options, Referrer-Policy, Permissions-Policy,
 *   Cross-Origin-Opener-Policy.
 */

/** The nonce of this request, set by the middleware before anything renders. */
export const cspNonceContext = createContext<string | null>(null);

export interface SecurityHeaderOptions {
  /** The build runs under Vite's dev server: its inline scripts carry no nonce, so no CSP there. */
  enforceCsp: boolean;
  /** SITE_URL is https: send HSTS. */
  hsts: boolean;
  /** Origins the browser may call or show (the API, the functions API, the CEP lookup, CSP_EXTRA_ORIGINS). */
  connectOrigins: string[];
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

export function readSecurityHeaderOptions(env: NodeJS.ProcessEnv, enforceCsp: boolean): SecurityHeaderOptions {
  const siteUrl = readSiteUrl(env);
  const origins = new Set<string>();
  for (const url of [
    publicRuntimeConfig.apiBaseUrl,
    publicRuntimeConfig.functionsBaseUrl,
    publicRuntimeConfig.cepLookupUrl,
  ]) {
    origins.add(new URL(url).origin);
  }
  for (const entry of (env.CSP_EXTRA_ORIGINS ?? '').split(',')) {
    const value = entry.trim();
    if (!value) continue;
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw new Error(`CSP_EXTRA_ORIGINS: ${value} não é uma origem válida (https://…)`);
    }
    origins.add(origin);
  }
  return { enforceCsp, hsts: siteUrl?.startsWith('https:') ?? false, connectOrigins: [...origins] };
}

/** The page's policy: what runs is ours or carries the nonce; nothing frames it. */
export function documentPolicy(nonce: string, options: SecurityHeaderOptions): string {
  const others = options.connectOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    // React's style attributes and Radix's positioning write inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // Profile photos and document previews come from the API (or the bucket).
    `img-src 'self' data: blob: https: ${others}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${others}`.trim(),
    // Document previews show a signed link of the API (or the bucket) in a frame.
    `frame-src 'self' blob: ${others}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.hsts ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Answers that are not pages (data, text, files): nothing of theirs runs, only we may frame them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

/** A copy of the response with the headers set (a fetched response's headers cannot be changed). */
export function withSecurityHeaders(
  response: Response,
  nonce: string | null,
  options: SecurityHeaderOptions,
): Response {
  const headers = new Headers(response.headers);
  const isDocument = (headers.get('Content-Type') ?? '').startsWith('text/html');
  // A 304 must not bring a new policy: the browser would pair it with the cached body and its old nonce.
  if (options.enforceCsp && response.status !== 304) {
    headers.set('Content-Security-Policy', isDocument && nonce ? documentPolicy(nonce, options) : NON_DOCUMENT_POLICY);
  }
  if (options.hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', isDocument ? 'DENY' : 'SAMEORIGIN');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (isDocument) headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The headers of the static files (the built JavaScript and CSS, favicon, public/): the web
 * server (server.mjs) sets them on each file it serves. Nothing in them runs as a page.
 */
export function staticFileHeaders(opts: SecurityHeaderOptions = options()): [string, string][] {
  return [
    ...(opts.enforceCsp ? [['Content-Security-Policy', NON_DOCUMENT_POLICY] as [string, string]] : []),
    ...(opts.hsts ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

let cachedOptions: SecurityHeaderOptions | undefined;
function options(): SecurityHeaderOptions {
  // import.meta.env.PROD: a built server (npm start, react-router-serve), whatever NODE_ENV says.
  cachedOptions ??= readSecurityHeaderOptions(process.env, import.meta.env.PROD);
  return cachedOptions;
}

/** Root's first server middleware: a nonce for this request, then the headers on whatever comes back. */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const nonce = newNonce();
  (context as RouterContextProvider).set(cspNonceContext, nonce);
  return withSecurityHeaders(await next(), nonce, options());
};
