const DEFAULT_STORYBLOK_API_URL = 'https://api.storyblok.com/v2';

export type ContentConfig =
  { source: 'local' } | { source: 'storyblok'; storyblokApiUrl: string; storyblokToken: string };

/**
 * The blog's content source from the environment: `CONTENT_SOURCE` (`local`, the default,
 * or `storyblok`), `STORYBLOK_API_URL`, `STORYBLOK_TOKEN`. A bad value stops the server at
 * start, with a message naming the variable (never the token's value).
 */
export function readContentConfig(env: NodeJS.ProcessEnv): ContentConfig {
  const source = (env.CONTENT_SOURCE || 'local').trim();
  if (source === 'local') return { source };
  if (source !== 'storyblok') {
    throw new Error(`CONTENT_SOURCE precisa ser "local" ou "storyblok": ${source}`);
  }
  const storyblokToken = (env.STORYBLOK_TOKEN ?? '').trim();
  if (!storyblokToken) throw new Error('STORYBLOK_TOKEN é obrigatório com CONTENT_SOURCE=storyblok');
  const rawUrl = env.STORYBLOK_API_URL || DEFAULT_STORYBLOK_API_URL;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`STORYBLOK_API_URL não é uma URL válida: ${rawUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STORYBLOK_API_URL precisa usar http ou https: ${rawUrl}`);
  }
  return { source, storyblokApiUrl: url.href.replace(/\/+$/, ''), storyblokToken };
}
