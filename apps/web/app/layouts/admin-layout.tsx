import type { ReactNode } from 'react';
import { ConversationLive } from '~/features/conversations';
import { OverdueBanner } from '~/session/overdue-banner';
import { SupportBanner } from '~/features/support-access';
import { AdminMobileNav } from './admin-mobile-nav';
import { AdminSideNav } from './admin-side-nav';
import { AdminTopBar } from './admin-top-bar';
import { CompanySelector } from './company-selector';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface AdminLayoutProps {
  children: ReactNode;
  /**
   * "bare": the top bar without the company selector and no side menu, for pages that
   * stand apart from the company (a disabled account, a partner's sign-up wizard).
   */
  variant?: 'full' | 'bare';
}

/** The signed-in app's frame: top bar, side menu (a drawer on small screens) and the page. */
export function AdminLayout({ children, variant = 'full' }: AdminLayoutProps) {
  const hasSideMenu = variant === 'full';

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {hasSideMenu && <ConversationLive />}
      <SupportBanner />
      <AdminTopBar {...(hasSideMenu ? { menuButton: <AdminMobileNav />, companySelector: <CompanySelector /> } : {})} />
      <div className="flex flex-1">
        {hasSideMenu && (
          // The column (background and border) stretches to the page's full height; the menu inside stays in view.
          <div data-slot="side-menu-column" className="hidden w-68 shrink-0 border-r border-border bg-surface lg:block">
            <aside className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
              <AdminSideNav />
            </aside>
          </div>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          <OverdueBanner />
          <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-10">{children}</div>
        </main>
      </div>
    </div>
  );
}
