import {
  currentUserSchema,
  meSchema,
  signInResultSchema,
  tokenPairSchema,
  type CurrentUser,
  type Me,
  type SignInInput,
  type SignInResult,
  type SignUpInput,
  type TokenPair,
} from '@contabil/contracts';
import type { ApiClient } from '~/lib/api-client';

// Sign-in, refresh and sign-out never carry the bearer token: they work from
// credentials or the httpOnly refresh cookie, and a 401 from them is final.

export function signIn(client: ApiClient, input: SignInInput): Promise<SignInResult> {
  return client.request('/auth/sign-in', { method: 'POST', body: input, auth: false, schema: signInResultSchema });
}

/** `POST /users`: the public sign-up; with a trackId the API also creates the pending company. */
export function signUp(client: ApiClient, input: SignUpInput): Promise<CurrentUser> {
  return client.request('/users', { method: 'POST', body: input, auth: false, schema: currentUserSchema });
}

export function refreshSession(client: ApiClient): Promise<TokenPair> {
  return client.request('/auth/refresh', { method: 'POST', auth: false, schema: tokenPairSchema });
}

export function signOut(client: ApiClient): Promise<void> {
  return client.request('/auth/sign-out', { method: 'POST', auth: false });
}

export function getMe(client: ApiClient, signal?: AbortSignal): Promise<Me> {
  return client.request('/auth/me', { schema: meSchema, ...(signal ? { signal } : {}) });
}

export function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  return client.request('/auth/password-reset', { method: 'POST', body: { email }, auth: false });
}

export function confirmPasswordReset(client: ApiClient, input: { token: string; password: string }): Promise<void> {
  return client.request('/auth/password-reset/confirm', { method: 'POST', body: input, auth: false });
}
