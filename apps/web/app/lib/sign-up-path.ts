import type { TrackId } from '@contabil/contracts';
import { LOGIN_PATH } from '~/lib/safe-redirect';

// No runtime import of the contracts here: the public pages link to the sign-up and
// stay free of zod.

/** `/app/login?cadastro=1` shows the sign-up form instead of the sign-in one. */
export const SIGN_UP_PARAM = 'cadastro';
/** The referral code of the link that brought the person (`?indicacao=`), sent as indicatedBy. */
export const REFERRAL_PARAM = 'indicacao';
export const TRACK_PARAM = 'trackId';
/** The plan chosen on a public page (`?plano=<slug>`), pre-selected at the wizard's plan step. */
export const PLAN_PARAM = 'plano';
const CHOSEN_PLAN_KEY = 'contabil.plano-escolhido';
const PLAN_SLUG = /^[a-z0-9-]{1,60}$/;

/** A plan slug from a link, or null when it is missing or not a slug. */
export function planSlugOf(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return PLAN_SLUG.test(slug) ? slug : null;
}

/** The sign-up link of a public page with the plan its button stands for. */
export function signUpPathWithPlan(signUpPath: string, planSlug: string): string {
  return `${signUpPath}${signUpPath.includes('?') ? '&' : '?'}${PLAN_PARAM}=${encodeURIComponent(planSlug)}`;
}

/** Kept for this browser tab from the sign-up to the wizard's plan step (several screens later). */
export function rememberChosenPlan(planSlug: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(CHOSEN_PLAN_KEY, planSlug);
  } catch {
    // Storage off (private mode): the plan step simply shows no plan pre-selected.
  }
}

/** The plan chosen on the public page before the sign-up, if any (browser only). */
export function chosenPlanFromSignUp(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    return planSlugOf(storage.getItem(CHOSEN_PLAN_KEY));
  } catch {
    return null;
  }
}

/** The sign-up page for a track, as the public pages link to it. */
export function signUpPathForTrack(trackId: TrackId): string {
  return `${LOGIN_PATH}?${SIGN_UP_PARAM}=1&${TRACK_PARAM}=${trackId}`;
}
