import { absoluteUrlFor } from '~/lib/runtime-config.server';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { parseCnaeSlug } from '~/lib/cnae-slug';
import { notFound } from '~/lib/not-found.server';
import { CnaeApiUnavailableError, fetchCnaeDetail } from './cnae-tool-api.server';
import { cnaeBadges } from './cnae-badges';
import { cnaeSlugPath } from './cnae-tool-paths';

/**
 * `/tools/cnae/{code}-{text}`: the subclass from `GET /cnaes/{code}`. An unknown code is a
 * 404; any `{text}` other than the canonical one (none, old, accented, upper case) is a
 * 301 to the canonical address, so each subclass has one page for search engines.
 */
export async function cnaeDetailLoader({ params, request }: LoaderFunctionArgs) {
  const codeText = params.codeText ?? '';
  const slug = parseCnaeSlug(codeText);
  if (!slug) notFound(request);

  let cnae;
  try {
    cnae = await fetchCnaeDetail(slug.code, request.signal);
  } catch (err) {
    if (!(err instanceof CnaeApiUnavailableError)) throw err;
    console.error(`cnae page: ${err.message}`);
    throw data('Não foi possível carregar esta atividade agora. Tente novamente em instantes.', { status: 503 });
  }
  if (!cnae) notFound(request);

  const path = cnaeSlugPath(cnae.slug);
  if (codeText !== cnae.slug) throw redirect(path, 301);
  return { cnae, badges: cnaeBadges(cnae), canonicalUrl: absoluteUrlFor(request, path) };
}
