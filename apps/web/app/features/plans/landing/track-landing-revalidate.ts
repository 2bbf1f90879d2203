import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A lead sent on /abrir-empresa or /trocar-contador changes no price: keep the plans already on the page. */
export function trackLandingShouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}
