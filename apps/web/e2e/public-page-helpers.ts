import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

// Helpers of the public pages' journeys: the HTML as the server sends it, and screenshots
// kept where a person can open them.

/** Full-page screenshots at 1280 and 360 px in `dir` (`{name}-{width}.png`), from the top. */
export async function shootPublicPage(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The HTML as the server sends it: no JavaScript runs, redirects are not followed. */
export async function serverHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
