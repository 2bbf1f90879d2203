import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  claimsSchema,
  companySchema,
  currentUserSchema,
  trackSchema,
  trackStepSchema,
  type Claims,
  type CurrentUser,
} from '@contabil/contracts';

/** What the cookie keeps of the company in context (spec section 3): enough for the middlewares and the header. */
const contextCompanyFieldsSchema = companySchema
  .pick({
    id: true,
    name: true,
    alias: true,
    cnpj: true,
    status: true,
    trackId: true,
    trackStatus: true,
    // Spec section 3's company context: address, currentSubscription (with status), municipalInscription.
    address: true,
    currentSubscription: true,
    municipalInscription: true,
  })
  .extend({ loadedAt: z.number().int() });
export type ContextCompany = z.infer<typeof contextCompanyFieldsSchema>;

/**
 * A cookie written before the context kept address, subscription and municipal inscription
 * still names the company; it reads as loaded long ago, so the company guard reloads it on
 * the next request instead of showing those fields empty for COMPANY_CONTEXT_TTL_MS.
 */
export const contextCompanySchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('currentSubscription' in value)
      ? { address: null, currentSubscription: null, municipalInscription: null, ...value, loadedAt: 0 }
      : value,
  contextCompanyFieldsSchema,
);

/** The track without step payloads (partners and documents do not belong in a cookie). */
export const trackSummarySchema = trackSchema.extend({ steps: z.array(trackStepSchema.omit({ payload: true })) });
export type TrackSummary = z.infer<typeof trackSummarySchema>;

/**
 * The client keeps its session in plain cookies (spec section 3) so server loaders
 * can see it in the request and redirect before rendering. The refresh token is
 * not here: it stays in the API's httpOnly cookie.
 */
export const SESSION_COOKIES = {
  accessToken: 'accessToken',
  currentUser: 'currentUser',
  claims: 'claims',
  contextCompany: 'contextCompany',
  track: 'track',
} as const;

/**
 * As long as the API's refresh token: the user and claims cookies. The access token's own
 * cookie lives no longer than the token inside (issue 19, `accessTokenMaxAge`): once it is
 * gone the auth guard sends the person to the login page, whose forced refresh (the API's
 * httpOnly refresh cookie) brings a new one without asking for the password.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The access token's lifetime (the API's ACCESS_TOKEN_TTL_SECONDS). */
const ACCESS_TOKEN_MAX_AGE_SECONDS = ACCESS_TOKEN_TTL_SECONDS;

/**
 * Seconds until the token's `exp` (read, not verified: only the API verifies), never more
 * than an access token lives; the full lifetime when the token cannot be read.
 */
export function accessTokenMaxAge(token: string, nowMs: number = Date.now()): number {
  const payload = token.split('.')[1];
  if (!payload) return ACCESS_TOKEN_MAX_AGE_SECONDS;
  try {
    const json = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    if (typeof json.exp !== 'number') return ACCESS_TOKEN_MAX_AGE_SECONDS;
    return Math.max(0, Math.min(ACCESS_TOKEN_MAX_AGE_SECONDS, Math.floor(json.exp - nowMs / 1000)));
  } catch {
    return ACCESS_TOKEN_MAX_AGE_SECONDS;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The company and its track are copies of API state that others change (an accountant
 * activates the company, an admin disables it): the company guard loads them again
 * when they are older than this.
 */
export const COMPANY_CONTEXT_TTL_MS = 5 * 60 * 1000;

export interface StoredSession {
  accessToken: string | null;
  currentUser: CurrentUser | null;
  claims: Claims | null;
  contextCompany: ContextCompany | null;
  track: TrackSummary | null;
}

/** `null` for contextCompany or track removes that cookie. */
export type SessionUpdate = Partial<{
  accessToken: string;
  currentUser: CurrentUser;
  claims: Claims;
  contextCompany: ContextCompany | null;
  track: TrackSummary | null;
}>;

interface CookieOptions {
  secure: boolean;
}

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, safeDecode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

/** Reads the session from a Cookie header (server) or `document.cookie` (browser). */
export function readSession(cookieHeader: string | null | undefined): StoredSession {
  const cookies = parseCookieHeader(cookieHeader);
  return {
    accessToken: cookies.get(SESSION_COOKIES.accessToken) || null,
    currentUser: parseJson(cookies.get(SESSION_COOKIES.currentUser), currentUserSchema),
    claims: parseJson(cookies.get(SESSION_COOKIES.claims), claimsSchema),
    contextCompany: parseJson(cookies.get(SESSION_COOKIES.contextCompany), contextCompanySchema),
    track: parseJson(cookies.get(SESSION_COOKIES.track), trackSummarySchema),
  };
}

/** `Set-Cookie` / `document.cookie` strings for the given values. */
export function serializeSessionCookies(update: SessionUpdate, options: CookieOptions): string[] {
  const lines: string[] = [];
  if (update.accessToken !== undefined) {
    lines.push(
      serializeCookie(SESSION_COOKIES.accessToken, update.accessToken, accessTokenMaxAge(update.accessToken), options),
    );
  }
  if (update.currentUser !== undefined) {
    lines.push(
      serializeCookie(
        SESSION_COOKIES.currentUser,
        JSON.stringify(update.currentUser),
        SESSION_COOKIE_MAX_AGE_SECONDS,
        options,
      ),
    );
  }
  if (update.claims !== undefined) {
    lines.push(
      serializeCookie(SESSION_COOKIES.claims, JSON.stringify(update.claims), SESSION_COOKIE_MAX_AGE_SECONDS, options),
    );
  }
  for (const name of ['contextCompany', 'track'] as const) {
    const value = update[name];
    if (value === undefined) continue;
    lines.push(
      value === null
        ? serializeCookie(SESSION_COOKIES[name], '', 0, options)
        : serializeCookie(SESSION_COOKIES[name], JSON.stringify(value), SESSION_COOKIE_MAX_AGE_SECONDS, options),
    );
  }
  return lines;
}

/** Expires every session cookie, company context and track included (spec section 4). */
export function serializeClearedSessionCookies(options: CookieOptions): string[] {
  return Object.values(SESSION_COOKIES).map((name) => serializeCookie(name, '', 0, options));
}

export function storeSession(update: SessionUpdate, doc: Document = document): void {
  for (const line of serializeSessionCookies(update, browserCookieOptions(doc))) doc.cookie = line;
}

export function clearStoredSession(doc: Document = document): void {
  for (const line of serializeClearedSessionCookies(browserCookieOptions(doc))) doc.cookie = line;
}

export function readStoredSession(doc: Document = document): StoredSession {
  return readSession(doc.cookie);
}

function browserCookieOptions(doc: Document): CookieOptions {
  return { secure: doc.location?.protocol === 'https:' };
}

function serializeCookie(name: string, value: string, maxAgeSeconds: number, { secure }: CookieOptions): string {
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function parseJson<T>(raw: string | undefined, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
