import { expect, test } from 'vitest';
import { sentenceCaseSlug, titleCaseSlug } from './slug-text';

test('titleCaseSlug capitalises each word but the short linking ones', () => {
  expect(titleCaseSlug('sao-jose-dos-campos')).toBe('Sao Jose dos Campos');
  expect(titleCaseSlug('da-ilha')).toBe('Da Ilha');
});

test('sentenceCaseSlug capitalises the first word only', () => {
  expect(sentenceCaseSlug('comercio-VAREJISTA-de-artigos')).toBe('Comercio varejista de artigos');
});
