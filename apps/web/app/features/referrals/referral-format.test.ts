import { describe, expect, test } from 'vitest';
import { referralStageLabels, referralStageSchema } from '@contabil/contracts';
import { readSignUpContext } from '~/features/auth';
import { referralStageTones, signedUpSentence } from './referral-format';

describe('referrals', () => {
  test('every stage has a label and a tone', () => {
    for (const stage of referralStageSchema.options) {
      expect(referralStageLabels[stage]).toBeTruthy();
      expect(referralStageTones[stage]).toBeTruthy();
    }
  });

  test("the API's link carries the referrer into the sign-up as indicatedBy", () => {
    const uid = '8d6f7a52-3f5e-4b8a-9a55-0c3a3f1d2b11';
    const link = new URL(`http://localhost:3000/app/login?cadastro=1&indicacao=${uid}`);
    expect(readSignUpContext(link.searchParams)).toEqual({ trackId: null, indicatedBy: uid });
  });

  test('counts people in Portuguese, verb agreeing', () => {
    expect(signedUpSentence(1)).toBe('1 pessoa se cadastrou pelo seu link.');
    expect(signedUpSentence(3)).toBe('3 pessoas se cadastraram pelo seu link.');
  });
});
