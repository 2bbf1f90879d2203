import { describe, expect, test } from 'vitest';
import { companyStatusSchema, subscriptionStatusSchema } from '@contabil/contracts';
import { subscriptionStatusLabels } from '~/features/billing';
import { companyStatusTones, stepLabel } from './company-labels';

describe('company labels', () => {
  test('every company and subscription status has a tone and a label', () => {
    for (const status of companyStatusSchema.options) expect(companyStatusTones[status]).toBeTruthy();
    for (const status of subscriptionStatusSchema.options) expect(subscriptionStatusLabels[status]).toBeTruthy();
  });

  test('a step is named as its track names it', () => {
    expect(stepLabel('create-company', 'awaiting-guide')).toBe('Guia de registro');
    expect(stepLabel('migrate-company', 'migrate-accountant')).toBe('Troca de contador');
    expect(stepLabel(null, 'upload-guide-receipt')).toBe('Comprovante');
  });
});
