// The legal pages' addresses, as the contracts name them (PRIVACY_POLICY_PATH, TERMS_OF_USE_PATH),
// repeated here so the public pages that link to them load no zod.
export const PRIVACY_POLICY_PATH = '/privacidade';
export const TERMS_OF_USE_PATH = '/termos-de-uso';
