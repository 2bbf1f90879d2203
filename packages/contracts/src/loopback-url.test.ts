import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback-url.js';

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3000',
    'https://LOCALHOST',
    'http://app.localhost:8080/x',
    'http://127.0.0.1:3001',
    'http://127.10.20.30',
    'http://[::1]:3001',
    'http://0.0.0.0:3000',
  ])('%s is reachable only from this machine', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://contabil.example.com.br',
    'https://api.example.com:8443',
    'http://10.0.0.7:3001',
    'http://192.168.0.10',
    'http://localhost.example.com',
    'http://[2001:db8::1]',
    'não é um endereço',
    '',
  ])('%s is not', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
