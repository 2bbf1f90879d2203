import { describe, expect, test } from 'vitest';
import { PRICE_REQUIRED, planFormDefaults, planFormSchema } from './plan-form-schema';

const plan = {
  id: '3f1c2b6a-8d4e-4f5a-9b7c-1a2b3c4d5e6f',
  slug: 'essencial',
  name: 'Essencial',
  description: 'Para quem está começando',
  price: 149.9,
  features: ['Abertura da empresa', 'Contabilidade mensal'],
  isActive: true,
  sortOrder: 1,
};

describe('planFormSchema', () => {
  test('the form starts from the plan and gives back the same plan', () => {
    const defaults = planFormDefaults(plan);
    expect(defaults).toEqual({
      name: 'Essencial',
      description: 'Para quem está começando',
      price: 'R$ 149,90',
      features: 'Abertura da empresa\nContabilidade mensal',
      isActive: true,
    });
    expect(planFormSchema.parse(defaults)).toEqual({
      name: 'Essencial',
      description: 'Para quem está começando',
      price: 149.9,
      features: ['Abertura da empresa', 'Contabilidade mensal'],
      isActive: true,
    });
  });

  test('blank lines are dropped from the features', () => {
    expect(planFormSchema.parse({ ...planFormDefaults(plan), features: '\n  Um \n\nDois\n' }).features).toEqual([
      'Um',
      'Dois',
    ]);
  });

  test('messages for a bad name and price', () => {
    const result = planFormSchema.safeParse({ ...planFormDefaults(plan), name: 'E', price: '' });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      name: 'Informe o nome do plano',
      price: PRICE_REQUIRED,
    });
  });

  test('at most 12 features', () => {
    const features = Array.from({ length: 13 }, (_, i) => `Item ${i + 1}`).join('\n');
    expect(planFormSchema.safeParse({ ...planFormDefaults(plan), features }).error?.issues[0]?.message).toBe(
      'Liste no máximo 12 itens',
    );
  });
});
