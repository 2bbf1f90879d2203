import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { AppError } from '../../../lib/app-error.js';
import { nfseSchemaFiles, SERIES_PATTERN_FIX, validateNfseXml } from '../xml/nfse-schemas.js';
import { brasiliaDateTime, buildDps, decimalOfCents } from './dps-builder.js';
import { buildDpsId } from './dps-id.js';
import { prepareDps } from './prepare-dps.js';
import { sampleDpsData } from './dps.test-support.js';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the official schemas', () => {
  test('are the unchanged copies, with only the series look-ahead rewritten in memory', () => {
    const folder = new URL('../../../reference-data/nfse/xsd-nacional-v1.01/', import.meta.url);
    const original = readFileSync(new URL(SERIES_PATTERN_FIX.file, folder), 'utf8');
    expect(original).toContain(SERIES_PATTERN_FIX.official);
    const loaded = nfseSchemaFiles().find((file) => file.fileName === SERIES_PATTERN_FIX.file);
    expect(loaded?.contents).toBe(
      original.replace(/^\uFEFF/, '').replace(SERIES_PATTERN_FIX.official, SERIES_PATTERN_FIX.replacement),
    );
    expect(nfseSchemaFiles().map((file) => file.fileName)).toHaveLength(8);
  });

  test('the rewritten series pattern means what the official one says: 1 to 5 digits, not all zeros', () => {
    const official = /^(?!0{1,5}$)\d{1,5}$/;
    const rewritten = /^[0-9]{0,4}[1-9][0-9]{0,4}$/;
    for (const serie of ['1', '00001', '99999', '10', '0', '00000', '000', '123456', 'a1', '']) {
      // maxLength 5 is a facet of the type beside the pattern.
      expect(rewritten.test(serie) && serie.length <= 5, serie).toBe(official.test(serie));
    }
  });
});

describe('DPS', () => {
  test('the Id has the 45 positions of the layout', () => {
    const id = buildDpsId({ municipalityCode: '3550308', cnpj: '11222333000181', series: '1', number: 42 });
    expect(id).toBe('DPS' + '3550308' + '2' + '11222333000181' + '00001' + '000000000000042');
    expect(id).toHaveLength(45);
    expect(buildDpsId({ municipalityCode: '3550308', cpf: '52998224725', series: '900', number: 7 })).toBe(
      'DPS355030810005299822472500900000000000000007',
    );
  });

  test('values and dates are written as the layout types ask', () => {
    expect(decimalOfCents(150_000)).toBe('1500.00');
    expect(decimalOfCents(5)).toBe('0.05');
    expect(brasiliaDateTime(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-25T23:00:00-03:00');
  });

  test('a DPS built from a request validates against DPS_v1.01.xsd', async () => {
    const built = await prepareDps(sampleDpsData());
    expect(built.id).toBe('DPS355030821122233300018100001000000000000042');
    expect(built.xml).toContain(`<infDPS Id="${built.id}"><tpAmb>2</tpAmb><dhEmi>2026-11-26T12:04:05-03:00</dhEmi>`);
    expect(built.xml).toContain('<toma><CNPJ>11444777000161</CNPJ><xNome>Tomador Exemplo Ltda</xNome>');
    expect(built.xml).toContain('<vServPrest><vServ>1500.00</vServ></vServPrest>');
    expect(await validateNfseXml('DPS', built.xml)).toEqual({ valid: true, errors: [] });
    // A CPF taker with no address, production, ISS withheld by the taker.
    const person = sampleDpsData({
      environment: 'production',
      taker: { cpf: '52998224725', name: 'Maria da Silva' },
      values: { serviceCents: 99, issWithholding: '2', issRatePercent: 2 },
    });
    const second = await prepareDps(person);
    expect(second.xml).toContain('<toma><CPF>52998224725</CPF><xNome>Maria da Silva</xNome></toma>');
    expect(second.xml).toContain(
      '<tpRetISSQN>2</tpRetISSQN><pAliq>2.00</pAliq></tribMun><totTrib><indTotTrib>0</indTotTrib>',
    );
    expect((await validateNfseXml('DPS', second.xml)).valid).toBe(true);
  });

  test('the validator refuses a changed document (the schema really is applied)', async () => {
    const { xml } = buildDps(sampleDpsData());
    const result = await validateNfseXml('DPS', xml.replace('<tpAmb>2</tpAmb>', '<tpAmb>3</tpAmb>'));
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toContain('tpAmb');
  });

  test('a taker without a document is refused before sending, naming the field', async () => {
    const data = sampleDpsData();
    const error = await refusal(prepareDps({ ...data, taker: { ...data.taker, cnpj: null, cpf: null } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe(
      'CNPJ ou CPF do tomador: valor ausente ou inválido para a NFS-e nacional (campo toma/CNPJ do leiaute)',
    );
    expect(error.fields).toEqual({ cnpj: error.message });
  });

  test('a bad municipality code is refused, naming the field', async () => {
    const error = await refusal(prepareDps(sampleDpsData({ issuerMunicipalityCode: '355030' })));
    expect(error.message).toBe(
      'Código IBGE do município do prestador: valor ausente ou inválido para a NFS-e nacional (campo cLocEmi do leiaute)',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['municipalityCode', 'dpsId']);
  });

  test('other fields are named too: NBS, taker CEP, series, empty description', async () => {
    const data = sampleDpsData();
    const nbs = await refusal(prepareDps({ ...data, service: { ...data.service, nbs: '1.1502' } }));
    expect(nbs.fields).toEqual({
      nbs: 'Código NBS do serviço: valor ausente ou inválido para a NFS-e nacional (campo serv/cServ/cNBS do leiaute)',
    });
    const cep = await refusal(
      prepareDps({ ...data, taker: { ...data.taker, address: { ...data.taker.address!, cep: '2004-000' } } }),
    );
    expect(Object.keys(cep.fields ?? {})).toEqual(['taker.address.cep']);
    const series = await refusal(prepareDps({ ...data, series: '00000' }));
    expect(Object.keys(series.fields ?? {})[0]).toBe('series');
    const description = await refusal(prepareDps({ ...data, service: { ...data.service, description: '' } }));
    expect(Object.keys(description.fields ?? {})).toEqual(['serviceDescription']);
  });
});
