// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { useCnpjLookup } from '~/features/companies';
import { CNPJ_DIGITS_ONLY_MESSAGE, CnpjLookupStatus } from './cnpj-lookup-status';

afterEach(cleanup);

const lookupOf = (data: { exists: boolean; checkedWith: 'receita' | 'check_digits' }) =>
  ({ isValid: true, isFetching: false, isError: false, data: { ...data, company: null } }) as unknown as ReturnType<
    typeof useCnpjLookup
  >;

// Issue 27: "CNPJ encontrado na Receita" only when the lookup really ran.
test('the lookup off (check digits only) never says the Receita found the CNPJ', () => {
  render(<CnpjLookupStatus lookup={lookupOf({ exists: true, checkedWith: 'check_digits' })} />);
  expect(screen.getByRole('status').textContent).toBe(CNPJ_DIGITS_ONLY_MESSAGE);
  expect(screen.queryByText(/encontrado na Receita/)).toBeNull();
});

test('the lookup ran and found it: "CNPJ encontrado na Receita."', () => {
  render(<CnpjLookupStatus lookup={lookupOf({ exists: true, checkedWith: 'receita' })} />);
  expect(screen.getByRole('status').textContent).toBe('CNPJ encontrado na Receita.');
});
