import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  lucaAliasSuggestResponseSchema,
  lucaCnaeMatchResponseSchema,
  lucaMessages,
  type LucaCnaeMatch,
} from '@contabil/contracts';
import { buildApp } from '../../app.js';
import { loadReferenceData } from '../../db/seed/reference-data.js';
import { updateCompany } from '../companies/companies.repository.js';
import { createCompany, createUser, signInAs } from '../../test/factories.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LUCA_MAX_PER_MINUTE, lucaIndexFor } from './luca.service.js';

const MATCH = '/functions/luca/cnaes/match';
const ALIAS = '/functions/luca/companies/alias-suggest';

let ctx: TestContext;
let ipCounter = 0;
/** A fresh client address per call site: the per-IP limit only bites where a test wants it. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

async function match(intent: string, options: { ip?: string; authorization?: string } = {}): Promise<LucaCnaeMatch> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: MATCH,
    payload: { intent },
    remoteAddress: options.ip ?? freshIp(),
    ...(options.authorization ? { headers: { authorization: options.authorization } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return lucaCnaeMatchResponseSchema.parse(res.json()).data;
}

async function aliases(intent: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'POST', url: ALIAS, payload: { intent }, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  return lucaAliasSuggestResponseSchema.parse(res.json()).data.suggestions;
}

describe('POST /functions/luca/cnaes/match', () => {
  test('public; answers the envelope with main, secondary, suggestions and engine', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: MATCH,
      payload: { intent: 'vou abrir uma clínica de fisioterapia' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    const data = lucaCnaeMatchResponseSchema.parse(body).data;
    expect(data.engine).toBe('local');
    expect(data.secondary).toEqual([]);
    expect(data.suggestions.length).toBeGreaterThan(1);
    expect(data.suggestions.length).toBeLessThanOrEqual(5);
    expect(data.main).toEqual(data.suggestions[0]);
    expect(data.main).toMatchObject({
      code: '8650004',
      formattedCode: '8650-0/04',
      description: 'Atividades de fisioterapia',
      isAllowedMei: false,
      simplesSituation: expect.any(String),
      fatorR: expect.anything(),
    });
    expect(data.main!.score).toBeGreaterThan(0.8);
    expect(data.main!.reasons.some((reason) => /Clínica de fisioterapia/i.test(reason))).toBe(true);
  });

  test('everyday words: "faço sites e aplicativos" is web design, with software development as secondary', async () => {
    const data = await match('faço sites e aplicativos para clientes');
    expect(data.main?.code).toBe('6201502');
    expect(data.secondary.map((s) => s.code)).toContain('6201501');
    expect(data.suggestions.slice(0, 2).map((s) => s.code)).toEqual(['6201502', '6201501']);
  });

  test('selling clothes online is retail of clothing, which an MEI may do', async () => {
    const data = await match('revenda de roupas pela internet');
    expect(data.main).toMatchObject({ code: '4781400', isAllowedMei: true, simplesSituation: 'allowed' });
  });

  test('"salão" means beauty care, typos included', async () => {
    expect((await match('salão de beleza')).main?.code).toBe('9602501');
    expect((await match('sou cabelereira e manicuri')).main?.code).toBe('9602501');
  });

  test('the intent is trimmed; nothing recognisable gives no main and no suggestions', async () => {
    expect((await match('   fisioterapia   ')).main?.code).toBe('8650004');
    expect(await match('quero abrir uma empresa')).toEqual({
      main: null,
      secondary: [],
      suggestions: [],
      engine: 'local',
      confidence: { level: 'baixa', score: 0 },
      canAdoptInOneClick: false,
      question: null,
    });
  });

  test.each([
    [{}, lucaMessages.intentRequired],
    [{ intent: '' }, lucaMessages.intentRequired],
    [{ intent: '   ' }, lucaMessages.intentRequired],
    [{ intent: ' ab ' }, lucaMessages.intentTooShort],
    [{ intent: 'a'.repeat(501) }, lucaMessages.intentTooLong],
    [{ intent: 42 }, lucaMessages.intentRequired],
  ])('%j is a 400 with the contract message', async (payload, message) => {
    for (const url of [MATCH, ALIAS]) {
      const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_error', message, fields: { intent: message } } });
    }
  });

  test('500 characters are accepted', async () => {
    const intent = `faço sites e aplicativos, ${'consultoria em tecnologia e suporte técnico, '.repeat(12)}`.slice(
      0,
      500,
    );
    expect(intent.length).toBe(500);
    expect((await match(intent)).main).not.toBeNull();
  });

  test(`rate limited per IP: the ${LUCA_MAX_PER_MINUTE + 1}th call in a minute is a 429 with Retry-After`, async () => {
    await clearOfWindowEdge(60, 20);
    const ip = '203.0.113.77';
    for (let i = 0; i < LUCA_MAX_PER_MINUTE; i++) await match('padaria', { ip });
    const res = await ctx.app.inject({ method: 'POST', url: MATCH, payload: { intent: 'padaria' }, remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected; nor is the other call, counted apart.
    await match('padaria');
    const alias = await ctx.app.inject({
      method: 'POST',
      url: ALIAS,
      payload: { intent: 'padaria' },
      remoteAddress: ip,
    });
    expect(alias.statusCode).toBe(200);
  }, 60_000);

  test('rate limited per user too when signed in, whatever the address', async () => {
    await clearOfWindowEdge(60, 20);
    const user = await createUser(ctx.database.db);
    const { authorization } = await signInAs(ctx.app, user);
    for (let i = 0; i < LUCA_MAX_PER_MINUTE; i++) await match('lanchonete', { authorization });
    const res = await ctx.app.inject({
      method: 'POST',
      url: MATCH,
      payload: { intent: 'lanchonete' },
      remoteAddress: freshIp(),
      headers: { authorization },
    });
    expect(res.statusCode).toBe(429);
  }, 60_000);

  test('the index is built once per database and reused', async () => {
    expect(await lucaIndexFor(ctx.database.db)).toBe(await lucaIndexFor(ctx.database.db));
  });
});

describe('POST /functions/luca/companies/alias-suggest', () => {
  test('5 to 8 distinct short names from the intent, in the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: ALIAS,
      payload: { intent: 'vou abrir uma clínica de fisioterapia' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['data']);
    const names = lucaAliasSuggestResponseSchema.parse(res.json()).data.suggestions;
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.length).toBeLessThanOrEqual(8);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.length <= 30 && /fisio/i.test(name))).toBe(true);
  });

  test('a name some company already uses as its alias is left out (case and accents aside)', async () => {
    const intent = 'marmitas e quentinhas pra entrega';
    const before = await aliases(intent);
    const taken = before[0]!;
    const company = await createCompany(ctx.database.db);
    const spelledOtherwise = taken.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(' ', '  ');
    await updateCompany(ctx.database.db, company.id, { alias: ` ${spelledOtherwise} ` });
    const after = await aliases(intent);
    expect(after).not.toContain(taken);
    // …and named as taken, so the screen can say so.
    const answer = await ctx.app.inject({ method: 'POST', url: ALIAS, payload: { intent }, remoteAddress: freshIp() });
    expect(lucaAliasSuggestResponseSchema.parse(answer.json()).data.taken).toEqual([taken]);
    expect(after.length).toBeGreaterThanOrEqual(5);
    expect(after).toEqual(expect.arrayContaining(before.slice(1, 5)));
  });
});

describe('with a language model configured (OpenAI-compatible)', () => {
  let server: Server;
  let requests: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  let behaviour: 'reverse' | 'slow' | 'error' = 'reverse';
  let llmApp: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({ headers: req.headers, body });
        if (behaviour === 'error') return void res.writeHead(503).end();
        const user = (JSON.parse(body) as { messages: Array<{ role: string; content: string }> }).messages.find(
          (m) => m.role === 'user',
        )!.content;
        const codes = [...user.matchAll(/^(\d{7}):/gm)].map((m) => m[1]);
        const reply = () =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ ranking: codes.reverse() }) } }] }));
        if (behaviour === 'slow') setTimeout(reply, 1500);
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A second app on the same (loaded) database, built with the model configured.
    const luca = {
      llm: { url: `http://127.0.0.1:${port}/v1`, model: 'modelo-de-teste', apiKey: 'chave-de-teste', timeoutMs: 300 },
    };
    llmApp = await buildApp({ config: { ...ctx.config, luca }, database: ctx.database, jobs: ctx.jobs, logger: false });
    await llmApp.ready();
  });
  afterEach(() => {
    requests = [];
    behaviour = 'reverse';
  });
  afterAll(async () => {
    await llmApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function llmMatch(intent: string, headers: Record<string, string> = {}) {
    const res = await llmApp.inject({
      method: 'POST',
      url: MATCH,
      payload: { intent },
      remoteAddress: freshIp(),
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return lucaCnaeMatchResponseSchema.parse(res.json()).data;
  }

  test('re-ranks the local candidates in the model order, sending the intent and nothing about the user', async () => {
    const local = await match('vou abrir uma clínica de fisioterapia');
    const user = await createUser(ctx.database.db, { email: 'pessoa-luca@exemplo.com.br', name: 'Fulana Luca' });
    const { authorization } = await signInAs(ctx.app, user);
    const data = await llmMatch('vou abrir uma clínica de fisioterapia', { authorization });
    expect(data.engine).toBe('llm');
    // The fake model reverses the candidates it got: the answer follows its order.
    const sentCodes = [...requests[0]!.body.matchAll(/(\d{7}):/g)].map((m) => m[1]);
    expect(sentCodes[0]).toBe(local.main?.code);
    expect(data.main?.code).toBe(sentCodes.at(-1));
    expect(data.suggestions.map((s) => s.code)).toEqual(sentCodes.reverse().slice(0, 5));
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer chave-de-teste');
    expect(sent.body).toContain('vou abrir uma clínica de fisioterapia');
    expect(sent.body).not.toContain('pessoa-luca');
    expect(sent.body).not.toContain('Fulana');
    expect(sent.body).not.toContain(authorization.slice(7, 40));
  });

  test('a model slower than LUCA_LLM_TIMEOUT_MS, or failing, leaves the local answer', async () => {
    const local = await match('revenda de roupas pela internet');
    behaviour = 'slow';
    const started = Date.now();
    const slow = await llmMatch('revenda de roupas pela internet');
    expect(Date.now() - started).toBeLessThan(1400);
    expect(slow).toEqual(local);
    behaviour = 'error';
    expect(await llmMatch('revenda de roupas pela internet')).toEqual(local);
  });
});
