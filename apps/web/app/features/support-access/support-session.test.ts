import { describe, expect, test } from 'vitest';
import { supportSessionEndTime } from './support-session';

describe('supportSessionEndTime', () => {
  test('the end of a support session in Brasília, HH:MM', () => {
    const support = {
      sessionId: '11111111-1111-4111-8111-111111111111',
      actorUserId: '22222222-2222-4222-8222-222222222222',
      actorEmail: 'suporte@exemplo.com.br',
      expiresAt: '2026-11-24T18:45:00.000Z',
    };
    expect(supportSessionEndTime({ support })).toBe('15:45');
  });

  test('nothing outside a support session', () => {
    expect(supportSessionEndTime(null)).toBeNull();
    expect(supportSessionEndTime({})).toBeNull();
  });
});
