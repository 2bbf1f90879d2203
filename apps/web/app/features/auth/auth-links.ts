import { trackIdSchema, type TrackId } from '@contabil/contracts';
import { COMPANY_MIGRATION_WIZARD, COMPANY_OPENING_WIZARD } from '~/session/company-requirements';
import { LOGIN_PATH, safeNextPath } from '~/lib/safe-redirect';
import { PLAN_PARAM, REFERRAL_PARAM, SIGN_UP_PARAM, TRACK_PARAM, planSlugOf } from '~/lib/sign-up-path';

export { signUpPathForTrack } from '~/lib/sign-up-path';

/** The query parameters that travel between the sign-in and sign-up views. */
const KEPT_PARAMS = [TRACK_PARAM, REFERRAL_PARAM, PLAN_PARAM, 'next'] as const;

export interface SignUpContext {
  trackId: TrackId | null;
  indicatedBy: string | null;
  /** The plan chosen on the public page, pre-selected at the wizard's plan step. */
  planSlug: string | null;
}

export function isSignUpView(params: URLSearchParams): boolean {
  return params.get(SIGN_UP_PARAM) === '1';
}

/** The track, referral and plan of the link; an unknown track is ignored rather than sent. */
export function readSignUpContext(params: URLSearchParams): SignUpContext {
  const track = trackIdSchema.safeParse(params.get(TRACK_PARAM));
  const referral = params.get(REFERRAL_PARAM)?.trim().slice(0, 120);
  return {
    trackId: track.success ? track.data : null,
    indicatedBy: referral || null,
    planSlug: planSlugOf(params.get(PLAN_PARAM)),
  };
}

function loginLink(params: URLSearchParams, signUp: boolean): string {
  const next = new URLSearchParams();
  if (signUp) next.set(SIGN_UP_PARAM, '1');
  for (const name of KEPT_PARAMS) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  const query = next.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** "Criar conta" from the sign-in view, keeping the track, the referral and next. */
export function signUpLink(params: URLSearchParams): string {
  return loginLink(params, true);
}

/** "Entrar" from the sign-up view, keeping the same parameters. */
export function signInLink(params: URLSearchParams): string {
  return loginLink(params, false);
}

/** After sign-up: the track's wizard, else the page asked for, else the panel. */
export function pathAfterSignUp(trackId: TrackId | null, next: string | null): string {
  if (trackId === 'create-company') return COMPANY_OPENING_WIZARD;
  if (trackId === 'migrate-company') return COMPANY_MIGRATION_WIZARD;
  return safeNextPath(next) ?? '/app/panel';
}
