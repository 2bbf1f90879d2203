import { describe, expect, test } from 'vitest';
import { sandboxReturnUrl } from './sandbox-return-url';

describe('sandboxReturnUrl', () => {
  test('adds the outcome, keeping what the URL already had', () => {
    expect(sandboxReturnUrl('http://localhost:3000/app/user/my-billing', 'paid')).toBe(
      'http://localhost:3000/app/user/my-billing?pagamento=sucesso',
    );
    expect(sandboxReturnUrl('http://localhost:3000/app/wizard/company-opening?etapa=4', 'failed')).toBe(
      'http://localhost:3000/app/wizard/company-opening?etapa=4&pagamento=cancelado',
    );
  });

  test('an outcome already in the URL is replaced, not repeated', () => {
    expect(sandboxReturnUrl('http://w/app/user/my-billing?pagamento=sucesso', 'failed')).toBe(
      'http://w/app/user/my-billing?pagamento=cancelado',
    );
  });
});
