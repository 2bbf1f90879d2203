// WHATWG URL is a global of both runtimes; the contracts package types neither runtime's
// globals (lib ES2023 only), so the one member used here is declared (erased at run time).
declare const URL: new (input: string) => { hostname: string };

/**
 * True for an address only this machine reaches: localhost, 127.*, ::1, 0.0.0.0. The
 * production guards of the API and of the web server refuse such public addresses.
 *
 * This file imports nothing and uses only erasable TypeScript: the web server
 * (apps/web/server/production-guard.mjs) runs in plain Node, which loads it through
 * Node's own type stripping; the API bundles it (decision 019).
 */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}
