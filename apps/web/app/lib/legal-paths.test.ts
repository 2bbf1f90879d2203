import { describe, expect, test } from 'vitest';
import { PRIVACY_POLICY_PATH as CONTRACT_PRIVACY, TERMS_OF_USE_PATH as CONTRACT_TERMS } from '@contabil/contracts';
import { PRIVACY_POLICY_PATH, TERMS_OF_USE_PATH } from './legal-paths';

describe('legal paths', () => {
  test('the web links where the contracts (and the e-mails) say the legal pages are', () => {
    expect(PRIVACY_POLICY_PATH).toBe(CONTRACT_PRIVACY);
    expect(TERMS_OF_USE_PATH).toBe(CONTRACT_TERMS);
  });
});
