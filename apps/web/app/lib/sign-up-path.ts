import type { TrackId } from '@contabil/contracts';
import { LOGIN_PATH } from '~/lib/safe-redirect';

// No runtime import of the contracts here: the public pages link to the sign-up and
// stay free of zod.

/** `/app/login?cadastro=1` shows the sign-up form instead of the sign-in one. */
export const SIGN_UP_PARAM = 'cadastro';
/** The referral code of the link that brought the person (`?indicacao=`), sent as indicatedBy. */
export const REFERRAL_PARAM = 'indicacao';
export const TRACK_PARAM = 'trackId';

/** The sign-up page for a track, as the public pages link to it. */
export function signUpPathForTrack(trackId: TrackId): string {
  return `${LOGIN_PATH}?${SIGN_UP_PARAM}=1&${TRACK_PARAM}=${trackId}`;
}
