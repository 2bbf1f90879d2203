import { describe, expect, test } from 'vitest';
import { referralStageLabels, referralStageSchema } from '@contabil/contracts';
import { readSignUpContext } from '~/features/auth';
import { referralStageTones, signedUpSentence, whatsappShareLink } from './referral-format';

describe('referrals', () => {
  test('every stage has a label and a tone', () => {
    for (const stage of referralStageSchema.options) {
      expect(referralStageLabels[stage]).toBeTruthy();
      expect(referralStageTones[stage]).toBeTruthy();
    }
  });

  test("the API's link carries the referrer's short code into the sign-up as indicatedBy", () => {
    const link = new URL('http://localhost:3000/app/login?cadastro=1&indicacao=k7m2p9qx');
    expect(readSignUpContext(link.searchParams)).toEqual({ trackId: null, indicatedBy: 'k7m2p9qx', planSlug: null });
  });

  test('WhatsApp sharing: no number (the person picks the contact), an invitation with the whole link', () => {
    const referral = 'https://www.contabil.com.br/app/login?cadastro=1&indicacao=k7m2p9qx';
    const share = new URL(whatsappShareLink(referral));
    expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/');
    const text = share.searchParams.get('text') ?? '';
    expect(text).toContain('Contábil Online');
    expect(text.endsWith(referral)).toBe(true);
  });

  test('counts people in Portuguese, verb agreeing', () => {
    expect(signedUpSentence(1)).toBe('1 pessoa se cadastrou pelo seu link.');
    expect(signedUpSentence(3)).toBe('3 pessoas se cadastraram pelo seu link.');
  });
});
