import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cnpjLookupSchema } from '@contabil/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { createUser, randomCnpj, signInAs } from '../../test/factories.js';
import { brasilApiCompany, startFakeCnpjLookup, type FakeCnpjLookup } from '../../test/fake-cnpj-lookup.js';
import { assertCnpjExists, fetchCnpj, toCnpjCompany } from './cnpj-lookup.service.js';

const KNOWN = '19131243000197';
const ALPHANUMERIC = '12ABC34501DE35';

let fake: FakeCnpjLookup;
let required: TestContext;
let off: TestContext;
let authorization: string;
let offAuthorization: string;

beforeAll(async () => {
  fake = await startFakeCnpjLookup({
    [KNOWN]: brasilApiCompany(KNOWN),
    [ALPHANUMERIC]: brasilApiCompany(ALPHANUMERIC),
  });
  required = await createTestApp({ cnpjLookup: { mode: 'required', url: fake.url, timeoutMs: 300 } });
  off = await createTestApp();
  authorization = (await signInAs(required.app, await createUser(required.database.db))).authorization;
  offAuthorization = (await signInAs(off.app, await createUser(off.database.db))).authorization;
});
afterAll(async () => {
  await required.close();
  await off.close();
  await fake.close();
});

const lookup = () => required.config.cnpjLookup;
const get = (ctx: TestContext, cnpj: string, auth: string) =>
  ctx.app.inject({ method: 'GET', url: `/cnpjs/${encodeURIComponent(cnpj)}`, headers: { authorization: auth } });

describe('GET /cnpjs/:cnpj with the lookup required', () => {
  test('a CNPJ the lookup knows exists, with its data', async () => {
    fake.behaviour = 'normal';
    const res = await get(required, '19.131.243/0001-97', authorization);
    expect(res.statusCode).toBe(200);
    expect(cnpjLookupSchema.parse(res.json().data)).toEqual({
      exists: true,
      checkedWith: 'receita',
      company: {
        legalName: 'OPEN KNOWLEDGE BRASIL',
        tradeName: 'REDE PELO CONHECIMENTO LIVRE',
        registrationStatus: 'ATIVA',
        openedAt: '2013-10-03',
        mainCnae: '9430800',
        secondaryCnaes: ['9493600', '6204000'],
        address: {
          zipCode: '01311902',
          state: 'SP',
          city: 'SAO PAULO',
          street: 'AVENIDA PAULISTA 37',
          number: '37',
          complement: 'ANDAR 4',
          neighborhood: 'BELA VISTA',
          ibgeCode: 3550308,
        },
      },
    });
    expect(fake.requests.at(-1)).toBe(`/api/cnpj/v1/${KNOWN}`);
  });

  test('the alphanumeric CNPJ 12.ABC.345/01DE-35 passes the check digits and is looked up', async () => {
    fake.behaviour = 'normal';
    const res = await get(required, '12.abc.345/01de-35', authorization);
    expect(res.json().data.exists).toBe(true);
    expect(fake.requests.at(-1)).toBe(`/api/cnpj/v1/${ALPHANUMERIC}`);
  });

  test.each(['normal', 'error', 'hang', 'not-json'] as const)(
    'when the lookup answers %s for it, the CNPJ does not exist',
    async (behaviour) => {
      fake.behaviour = behaviour;
      const cnpj = behaviour === 'normal' ? randomCnpj() : KNOWN;
      const res = await get(required, cnpj, authorization);
      fake.behaviour = 'normal';
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ exists: false, company: null, checkedWith: 'receita' });
    },
  );

  test('bad check digits: does not exist, and the lookup is not called', async () => {
    const before = fake.requests.length;
    const res = await get(required, '19.131.243/0001-98', authorization);
    expect(res.json().data).toEqual({ exists: false, company: null, checkedWith: 'check_digits' });
    expect(fake.requests.length).toBe(before);
  });

  test('needs a signed-in user', async () => {
    const res = await required.app.inject({ method: 'GET', url: `/cnpjs/${KNOWN}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /cnpjs/:cnpj with the lookup off', () => {
  test('exists is the check digits, and the answer says so (never "found at the Receita")', async () => {
    const offAnswer = { exists: true, company: null, checkedWith: 'check_digits' };
    expect((await get(off, randomCnpj(), offAuthorization)).json().data).toEqual(offAnswer);
    expect((await get(off, '12ABC34501DE35', offAuthorization)).json().data).toEqual(offAnswer);
    expect((await get(off, '11.111.111/1111-11', offAuthorization)).json().data).toEqual({
      exists: false,
      company: null,
      checkedWith: 'check_digits',
    });
  });
});

describe('the lookup service', () => {
  test('404 from the lookup -> "CNPJ não existe." on the field', async () => {
    fake.behaviour = 'normal';
    await expect(assertCnpjExists(lookup(), randomCnpj(), 'cnpj')).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      message: 'CNPJ não existe.',
      fields: { cnpj: 'CNPJ não existe.' },
    });
  });

  test.each(['hang', 'error', 'not-json'] as const)('%s -> "CNPJ não existe."', async (behaviour) => {
    fake.behaviour = behaviour;
    const started = Date.now();
    await expect(assertCnpjExists(lookup(), KNOWN)).rejects.toMatchObject({ message: 'CNPJ não existe.' });
    fake.behaviour = 'normal';
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('a network error (nothing listening) -> not found', async () => {
    expect(await fetchCnpj({ mode: 'required', url: 'http://127.0.0.1:9/cnpj', timeoutMs: 500 }, KNOWN)).toBeNull();
  });

  test('lookup off: nothing is called and nothing is known', async () => {
    expect(await assertCnpjExists({ mode: 'off', url: fake.url, timeoutMs: 300 }, randomCnpj())).toBeNull();
  });

  test('CNAEs lose their leading zero in BrasilAPI: padded back; 0 means none', () => {
    const company = toCnpjCompany({
      razao_social: ' PADARIA X LTDA ',
      nome_fantasia: '',
      cnae_fiscal: 111301,
      cnaes_secundarios: [{ codigo: 0 }],
      cep: null,
    });
    expect(company).toMatchObject({
      legalName: 'PADARIA X LTDA',
      tradeName: null,
      mainCnae: '0111301',
      secondaryCnaes: [],
      address: null,
    });
  });
});
