import { expect, test } from 'vitest';
import { bankStatementMessages } from '@contabil/contracts';
import { CORA_DENIED_MESSAGE, readCoraReturn } from './cora-callback';

test('the code and the state Cora sent back', () => {
  expect(readCoraReturn(new URLSearchParams({ code: ' abc123 ', state: 'assinado.xyz' }))).toEqual({
    ok: true,
    code: 'abc123',
    state: 'assinado.xyz',
  });
});

test('the person said no at Cora, or Cora sent another error', () => {
  expect(readCoraReturn(new URLSearchParams({ error: 'access_denied', state: 's' }))).toEqual({
    ok: false,
    message: CORA_DENIED_MESSAGE,
  });
  expect(readCoraReturn(new URLSearchParams({ error: 'server_error', code: 'c', state: 's' }))).toEqual({
    ok: false,
    message: bankStatementMessages.coraRefused,
  });
});

test('without a code or a state there is nothing to finish', () => {
  expect(readCoraReturn(new URLSearchParams({ state: 's' }))).toEqual({
    ok: false,
    message: bankStatementMessages.coraCodeRequired,
  });
  expect(readCoraReturn(new URLSearchParams({ code: 'c' }))).toEqual({
    ok: false,
    message: bankStatementMessages.coraInvalidState,
  });
});
