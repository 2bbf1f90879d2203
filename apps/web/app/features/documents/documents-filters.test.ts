import { describe, expect, test } from 'vitest';
import { NO_DOCUMENT_FILTERS, readDocumentsFilters, toggleGroup, writeDocumentsFilters } from './documents-filters';

describe('documents filters in the URL', () => {
  test('reads the groups (in the chips order) and the page', () => {
    const params = new URLSearchParams('tipo=other&tipo=guide&inicio=20');
    expect(readDocumentsFilters(params)).toEqual({ groups: ['guide', 'other'], offset: 20 });
  });

  test('ignores unknown groups (the company documents too) and offsets that are not one', () => {
    expect(readDocumentsFilters(new URLSearchParams('tipo=company&tipo=x&inicio=-5'))).toEqual(NO_DOCUMENT_FILTERS);
    expect(readDocumentsFilters(new URLSearchParams('inicio=2.5')).offset).toBe(0);
  });

  test('writes only what is set, keeping the other params; round-trips', () => {
    const base = new URLSearchParams('x=1&tipo=guide&inicio=10');
    const next = writeDocumentsFilters(base, { groups: ['statement', 'invoice'], offset: 0 });
    expect(next.toString()).toBe('x=1&tipo=invoice&tipo=statement');
    const filters = { groups: ['guide', 'receipt'] as const, offset: 30 };
    expect(
      readDocumentsFilters(writeDocumentsFilters(new URLSearchParams(), { ...filters, groups: [...filters.groups] })),
    ).toEqual({ groups: ['guide', 'receipt'], offset: 30 });
  });

  test('a chip adds or removes its group and goes back to the first page', () => {
    expect(toggleGroup({ groups: ['other'], offset: 20 }, 'guide')).toEqual({ groups: ['guide', 'other'], offset: 0 });
    expect(toggleGroup({ groups: ['guide', 'other'], offset: 20 }, 'guide')).toEqual({ groups: ['other'], offset: 0 });
  });
});
