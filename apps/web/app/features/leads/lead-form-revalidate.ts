import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A lead sent from a public page changes nothing on it: keep the loader data already there. */
export function leadFormShouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}
