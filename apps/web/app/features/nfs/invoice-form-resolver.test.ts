import { describe, expect, test } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { messages, nfsMessages } from '@contabil/contracts';
import { ApiError } from '~/lib/api-client';
import { emptyInvoiceForm, type InvoiceFormValues } from './invoice-form';
import {
  applyInvoiceApiError,
  documentError,
  formFieldFor,
  requestFormResolver,
  scheduleFormResolver,
} from './invoice-form-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<InvoiceFormValues>;

const valid: InvoiceFormValues = {
  ...emptyInvoiceForm('15/03/2026'),
  cnpj: '11.444.777/0001-61',
  taker: { name: 'Mercado Bom Preço Ltda', email: '' },
  totalValue: 'R$ 150,00',
  serviceCode: '010101',
  serviceDescription: 'Desenvolvimento do site da loja',
  dayOfMonth: '5',
};

/** Field path -> message, flattened. */
function messagesOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      out[path] = value.message;
    else if (value && typeof value === 'object') Object.assign(out, messagesOf(value as FieldErrors, path));
  }
  return out;
}

async function requestErrors(values: InvoiceFormValues) {
  return messagesOf((await requestFormResolver(values, undefined, OPTIONS)).errors);
}

describe('the request form: the contract messages, word for word', () => {
  test('a complete form is valid and submits the contract input', async () => {
    const result = await requestFormResolver(valid, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ totalValue: 150, competenceDate: '2026-03-15', cnpj: '11.444.777/0001-61' });
  });

  test('R$ 0,50 is below the minimum', async () => {
    expect((await requestErrors({ ...valid, totalValue: 'R$ 0,50' })).totalValue).toBe(
      'Valor precisa ser maior ou igual a 1 real.',
    );
    expect(messages.minimumInvoiceValue).toBe('Valor precisa ser maior ou igual a 1 real.');
  });

  test('CNPJ chosen and empty: "CNPJ precisa ser definido.", even with other fields wrong', async () => {
    expect((await requestErrors({ ...valid, cnpj: '' })).cnpj).toBe('CNPJ precisa ser definido.');
    const all = await requestErrors({ ...emptyInvoiceForm(''), emissionType: 'cnpj' });
    expect(all).toEqual({
      cnpj: 'CNPJ precisa ser definido.',
      totalValue: nfsMessages.valueRequired,
      'taker.name': nfsMessages.takerNameRequired,
      serviceCode: nfsMessages.serviceCodeRequired,
      serviceDescription: nfsMessages.serviceDescriptionRequired,
      competenceDate: nfsMessages.competenceRequired,
    });
  });

  test('CPF chosen: its own messages, and the CNPJ typed before is ignored', async () => {
    expect(await requestErrors({ ...valid, emissionType: 'cpf', cpf: '' })).toEqual({ cpf: nfsMessages.cpfRequired });
    expect(await requestErrors({ ...valid, emissionType: 'cpf', cpf: '111.111.111-11' })).toEqual({
      cpf: messages.invalidCpf,
    });
    expect(await requestErrors({ ...valid, emissionType: 'cpf', cpf: '529.982.247-25', cnpj: 'x' })).toEqual({});
  });

  test('a CNPJ with wrong check digits; an alphanumeric one is fine', async () => {
    expect(await requestErrors({ ...valid, cnpj: '11.444.777/0001-62' })).toEqual({ cnpj: messages.invalidCnpj });
    expect(await requestErrors({ ...valid, cnpj: '12.ABC.345/01DE-35' })).toEqual({});
  });

  test('a half-typed address: its messages land on the address fields', async () => {
    const errors = await requestErrors({ ...valid, address: { ...valid.address, street: 'Rua Augusta' } });
    expect(errors['address.number']).toBe('Informe o número (ou S/N)');
    expect(errors['address.city']).toBe('Informe a cidade');
    expect(Object.keys(errors).some((key) => key.startsWith('taker.'))).toBe(false);
  });

  test('an impossible competence date', async () => {
    expect((await requestErrors({ ...valid, competenceDate: '31/02/2026' })).competenceDate).toBe(messages.invalidDate);
  });
});

describe('the schedule form', () => {
  const scheduleErrors = async (values: InvoiceFormValues) =>
    messagesOf((await scheduleFormResolver(true)(values, undefined, OPTIONS)).errors);

  test('day 13 is refused, 5 accepted; no competence date asked', async () => {
    expect((await scheduleErrors({ ...valid, dayOfMonth: '13' })).dayOfMonth).toBe(
      'Dia do mês precisa ser entre 1 e 12. As notas agendadas são pedidas no começo do mês, a tempo de a contabilidade emiti-las e apurar o mês antes do vencimento do DAS (dia 20).',
    );
    expect((await scheduleErrors({ ...valid, dayOfMonth: '0' })).dayOfMonth).toBe(messages.dayOfMonthRange);
    expect((await scheduleErrors({ ...valid, dayOfMonth: '' })).dayOfMonth).toBe(nfsMessages.dayOfMonthRequired);
    expect(await scheduleErrors({ ...valid, dayOfMonth: '5', competenceDate: '' })).toEqual({});
  });

  test('submits active as given', async () => {
    const result = await scheduleFormResolver(false)(valid, undefined, OPTIONS);
    expect(result.values).toMatchObject({ dayOfMonth: 5, active: false });
  });
});

test('documentError: only the document, whatever the rest holds', () => {
  expect(documentError({ emissionType: 'cnpj', cnpj: '', cpf: '' })).toEqual({
    field: 'cnpj',
    message: messages.cnpjRequired,
  });
  expect(documentError({ emissionType: 'cnpj', cnpj: '11.444.777/0001-61', cpf: '' })).toBeNull();
});

describe('API field errors', () => {
  test('the taker address paths land on the address fields', () => {
    expect(formFieldFor('taker.address.zipCode')).toBe('address.zipCode');
    expect(formFieldFor('taker.name')).toBe('taker.name');
    expect(formFieldFor('serviceCode')).toBe('serviceCode');
  });

  test('messages go under their fields; a message without a field goes to the form', () => {
    const set: [string, string][] = [];
    const setError = ((name: string, error: { message: string }) => set.push([name, error.message])) as never;
    const fieldError = new ApiError(400, 'validation_error', 'Dados inválidos', {
      serviceCode: nfsMessages.serviceCodeUnknown,
      'taker.address.state': 'UF inválida',
    });
    expect(applyInvoiceApiError(fieldError, setError)).toBeNull();
    expect(set).toEqual([
      ['serviceCode', nfsMessages.serviceCodeUnknown],
      ['address.state', 'UF inválida'],
    ]);
    const conflict = new ApiError(409, 'conflict', nfsMessages.companyCannotRequest);
    expect(applyInvoiceApiError(conflict, setError)).toBe(nfsMessages.companyCannotRequest);
  });
});
