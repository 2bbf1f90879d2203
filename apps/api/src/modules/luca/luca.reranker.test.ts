import { describe, expect, test, vi } from 'vitest';
import { loadLucaConfig } from '../../config/luca.js';
import { createLlmReranker, parseRanking } from './luca.reranker.js';

const candidates = [
  { code: '6201501', description: 'Desenvolvimento de programas de computador sob encomenda' },
  { code: '6201502', description: 'Web design' },
  { code: '6319400', description: 'Portais, provedores de conteúdo e outros serviços de informação na internet' },
];
const config = { url: 'http://llm.test/v1', model: 'modelo-teste', apiKey: 'chave-secreta', timeoutMs: 200 };

function answer(content: string, status = 200) {
  return new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('parseRanking', () => {
  test('keeps the model order of known codes, then the candidates it left out', () => {
    expect(parseRanking('{"ranking": ["6201502", "6201501"]}', candidates)).toEqual(['6201502', '6201501', '6319400']);
  });

  test('reads codes written with punctuation or in plain text, and drops unknown ones', () => {
    expect(parseRanking('Melhor: 6201-5/02, depois 9999-9/99', candidates)).toEqual(['6201502', '6201501', '6319400']);
    expect(parseRanking('```json\n{"ranking":["0000000","6319400"]}\n```', candidates)?.[0]).toBe('6319400');
  });

  test('nothing usable is null', () => {
    expect(parseRanking('não sei', candidates)).toBeNull();
    expect(parseRanking('{"ranking": ["1234567"]}', candidates)).toBeNull();
  });
});

describe('createLlmReranker', () => {
  test('sends the intent and the public candidates only, with the key, to {url}/chat/completions', async () => {
    const fetch = vi.fn(async () => answer('{"ranking": ["6201502"]}'));
    const rerank = createLlmReranker(config, { fetch });
    expect(await rerank('faço sites', candidates)).toEqual(['6201502', '6201501', '6319400']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://llm.test/v1/chat/completions');
    expect(init.headers).toMatchObject({ authorization: 'Bearer chave-secreta' });
    const body = JSON.parse(String(init.body)) as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('modelo-teste');
    const user = body.messages.find((message) => message.role === 'user')!.content;
    expect(user).toBe(
      `Descrição do negócio: faço sites\n\nCandidatas:\n${candidates.map((c) => `${c.code}: ${c.description}`).join('\n')}`,
    );
  });

  test('an error status, a bad body or a timeout answer null (the local order stays)', async () => {
    const onError = vi.fn();
    expect(
      await createLlmReranker(config, { fetch: async () => answer('x', 500), onError })('sites', candidates),
    ).toBeNull();
    expect(
      await createLlmReranker(config, { fetch: async () => new Response('not json'), onError })('sites', candidates),
    ).toBeNull();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    expect(await createLlmReranker(config, { fetch: hanging, onError })('sites', candidates)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(onError).toHaveBeenCalledTimes(3);
  });

  test('one candidate is not worth a call', async () => {
    const fetch = vi.fn(async () => answer('{}'));
    expect(await createLlmReranker(config, { fetch })('sites', candidates.slice(0, 1))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('loadLucaConfig', () => {
  test('without URL and model there is no model; the timeout defaults to 2000 ms', () => {
    expect(loadLucaConfig({})).toEqual({ llm: null });
    expect(loadLucaConfig({ LUCA_LLM_URL: '', LUCA_LLM_MODEL: ' ' })).toEqual({ llm: null });
    expect(loadLucaConfig({ LUCA_LLM_URL: 'http://localhost:11434/v1/', LUCA_LLM_MODEL: 'llama3' })).toEqual({
      llm: { url: 'http://localhost:11434/v1', model: 'llama3', apiKey: undefined, timeoutMs: 2000 },
    });
  });

  test('bad values are refused, naming the variable', () => {
    expect(() => loadLucaConfig({ LUCA_LLM_URL: 'not a url', LUCA_LLM_MODEL: 'x' })).toThrow(/LUCA_LLM_URL/);
    expect(() => loadLucaConfig({ LUCA_LLM_URL: 'http://x.test' })).toThrow(/LUCA_LLM_MODEL: obrigatório/);
    expect(() =>
      loadLucaConfig({ LUCA_LLM_URL: 'http://x.test', LUCA_LLM_MODEL: 'x', LUCA_LLM_TIMEOUT_MS: '10' }),
    ).toThrow(/LUCA_LLM_TIMEOUT_MS/);
  });
});
