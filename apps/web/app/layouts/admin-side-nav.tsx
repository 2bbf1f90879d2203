import { useId } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { ConversationNavBadge } from '~/features/conversations';
import { useCompanyContext } from '~/session/use-company-context';
import { ACCOUNT_NAV_GROUP, COMPANY_NAV_GROUP, SYSTEM_ADMIN_NAV_GROUP, type AdminNavGroup } from './admin-nav-items';

export const ADMIN_NAV_LABEL = 'Menu principal';

/** The app's sections, as a sidebar on wide screens and inside the drawer on small ones. */
export function AdminSideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { isSystemAdmin, current } = useCompanyContext();
  // An administrator works the firm first: administration on top; the company's menu only
  // once a company is chosen in the selector (without one, its pages have nothing to show).
  const groups = !isSystemAdmin
    ? [COMPANY_NAV_GROUP, ACCOUNT_NAV_GROUP]
    : current
      ? [SYSTEM_ADMIN_NAV_GROUP, COMPANY_NAV_GROUP, ACCOUNT_NAV_GROUP]
      : [SYSTEM_ADMIN_NAV_GROUP, ACCOUNT_NAV_GROUP];

  return (
    <nav aria-label={ADMIN_NAV_LABEL} className="flex flex-col gap-6">
      {groups.map((group) => (
        <NavGroup key={group.label} group={group} {...(onNavigate ? { onNavigate } : {})} />
      ))}
    </nav>
  );
}

function NavGroup({ group, onNavigate }: { group: AdminNavGroup; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-1">
      {/* Not a heading: the page's h1 should be the first heading a screen reader meets. */}
      <p id={headingId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {group.label}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {group.items.map(({ to, label, icon: Icon, end, isSubItem, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end ?? false}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isSubItem && 'pl-8',
                  isActive ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted',
                )
              }
            >
              <Icon className={clsx('shrink-0', isSubItem ? 'size-3.5' : 'size-4')} aria-hidden="true" />
              <span className="min-w-0 truncate">{label}</span>
              {badge && <ConversationNavBadge kind={badge} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
