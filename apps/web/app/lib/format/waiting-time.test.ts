import { expect, test } from 'vitest';
import { waitingTime } from './waiting-time';

test('waiting time in minutes, hours and days', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  expect(waitingTime('2026-11-20T11:59:40Z', now)).toBe('há menos de 1 min');
  expect(waitingTime('2026-11-20T11:55:00Z', now)).toBe('há 5 min');
  expect(waitingTime('2026-11-20T09:00:00Z', now)).toBe('há 3 h');
  expect(waitingTime('2026-11-19T11:00:00Z', now)).toBe('há 1 dia');
  expect(waitingTime('2026-11-17T12:00:00Z', now)).toBe('há 3 dias');
});
