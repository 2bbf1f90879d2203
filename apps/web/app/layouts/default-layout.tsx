import type { ReactNode } from 'react';
import { OverdueBanner } from '~/session/overdue-banner';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** A minimal frame (logo and page) for pages passed through on the way elsewhere, like a bank's return. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-3xl items-center px-4 sm:px-6">
          <BrandLink to="/app/panel" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <OverdueBanner />
        <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
      </main>
    </div>
  );
}
