import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { isUuidText } from '../../lib/uuid-text.js';
import { timeOrderedId } from './statement-import.js';

describe('timeOrderedId (the ids an import gives its transactions)', () => {
  test('a version 7 UUID whose first 48 bits are the time, so later ids sort after earlier ones', () => {
    const at = Date.parse('2026-11-27T19:00:00.000Z');
    const id = timeOrderedId(at);
    expect(isUuidText(id)).toBe(true);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    const later = Array.from({ length: 100 }, (_, i) => timeOrderedId(at + 1 + i));
    expect([...later].sort()).toEqual(later);
    expect(later.every((other) => other > id)).toBe(true);
  });

  test('ids of the same millisecond differ (74 random bits)', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(1_800_000_000_000)));
    expect(ids.size).toBe(10_000);
  });
});
