// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  hasAnalyticsConsent,
  pickConsentLocale,
  readConsent,
  serializeConsentCookie,
  storeConsent,
} from './consent';
import { ConsentBanner } from './consent-banner';

function setLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => {
  cleanup();
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('ConsentBanner', () => {
  test('in Portuguese: explains the cookies, and "Aceitar" stores the choice and hides the banner', () => {
    setLanguage('pt-BR');
    render(<ConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(banner.textContent).toContain('cookies essenciais');
    expect(banner.textContent).toContain('cookies de análise');
    expect(banner.getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe('/privacidade');

    act(() => screen.getByRole('button', { name: 'Aceitar' }).click());
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    expect(readConsent(document.cookie)).toBe('accepted');
    expect(hasAnalyticsConsent()).toBe(true);
  });

  test('in English for other languages: "Decline" stores the refusal', () => {
    setLanguage('en-US');
    render(<ConsentBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie notice' });
    expect(banner.textContent).toContain('essential cookies');
    expect(banner.textContent).toContain('analytics cookies');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Decline' }).click());
    expect(screen.queryByRole('region')).toBeNull();
    expect(readConsent(document.cookie)).toBe('declined');
    expect(hasAnalyticsConsent()).toBe(false);
  });

  test('does not appear once the visitor has chosen', () => {
    setLanguage('pt-BR');
    document.cookie = `${CONSENT_COOKIE}=declined; Path=/`;
    render(<ConsentBanner />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('renders nothing on the server, so hydration cannot mismatch', () => {
    expect(renderToString(<ConsentBanner />)).toBe('');
  });
});

describe('consent cookie', () => {
  test('lasts one year on the whole site, SameSite=Lax, Secure over https', () => {
    expect(serializeConsentCookie('accepted', { secure: false })).toBe(
      'cookie_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(serializeConsentCookie('declined', { secure: true })).toBe(
      'cookie_consent=declined; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  test('storeConsent writes that cookie through document.cookie', () => {
    const doc = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    storeConsent('accepted', doc);
    expect(doc.cookie).toBe('cookie_consent=accepted; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  test('reads only the two known values', () => {
    expect(readConsent('a=1; cookie_consent=accepted; b=2')).toBe('accepted');
    expect(readConsent('cookie_consent=declined')).toBe('declined');
    expect(readConsent('cookie_consent=maybe')).toBeNull();
    expect(readConsent('other_cookie_consent=accepted')).toBeNull();
    expect(readConsent('')).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  test('no analytics consent without a document (server)', () => {
    expect(hasAnalyticsConsent(undefined)).toBe(false);
  });
});

describe('pickConsentLocale', () => {
  test.each([
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['PT-pt', 'pt'],
    ['en-US', 'en'],
    ['es-AR', 'en'],
    [undefined, 'pt'],
    ['', 'pt'],
  ] as const)('%s -> %s', (language, locale) => {
    expect(pickConsentLocale(language)).toBe(locale);
  });
});
