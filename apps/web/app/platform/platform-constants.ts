/** Toasts: spec section 9. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX = 20;

/** New-version check: spec section 7 (build manifest re-checked hourly). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Reload guard: state kept 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Consent cookies last one year. */
export const CONSENT_MAX_AGE_MS = 31_536_000_000;

/** Remote config minimum fetch interval. */
export const FLAGS_MIN_FETCH_INTERVAL_MS = 5000;
