import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { UserMenu } from './user-menu';

interface AdminTopBarProps {
  /** The drawer's menu button, on small screens of the layout with a side menu. */
  menuButton?: ReactNode;
  /** The company selector, where the layout has one. */
  companySelector?: ReactNode;
}

export function AdminTopBar({ menuButton, companySelector }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-6">
        {menuButton}
        <BrandLink to="/app/panel" compactOnMobile={!!companySelector} className="lg:w-58" />
        <div className="flex min-w-0 flex-1 items-center">{companySelector}</div>
        <UserMenu />
      </div>
    </header>
  );
}
