import { describe, expect, test } from 'vitest';
import {
  NON_DOCUMENT_POLICY,
  documentPolicy,
  readSecurityHeaderOptions,
  withSecurityHeaders,
  type SecurityHeaderOptions,
} from './security-headers.server';

const options: SecurityHeaderOptions = {
  enforceCsp: true,
  hsts: false,
  connectOrigins: ['http://localhost:3001', 'https://viacep.com.br'],
};
const page = () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });

describe('withSecurityHeaders', () => {
  test('a page: a nonce-based CSP without unsafe-inline for scripts, no framing, and the other headers', () => {
    const headers = withSecurityHeaders(page(), 'abc123', options).headers;
    const csp = headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' http://localhost:3001 https://viacep.com.br");
    expect(csp).toContain("img-src 'self' data: blob: https: http://localhost:3001 https://viacep.com.br");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Strict-Transport-Security')).toBeNull();
  });

  test('HSTS (and upgrade-insecure-requests) when the site is https', () => {
    const headers = withSecurityHeaders(page(), 'n', { ...options, hsts: true }).headers;
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
  });

  test('other answers: nothing runs, only we frame; a 304 brings no new policy; fetched (immutable) responses work', async () => {
    const text = withSecurityHeaders(
      new Response('User-agent: *', { headers: { 'Content-Type': 'text/plain' } }),
      'n',
      options,
    );
    expect(text.headers.get('Content-Security-Policy')).toBe(NON_DOCUMENT_POLICY);
    expect(text.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(await text.text()).toBe('User-agent: *');
    expect(
      withSecurityHeaders(new Response(null, { status: 304 }), 'n', options).headers.get('Content-Security-Policy'),
    ).toBeNull();
    const immutable = Response.redirect('http://localhost/app/login', 302);
    expect(withSecurityHeaders(immutable, 'n', options).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  test('the dev server (no CSP) still gets the other headers', () => {
    const headers = withSecurityHeaders(page(), 'n', { ...options, enforceCsp: false }).headers;
    expect(headers.get('Content-Security-Policy')).toBeNull();
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('readSecurityHeaderOptions', () => {
  test('HSTS follows SITE_URL; CSP_EXTRA_ORIGINS adds origins and refuses garbage', () => {
    expect(readSecurityHeaderOptions({ SITE_URL: 'https://www.exemplo.com.br' }, true).hsts).toBe(true);
    expect(readSecurityHeaderOptions({ SITE_URL: 'http://localhost:3000' }, true).hsts).toBe(false);
    expect(readSecurityHeaderOptions({}, true).hsts).toBe(false);
    const extra = readSecurityHeaderOptions(
      { CSP_EXTRA_ORIGINS: 'https://bucket.s3.amazonaws.com/x, https://r2.dev' },
      true,
    );
    expect(extra.connectOrigins).toEqual(expect.arrayContaining(['https://bucket.s3.amazonaws.com', 'https://r2.dev']));
    expect(() => readSecurityHeaderOptions({ CSP_EXTRA_ORIGINS: 'nada' }, true)).toThrow(/CSP_EXTRA_ORIGINS/);
    expect(documentPolicy('n', extra)).toContain('https://r2.dev');
  });
});

describe('staticFileHeaders', () => {
  test('static files: nosniff, only we frame, nothing runs; HSTS over TLS', async () => {
    const { staticFileHeaders } = await import('./security-headers.server');
    const headers = new Map(staticFileHeaders(options));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('Content-Security-Policy')).toBe(NON_DOCUMENT_POLICY);
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    expect(new Map(staticFileHeaders({ ...options, hsts: true })).get('Strict-Transport-Security')).toContain(
      'max-age=',
    );
  });
});
