import { blogContent } from '~/features/blog/index.server';

/**
 * Areas for lists (`/areas`, the footer, "other areas") with the content source's name and
 * headline where it has them (one request for every area, issue 26 item 5); the API's
 * values field by field otherwise. The content service failing leaves the API's (logged).
 */
export async function withAreaListTexts<T extends { slug: string; name: string; headline: string }>(
  areas: readonly T[],
): Promise<T[]> {
  const source = blogContent();
  if (areas.length === 0 || !source.areaListTexts) return [...areas];
  try {
    const texts = await source.areaListTexts();
    return areas.map((area) => ({ ...area, ...texts[area.slug] }));
  } catch (err) {
    console.error(`areas list: texts not loaded: ${err instanceof Error ? err.message : String(err)}`);
    return [...areas];
  }
}
