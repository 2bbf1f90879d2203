import { describe, expect, test } from 'vitest';
import { companyBackLink } from './company-detail-page';

// Issue 27, item 11: the back link of a company's page says where it goes back to.
describe('companyBackLink', () => {
  test('back to the list the company was opened from, with its filters', () => {
    const active = { status: 'active' as const, trackId: 'create-company' as const };
    expect(companyBackLink(active, '/app/admin/companies?status=overdue')).toEqual({
      to: '/app/admin/companies?status=overdue',
      label: 'Empresas',
    });
    expect(companyBackLink(active, '/app/admin/obligations')).toEqual({
      to: '/app/admin/obligations',
      label: 'Obrigações das empresas',
    });
    expect(companyBackLink(active, '/app/admin')).toEqual({ to: '/app/admin', label: 'Fila do escritório' });
  });

  test('opened directly: an active company goes back to the companies, one being opened to its orders', () => {
    expect(companyBackLink({ status: 'active', trackId: 'create-company' }, undefined)).toEqual({
      to: '/app/admin/companies',
      label: 'Empresas',
    });
    expect(companyBackLink({ status: 'awaiting_opening', trackId: 'create-company' }, null)).toEqual({
      to: '/app/admin/companies/opening-requests',
      label: 'Aberturas de empresa',
    });
    expect(companyBackLink({ status: 'migrating', trackId: 'migrate-company' }, 'https://outro.site/')).toEqual({
      to: '/app/admin/companies/migration-requests',
      label: 'Trocas de contador',
    });
  });
});
