import { expect, test } from 'vitest';
import { sentenceCaseSlug, slugifyText } from './slug-text';

test('sentenceCaseSlug capitalises the first word only', () => {
  expect(sentenceCaseSlug('comercio-VAREJISTA-de-artigos')).toBe('Comercio varejista de artigos');
});

test('slugifyText drops accents and joins words with hyphens', () => {
  expect(slugifyText('  Pró-labore & distribuição de lucros! ')).toBe('pro-labore-distribuicao-de-lucros');
  expect(slugifyText('NFS-e')).toBe('nfs-e');
});
