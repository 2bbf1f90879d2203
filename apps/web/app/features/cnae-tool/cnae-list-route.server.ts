import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { data, type LoaderFunctionArgs } from 'react-router';
import { notFound } from '~/lib/not-found.server';
import { NO_STORE } from '~/lib/public-cache';
import { toResultView, type CnaeListData } from './cnae-list-data';
import { CnaeApiUnavailableError, fetchCnaeSearch } from './cnae-tool-api.server';
import { CNAE_PAGE_SIZE, CNAE_SEARCH_MAX_LENGTH, cnaeSearchPath } from './cnae-tool-paths';

function readPage(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * `/tools/cnae?q=&pagina=`: a plain GET form, so the search works without JavaScript and
 * every result page is server-rendered. A page past the last is a 404.
 */
export async function cnaeListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, CNAE_SEARCH_MAX_LENGTH);
  const page = readPage(params.get('pagina'));
  const canonicalUrl = absoluteUrlFor(request, cnaeSearchPath(q, page));
  try {
    const { total, data } = await fetchCnaeSearch({ q, page }, request.signal);
    const pageCount = Math.max(1, Math.ceil(total / CNAE_PAGE_SIZE));
    if (page > pageCount) notFound(request);
    return { q, page, pageCount, total, results: data.map(toResultView), canonicalUrl } satisfies CnaeListData;
  } catch (err) {
    if (!(err instanceof CnaeApiUnavailableError)) throw err;
    console.error(`cnae search: ${err.message}`);
    return data({ q, page, pageCount: 1, total: 0, results: null, canonicalUrl } satisfies CnaeListData, {
      status: 503,
      headers: { 'Cache-Control': NO_STORE },
    });
  }
}
