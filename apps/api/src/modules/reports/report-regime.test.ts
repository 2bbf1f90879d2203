import { describe, expect, test } from 'vitest';
import { reportRegime } from './reports.service.js';

describe('reportRegime', () => {
  test.each([
    ['MEI', null, 'mei'],
    [null, 'mei', 'mei'],
    ['ME', 'mei', 'simples'],
    ['ME', null, 'simples'],
    ['EPP', 'simples_nacional', 'simples'],
    [null, null, 'simples'],
    ['EMP', null, 'other'],
    ['GE', null, 'other'],
    [null, 'lucro_presumido', 'other'],
    ['ME', 'lucro_real', 'other'],
  ] as const)('size %s, declared %s: %s', (size, declared, expected) => {
    expect(reportRegime(size, declared)).toBe(expected);
  });
});
