import { CONSENT_MAX_AGE_MS } from './platform-constants';

export const CONSENT_COOKIE = 'cookie_consent';

export type ConsentChoice = 'accepted' | 'declined';
export type ConsentLocale = 'pt' | 'en';

/** Portuguese unless the browser asks for another language; the server, which cannot know, renders Portuguese. */
export function pickConsentLocale(language: string | undefined): ConsentLocale {
  if (!language) return 'pt';
  return language.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

// Parsed here rather than with lib/session-cookies: that module brings zod and the
// contracts, too heavy for a banner shipped to every public page.
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name !== CONSENT_COOKIE) continue;
    return value === 'accepted' || value === 'declined' ? value : null;
  }
  return null;
}

export function serializeConsentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [`${CONSENT_COOKIE}=${choice}`, 'Path=/', `Max-Age=${CONSENT_MAX_AGE_MS / 1000}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function storeConsent(choice: ConsentChoice, doc: Document = document): void {
  doc.cookie = serializeConsentCookie(choice, { secure: doc.location?.protocol === 'https:' });
}

/** Whether analytics may run: only after an explicit "Aceitar"; never on the server. */
export function hasAnalyticsConsent(doc: Document | undefined = globalThis.document): boolean {
  return doc ? readConsent(doc.cookie) === 'accepted' : false;
}
