import { describe, expect, test } from 'vitest';
import { statusesToOffer } from './company-status-actions';

describe('statusesToOffer', () => {
  test('a pending opening can await its opening or be disabled, not migrate', () => {
    expect(statusesToOffer({ status: 'pending', trackId: 'create-company' })).toEqual(['awaiting_opening', 'disabled']);
  });
  test('a pending migration can migrate or be disabled', () => {
    expect(statusesToOffer({ status: 'pending', trackId: 'migrate-company' })).toEqual(['migrating', 'disabled']);
  });
  test('without a track, every legal move; the machine decides the rest', () => {
    expect(statusesToOffer({ status: 'pending', trackId: null })).toEqual([
      'awaiting_opening',
      'migrating',
      'disabled',
    ]);
    expect(statusesToOffer({ status: 'disabled', trackId: 'create-company' })).toEqual(['active']);
    expect(statusesToOffer({ status: 'active', trackId: 'create-company' })).toEqual(['overdue', 'disabled']);
  });
});
