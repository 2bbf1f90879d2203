import { ROLE_SYSTEM_ADMIN, type CompanyStatus, type TrackId } from '@contabil/contracts';
import type { StoredSession } from '~/lib/session-cookies';

export const COMPANY_OPENING_WIZARD = '/app/wizard/company-opening';
export const COMPANY_MIGRATION_WIZARD = '/app/wizard/company-migration';
export const DISABLED_COMPANY_PATH = '/app/user/disabled';
export const BILLING_PATH = '/app/user/my-billing';
const PANEL_PATH = '/app/panel';
/** The system administrators' home: the firm's work queue. */
const ADMIN_HOME_PATH = '/app/admin';

export function isSystemAdmin(session: Pick<StoredSession, 'claims'>): boolean {
  return session.claims?.roles.includes(ROLE_SYSTEM_ADMIN) ?? false;
}

export function wizardPathFor(trackId: TrackId | null): string {
  return trackId === 'migrate-company' ? COMPANY_MIGRATION_WIZARD : COMPANY_OPENING_WIZARD;
}

/**
 * The company in context after sign-in (spec section 4): the stored one while the user
 * still belongs to it, else the first of claims.companies, else claims.companyId.
 * System administrators get none.
 */
export function chooseContextCompanyId(session: Pick<StoredSession, 'claims' | 'contextCompany'>): string | null {
  const { claims, contextCompany } = session;
  if (!claims || isSystemAdmin(session)) return null;
  if (contextCompany && claims.companies.includes(contextCompany.id)) return contextCompany.id;
  return claims.companies[0] ?? claims.companyId ?? null;
}

/**
 * The "company-requirements" middleware's rule (ours; the spec does not show one):
 * where a signed-in user must go instead of the page asked for, or null to let them in.
 * A system administrator without a company in context has no panel: the company pages
 * open, but the panel (where sign-in lands) is the firm's work queue.
 */
export function companyRequirementsRedirect(session: StoredSession, pathname?: string): string | null {
  if (isSystemAdmin(session)) return pathname === PANEL_PATH && !session.contextCompany ? ADMIN_HOME_PATH : null;
  const companyId = chooseContextCompanyId(session);
  if (!companyId) return COMPANY_OPENING_WIZARD;
  const company = session.contextCompany;
  // Not loaded yet: the loader of the company guard fetches it before deciding.
  if (!company || company.id !== companyId) return null;
  if (company.status === 'disabled') return DISABLED_COMPANY_PATH;
  if (isOnboarding(company.status)) return wizardPathFor(company.trackId);
  return null;
}

/**
 * A company still being opened or migrated: until our team activates it, the app is its
 * wizard, which shows where the track stands (the panel has nothing to show yet).
 */
export const ONBOARDING_STATUSES: readonly CompanyStatus[] = ['pending', 'awaiting_opening', 'opening', 'migrating'];

export function isOnboarding(status: CompanyStatus): boolean {
  return ONBOARDING_STATUSES.includes(status);
}

/** Overdue companies pass every guard, but every page says so and links to billing. */
export function isOverdue(session: Pick<StoredSession, 'contextCompany'>): boolean {
  return session.contextCompany?.status === 'overdue';
}
