import { describe, expect, test } from 'vitest';
import { documentTypeLabels } from '@contabil/contracts';
import { awaitsReview, documentName, formatAmount, senderLabel } from './document-format';

describe('document formatting', () => {
  test('amounts in reais as people read them', () => {
    // One BRL formatter (lib/format/money): Intl's no-break space after R$.
    expect(formatAmount(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatAmount(0.1 + 0.2)).toBe('R$\u00a00,30');
  });

  test('who sent it', () => {
    expect(senderLabel({ fromAccountant: true, uploadedBy: { uid: 'x', name: 'Helena' } })).toBe(
      'Contabilidade · Helena',
    );
    expect(senderLabel({ fromAccountant: false, uploadedBy: null })).toBe('Empresa');
  });

  test('only pending documents that are not guides wait for review', () => {
    expect(awaitsReview({ type: 'articles_of_association', status: 'pending' })).toBe(true);
    expect(awaitsReview({ type: 'das', status: 'pending' })).toBe(false);
    expect(awaitsReview({ type: 'cnpj_card', status: 'approved' })).toBe(false);
    expect(awaitsReview({ type: 'other', status: 'rejected' })).toBe(false);
  });

  test('a document without a title is named by its type', () => {
    expect(documentName({ type: 'das', title: ' ' }, documentTypeLabels)).toBe('DAS');
    expect(documentName({ type: 'das', title: 'DAS de março' }, documentTypeLabels)).toBe('DAS de março');
  });
});
