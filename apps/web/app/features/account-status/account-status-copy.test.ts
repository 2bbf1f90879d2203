import { describe, expect, test } from 'vitest';
import { accountStatusExplanation, contactMailto } from './account-status-copy';

describe('account status copy', () => {
  test('a disabled or overdue company, with the date it happened', () => {
    const base = { companyName: 'Ótica Lima', reason: null, changedAt: '2026-11-20T15:00:00.000Z' };
    expect(accountStatusExplanation({ ...base, status: 'disabled' })).toEqual({
      title: 'Empresa desativada',
      text: 'O acesso de Ótica Lima à Contábil Online está desativado desde 20/11/2026.',
    });
    expect(accountStatusExplanation({ ...base, status: 'overdue', changedAt: null }).text).toBe(
      'A assinatura de Ótica Lima tem uma mensalidade em atraso.',
    );
  });

  test('the e-mail to us names the company', () => {
    expect(contactMailto('ajuda@exemplo.com.br', 'Ótica Lima')).toBe(
      'mailto:ajuda@exemplo.com.br?subject=Reativar%20%C3%93tica%20Lima',
    );
  });
});
