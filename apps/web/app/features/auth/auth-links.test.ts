import { describe, expect, test } from 'vitest';
import {
  isSignUpView,
  pathAfterSignUp,
  readSignUpContext,
  signInLink,
  signUpLink,
  signUpPathForTrack,
} from './auth-links';

const params = (query: string) => new URLSearchParams(query);

describe('sign-up links', () => {
  test('the sign-up view is ?cadastro=1', () => {
    expect(isSignUpView(params('cadastro=1&trackId=create-company'))).toBe(true);
    expect(isSignUpView(params('trackId=create-company'))).toBe(false);
  });

  test('switching views keeps the track, the referral and next, and nothing else', () => {
    const from = params('trackId=migrate-company&indicacao=ANA10&next=%2Fapp%2Finvoices&reset=x');
    expect(signUpLink(from)).toBe(
      '/app/login?cadastro=1&trackId=migrate-company&indicacao=ANA10&next=%2Fapp%2Finvoices',
    );
    expect(signInLink(params('cadastro=1&trackId=create-company'))).toBe('/app/login?trackId=create-company');
    expect(signInLink(params('cadastro=1'))).toBe('/app/login');
  });

  test('the public pages link to the sign-up with their track', () => {
    expect(signUpPathForTrack('create-company')).toBe('/app/login?cadastro=1&trackId=create-company');
  });

  test('reads the track and the referral; an unknown track is dropped', () => {
    expect(readSignUpContext(params('trackId=create-company&indicacao=%20ANA10%20'))).toEqual({
      trackId: 'create-company',
      indicatedBy: 'ANA10',
      planSlug: null,
    });
    expect(readSignUpContext(params('trackId=outra&indicacao='))).toEqual({
      trackId: null,
      indicatedBy: null,
      planSlug: null,
    });
  });

  test('the plan chosen on the public page travels with the sign-up link and between the two views', () => {
    expect(readSignUpContext(params('cadastro=1&trackId=create-company&plano=servicos')).planSlug).toBe('servicos');
    expect(readSignUpContext(params('plano=<script>')).planSlug).toBeNull();
    expect(signInLink(params('cadastro=1&trackId=create-company&plano=servicos'))).toBe(
      '/app/login?trackId=create-company&plano=servicos',
    );
  });

  test('after sign-up: the wizard of the track, else next, else the panel', () => {
    expect(pathAfterSignUp('create-company', '/app/invoices')).toBe('/app/wizard/company-opening');
    expect(pathAfterSignUp('migrate-company', null)).toBe('/app/wizard/company-migration');
    expect(pathAfterSignUp(null, '/app/invoices')).toBe('/app/invoices');
    expect(pathAfterSignUp(null, 'https://evil.example/')).toBe('/app/panel');
    expect(pathAfterSignUp(null, null)).toBe('/app/panel');
  });
});
