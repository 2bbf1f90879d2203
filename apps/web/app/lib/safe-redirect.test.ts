import { describe, expect, test } from 'vitest';
import { expiredSessionRedirect, loginPathWithNext, safeNextPath } from './safe-redirect';

describe('safeNextPath', () => {
  test.each(['/app/panel', '/app/invoices?page=2', '/app/documents#lista', '/'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  test.each([
    'https://evil.example/',
    '//evil.example/app',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'app/panel',
    '',
    null,
    undefined,
  ])('ignores %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('loginPathWithNext', () => {
  test('encodes the path into next', () => {
    expect(loginPathWithNext('/app/panel')).toBe('/app/login?next=%2Fapp%2Fpanel');
  });

  test('drops a path that is not same-site', () => {
    expect(loginPathWithNext('//evil.example')).toBe('/app/login');
  });
});

describe('expiredSessionRedirect (a failed refresh after a 401)', () => {
  test('goes to /app/login with the page as next', () => {
    expect(expiredSessionRedirect('/app/bank-statements', '?conta=1')).toBe(
      '/app/login?next=%2Fapp%2Fbank-statements%3Fconta%3D1',
    );
  });
  test('unless already on login: the page stays (no redirect loop, no next pointing at login)', () => {
    expect(expiredSessionRedirect('/app/login', '?next=%2Fapp%2Fpanel')).toBeNull();
    expect(expiredSessionRedirect('/app/login', '')).toBeNull();
  });
});
