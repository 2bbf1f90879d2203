import { describe, expect, test } from 'vitest';
import { readUsersFilters, roleLabel, userRoleSummary, writeUsersFilters } from './users-filters';

const COMPANY = '11111111-1111-4111-8111-111111111111';

describe('admin users filters', () => {
  test('round-trip through the address', () => {
    const filters = {
      query: 'ana',
      role: 'company-admin',
      companyId: COMPANY,
      status: 'deactivated' as const,
      offset: 20,
    };
    const params = writeUsersFilters(filters);
    expect(params.toString()).toBe(`busca=ana&papel=company-admin&empresa=${COMPANY}&status=deactivated&inicio=20`);
    expect(readUsersFilters(params)).toEqual(filters);
  });

  test('unknown values in the address are ignored rather than sent', () => {
    expect(readUsersFilters(new URLSearchParams('papel=chefe&empresa=abc&status=x&inicio=-3'))).toEqual({
      query: '',
      role: null,
      companyId: null,
      status: null,
      offset: 0,
    });
  });

  test('the roles of a person, global and in companies, in Portuguese and once each', () => {
    expect(
      userRoleSummary({
        roles: ['system-admin'],
        memberships: [
          { companyId: COMPANY, companyName: 'A', role: 'company-admin' },
          { companyId: COMPANY, companyName: 'B', role: 'company-admin' },
        ],
      }),
    ).toEqual(['Administrador do sistema', 'Administrador da empresa']);
    expect(roleLabel('auditor')).toBe('auditor');
  });
});
