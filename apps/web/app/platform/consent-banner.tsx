import { useState } from 'react';
import { buttonVariants } from '~/components/ui/button-variants';
import { useHydrated } from '~/lib/use-hydrated';
import { PRIVACY_POLICY_PATH } from '~/lib/legal-paths';
import { pickConsentLocale, readConsent, storeConsent, type ConsentChoice, type ConsentLocale } from './consent';

const COPY: Record<
  ConsentLocale,
  { label: string; text: string; short: string; accept: string; decline: string; lang: string; policy: string }
> = {
  pt: {
    lang: 'pt-BR',
    label: 'Aviso de cookies',
    policy: 'Política de privacidade',
    short: 'Usamos cookies essenciais e, se você aceitar, de análise.',
    text: 'Usamos cookies essenciais para manter você conectado à sua conta e, com o seu consentimento, cookies de análise para entender como o site é usado e melhorá-lo.',
    accept: 'Aceitar',
    decline: 'Recusar',
  },
  en: {
    lang: 'en',
    label: 'Cookie notice',
    policy: 'Privacy policy (in Portuguese)',
    short: 'We use essential cookies and, if you accept, analytics cookies.',
    text: 'We use essential cookies to keep you signed in and, with your consent, analytics cookies to understand how the site is used and improve it.',
    accept: 'Accept',
    decline: 'Decline',
  },
};

/**
 * Asks once per year (the cookie's lifetime) whether analytics cookies may be used.
 * The server cannot see the visitor's earlier choice nor language from here, so the
 * banner appears only after hydration: nothing to mismatch, and no flash of a banner
 * for someone who already chose.
 */
export function ConsentBanner() {
  const isHydrated = useHydrated();
  return isHydrated ? <ConsentBannerInBrowser /> : null;
}

function ConsentBannerInBrowser() {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(document.cookie));
  if (choice) return null;

  const copy = COPY[pickConsentLocale(navigator.language)];
  const choose = (value: ConsentChoice) => {
    storeConsent(value);
    setChoice(value);
  };

  return (
    <section
      aria-label={copy.label}
      lang={copy.lang}
      // On a phone a short text in a low card (about 100 px): the bottom of the first screen, where
      // the hero's main button sits, stays clear. Wider screens get the whole text in a corner card.
      className="fixed inset-x-2 bottom-2 z-50 grid max-h-[50dvh] gap-2 overflow-y-auto rounded-lg border border-border bg-surface p-3 text-xs text-surface-foreground shadow-lg sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:gap-3 sm:p-4 sm:text-sm"
    >
      <p>
        <span className="sm:hidden">{copy.short}</span>
        <span className="hidden sm:inline">{copy.text}</span>{' '}
        {/* A plain link: the banner sits outside the pages and needs nothing of the router. */}
        <a href={PRIVACY_POLICY_PATH} className="font-medium text-primary underline underline-offset-4">
          {copy.policy}
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => choose('accepted')}>
          {copy.accept}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => choose('declined')}
        >
          {copy.decline}
        </button>
      </div>
    </section>
  );
}
