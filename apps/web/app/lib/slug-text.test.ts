import { expect, test } from 'vitest';
import { sentenceCaseSlug, slugifyText, titleCaseSlug } from './slug-text';

test('titleCaseSlug capitalises each word but the short linking ones', () => {
  expect(titleCaseSlug('sao-jose-dos-campos')).toBe('Sao Jose dos Campos');
  expect(titleCaseSlug('da-ilha')).toBe('Da Ilha');
});

test('sentenceCaseSlug capitalises the first word only', () => {
  expect(sentenceCaseSlug('comercio-VAREJISTA-de-artigos')).toBe('Comercio varejista de artigos');
});

test('slugifyText drops accents and joins words with hyphens', () => {
  expect(slugifyText('  Pró-labore & distribuição de lucros! ')).toBe('pro-labore-distribuicao-de-lucros');
  expect(slugifyText('NFS-e')).toBe('nfs-e');
});
