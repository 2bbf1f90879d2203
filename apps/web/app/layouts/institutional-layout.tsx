import type { ReactNode } from 'react';
import type { FirmDetails } from '~/lib/firm';
import { PublicFooter, type FooterAreaLink } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The public site's frame. It must stay light (no TanStack Query, API client or app
 * pieces): it is the first thing a visitor from a search engine downloads.
 */
export function InstitutionalLayout({
  children,
  areas = [],
  firm,
}: {
  children: ReactNode;
  /** The firm's legal details the footer shows (root's loader, from configuration). */
  firm: FirmDetails;
  /** The professional areas the footer lists (the layout's loader asks the API). */
  areas?: readonly FooterAreaLink[];
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex w-full flex-1 flex-col outline-none">
        {children}
      </main>
      <PublicFooter areas={areas} firm={firm} />
    </div>
  );
}
