import { describe, expect, test } from 'vitest';
import { isFullTotal, shareTotal } from './share-total';

describe('shareTotal', () => {
  test('adds the shares as typed, with a comma or a dot', () => {
    expect(shareTotal(['50', '50'])).toBe(100);
    expect(shareTotal(['33,33', '33,33', '33,34'])).toBe(100);
    expect(shareTotal(['12.5', 87.5])).toBe(100);
  });

  test('what does not parse counts as nothing', () => {
    expect(shareTotal(['', 'abc', '40'])).toBe(40);
    expect(shareTotal([])).toBe(0);
    expect(shareTotal([undefined, '10'])).toBe(10);
  });

  test('rounds away floating-point noise', () => {
    expect(shareTotal(['0,1', '0,2'])).toBe(0.3);
    expect(shareTotal(Array.from({ length: 3 }, () => '33,333'))).toBe(100);
  });

  test('is full at 100%, with the same tolerance as the contracts', () => {
    expect(isFullTotal(100)).toBe(true);
    expect(isFullTotal(99.99)).toBe(false);
    expect(isFullTotal(100.01)).toBe(false);
  });
});
