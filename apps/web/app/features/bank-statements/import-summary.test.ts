import { describe, expect, test } from 'vitest';
import { accountImportText, importCountsText, importDetails, importHeadline } from './import-summary';

describe('importCountsText', () => {
  test('says the three counts, in the plural', () => {
    expect(importCountsText({ imported: 10, skippedDuplicates: 2, flagged: 3 })).toBe(
      '10 importadas, 2 ignoradas por já existirem, 3 possíveis duplicidades para revisar',
    );
  });

  test('a re-upload reads "0 importadas"; one of each is in the singular', () => {
    expect(importCountsText({ imported: 0, skippedDuplicates: 10, flagged: 0 })).toBe(
      '0 importadas, 10 ignoradas por já existirem, 0 possíveis duplicidades para revisar',
    );
    expect(importCountsText({ imported: 1, skippedDuplicates: 1, flagged: 1 })).toBe(
      '1 importada, 1 ignorada por já existirem, 1 possível duplicidade para revisar',
    );
  });
});

describe('importDetails', () => {
  test('explains the balance rows left out and the transactions the rules filed', () => {
    expect(importDetails({ ignoredBalanceRows: 2, categorised: 4 })).toEqual([
      '2 linhas de saldo do banco (como "Saldo do dia") foram ignoradas: não são transações.',
      '4 transações novas já receberam a categoria pelas suas regras.',
    ]);
    expect(importDetails({ ignoredBalanceRows: 1, categorised: 1 })).toEqual([
      '1 linha de saldo do banco (como "Saldo do dia") foi ignorada: não é uma transação.',
      '1 transação nova já recebeu a categoria pelas suas regras.',
    ]);
  });

  test('nothing to add: no lines', () => {
    expect(importDetails({ ignoredBalanceRows: 0, categorised: 0 })).toEqual([]);
  });
});

test('accountImportText names the account and says when it is new', () => {
  const account = {
    accountId: '4d0f0f64-8a3e-4c3e-9f55-2a1f4b6f0a01',
    name: 'Banco do Brasil · ag. 3210-4 · c/c 45678-9',
    kind: 'bank' as const,
    currency: 'BRL',
    created: true,
    imported: 10,
    skippedDuplicates: 0,
    flagged: 1,
  };
  expect(accountImportText(account)).toBe(
    'Banco do Brasil · ag. 3210-4 · c/c 45678-9 (nova conta): 10 importadas, 0 ignoradas por já existirem, 1 possível duplicidade para revisar',
  );
  expect(accountImportText({ ...account, created: false })).not.toContain('nova conta');
});

test('importHeadline: nothing new, something to review, or done', () => {
  expect(importHeadline({ imported: 0, skippedDuplicates: 10, flagged: 0 })).toBe(
    'Nenhuma transação nova neste arquivo',
  );
  expect(importHeadline({ imported: 10, skippedDuplicates: 0, flagged: 1 })).toBe(
    'Extrato importado, com duplicidades para revisar',
  );
  expect(importHeadline({ imported: 10, skippedDuplicates: 0, flagged: 0 })).toBe('Extrato importado');
});
