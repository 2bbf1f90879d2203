// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import routes from '~/routes';
import { checkRedirects, isKnownPath, matcherFromRoutes, redirectFor, type BuildMeta } from './build-manifest';
import { useManifestRouting, type ManifestRoutingOptions } from './use-manifest-routing';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const matcher = matcherFromRoutes(routes);

const meta = (id: string, redirects: Record<string, string> = {}, extra: string[] = []): BuildMeta => ({
  id,
  timestamp: 1,
  matcher: { ...matcher, static: { ...matcher.static, ...Object.fromEntries(extra.map((p) => [p, {}])) } },
  prerendered: [],
  redirects,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function App({ options }: { options: ManifestRoutingOptions }) {
  useManifestRouting('build-1', options);
  return <Where />;
}

const renderAt = (path: string, options: ManifestRoutingOptions) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<App options={options} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the matcher of the route config', () => {
  test('knows the static and parameter pages, not the catch-all', () => {
    expect(isKnownPath(matcher, '/abrir-empresa')).toBe(true);
    expect(isKnownPath(matcher, '/abrir-empresa/')).toBe(true);
    expect(isKnownPath(matcher, '/blog/posts/fator-r-pro-labore-e-o-anexo-do-simples-nacional')).toBe(true);
    expect(isKnownPath(matcher, '/app/admin/companies/123')).toBe(true);
    expect(isKnownPath(matcher, '/abertura-de-empresa')).toBe(false);
    expect(isKnownPath(matcher, '/blog/posts')).toBe(false);
  });

  test('the redirects file is checked: no live page as old path, no target that is not a page, no chain', () => {
    expect(() => checkRedirects({ '/abrir-empresa': '/trocar-contador' }, matcher)).toThrow(/is a page of this build/);
    expect(() => checkRedirects({ '/velha': '/nao-existe' }, matcher)).toThrow(/the target is not a page/);
    expect(() => checkRedirects({ '/a': '/b', '/b': '/abrir-empresa' }, matcher)).toThrow();
    expect(checkRedirects({ '/velha': '/abrir-empresa' }, matcher)).toEqual({ '/velha': '/abrir-empresa' });
    expect(redirectFor({ redirects: { '/velha': '/abrir-empresa' } }, '/velha/')).toBe('/abrir-empresa');
  });
});

describe('useManifestRouting', () => {
  test('on start, an old address is replaced by its new page, the query kept', async () => {
    const fetchMeta = vi.fn(async () => meta('build-1', { '/abertura-de-empresa': '/abrir-empresa' }));
    renderAt('/abertura-de-empresa?plano=servicos', { fetchMeta, fetchLatest: vi.fn(async () => null) });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/abrir-empresa?plano=servicos'));
    expect(fetchMeta).toHaveBeenCalledWith('build-1');
  });

  test('a known page stays, and the newest build is not even asked', async () => {
    const fetchLatest = vi.fn(async () => ({ id: 'build-2', timestamp: 2 }));
    const fetchMeta = vi.fn(async (id: string) => meta(id));
    renderAt('/trocar-contador', { fetchMeta, fetchLatest });
    await waitFor(() => expect(fetchMeta).toHaveBeenCalled());
    expect(screen.getByTestId('where').textContent).toBe('/trocar-contador');
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  test('a stale tab: a page only the newest build serves is loaded from the server, once', async () => {
    const loadPage = vi.fn();
    const fetchMeta = vi.fn(async (id: string) =>
      id === 'build-2' ? meta('build-2', { '/planos-antigos': '/precos' }, ['/precos']) : meta('build-1'),
    );
    const options = { fetchMeta, fetchLatest: async () => ({ id: 'build-2', timestamp: 2 }), loadPage };
    renderAt('/precos', options);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/precos'));
    cleanup();
    // The old build's redirect table does not know it either; the newest one's does.
    renderAt('/planos-antigos', options);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The reload guard: a second full load within seconds is not made (a cache answering the old build).
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  test('a path no build serves stays where it is (the 404 page)', async () => {
    const loadPage = vi.fn();
    const fetchLatest = vi.fn(async () => ({ id: 'build-2', timestamp: 2 }));
    renderAt('/nao-existe', { fetchMeta: async (id) => meta(id), fetchLatest, loadPage });
    await waitFor(() => expect(fetchLatest).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadPage).not.toHaveBeenCalled();
  });
});
