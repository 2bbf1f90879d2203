import { describe, expect, test } from 'vitest';
import type { Claims } from '@contabil/contracts';
import type { ContextCompany, StoredSession } from '~/lib/session-cookies';
import { chooseContextCompanyId, companyRequirementsRedirect, isOverdue } from './company-requirements';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function session(claims: Partial<Claims> | null, company: Partial<ContextCompany> | null = null): StoredSession {
  return {
    accessToken: 'token',
    currentUser: null,
    claims: claims && { roles: [], companies: [], companyId: null, ...claims },
    contextCompany: company && {
      id: A,
      name: 'Padaria Ltda',
      alias: null,
      cnpj: null,
      status: 'active',
      trackId: 'create-company',
      trackStatus: 'done',
      address: null,
      currentSubscription: null,
      municipalInscription: null,
      loadedAt: 0,
      ...company,
    },
    track: null,
  };
}

describe('chooseContextCompanyId (spec section 4)', () => {
  test('the stored context first, while the user still belongs to it', () => {
    expect(chooseContextCompanyId(session({ companies: [B, A] }, { id: A }))).toBe(A);
  });
  test('else the first of claims.companies', () => {
    expect(chooseContextCompanyId(session({ companies: [B, A] }))).toBe(B);
    expect(chooseContextCompanyId(session({ companies: [B] }, { id: A }))).toBe(B);
  });
  test('claims.companies[0] wins over a different claims.companyId (the spec order)', () => {
    expect(chooseContextCompanyId(session({ companies: [B, A], companyId: A }))).toBe(B);
  });
  test('else claims.companyId', () => {
    expect(chooseContextCompanyId(session({ companies: [], companyId: A }))).toBe(A);
  });
  test('none for system administrators', () => {
    expect(chooseContextCompanyId(session({ roles: ['system-admin'], companies: [A] }))).toBeNull();
  });
});

describe('companyRequirementsRedirect', () => {
  test('system administrators pass, with or without a company', () => {
    expect(companyRequirementsRedirect(session({ roles: ['system-admin'] }))).toBeNull();
    expect(companyRequirementsRedirect(session({ roles: ['system-admin'] }), '/app/documents')).toBeNull();
  });
  test('a system administrator without a company lands on the work queue instead of an empty panel', () => {
    expect(companyRequirementsRedirect(session({ roles: ['system-admin'] }), '/app/panel')).toBe('/app/admin');
    // With a company chosen in the selector, the panel is that company's.
    expect(companyRequirementsRedirect(session({ roles: ['system-admin'] }, { id: A }), '/app/panel')).toBeNull();
  });
  test('no company: the opening wizard', () => {
    expect(companyRequirementsRedirect(session({}))).toBe('/app/wizard/company-opening');
  });
  test('a disabled company: /app/user/disabled', () => {
    expect(companyRequirementsRedirect(session({ companies: [A] }, { status: 'disabled' }))).toBe('/app/user/disabled');
  });
  test('a company being opened or migrated (pending, awaiting_opening, opening, migrating): its track’s wizard', () => {
    const onboarding = (status: ContextCompany['status'], trackId: ContextCompany['trackId']) =>
      companyRequirementsRedirect(session({ companies: [A] }, { status, trackId, trackStatus: 'in_progress' }));
    expect(onboarding('pending', 'create-company')).toBe('/app/wizard/company-opening');
    expect(onboarding('awaiting_opening', 'create-company')).toBe('/app/wizard/company-opening');
    expect(onboarding('opening', 'create-company')).toBe('/app/wizard/company-opening');
    expect(onboarding('pending', 'migrate-company')).toBe('/app/wizard/company-migration');
    expect(onboarding('migrating', 'migrate-company')).toBe('/app/wizard/company-migration');
  });
  test('active and overdue pass; overdue is flagged for the banner', () => {
    for (const status of ['active', 'overdue'] as const) {
      expect(companyRequirementsRedirect(session({ companies: [A] }, { status }))).toBeNull();
    }
    expect(isOverdue(session({ companies: [A] }, { status: 'overdue' }))).toBe(true);
    expect(isOverdue(session({ companies: [A] }, { status: 'active' }))).toBe(false);
  });
  test('a company not loaded yet is left to the guard’s loader', () => {
    expect(companyRequirementsRedirect(session({ companies: [A] }))).toBeNull();
  });
});
