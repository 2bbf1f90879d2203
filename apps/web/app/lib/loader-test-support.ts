import type { LoaderFunctionArgs, UNSAFE_DataWithResponseInit } from 'react-router';

/** For loader tests: what a loader receives for a GET of `url`. */
export const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: {} }) as unknown as LoaderFunctionArgs;

/** The status of what a loader threw or returned: a Response, or `data(value, { status })`. */
export function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  return (value as UNSAFE_DataWithResponseInit<unknown>).init?.status ?? undefined;
}

/** What the loader threw; fails the test when it did not throw. */
export async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

/** The Response a resource route returned or threw (redirects and refusals are thrown). */
export async function responseOf(promise: Promise<unknown>): Promise<Response> {
  try {
    return (await promise) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
