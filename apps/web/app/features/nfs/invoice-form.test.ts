import { describe, expect, test } from 'vitest';
import type { NfsSavedTaker, NfsSchedule } from '@contabil/contracts';
import {
  emptyInvoiceForm,
  hasAddress,
  savedTakerToForm,
  scheduleToForm,
  scheduleWithActive,
  toRequestInput,
  toScheduleInput,
  type InvoiceFormValues,
} from './invoice-form';

const filled: InvoiceFormValues = {
  ...emptyInvoiceForm('15/03/2026'),
  cnpj: '11.444.777/0001-61',
  cpf: '529.982.247-25',
  taker: { name: 'Mercado Bom Preço Ltda', email: ' ' },
  totalValue: 'R$ 1.234,50',
  serviceCode: '010101',
  serviceCodeText: '01.01.01 – Análise e desenvolvimento de sistemas.',
  serviceDescription: 'Desenvolvimento do site da loja',
  dayOfMonth: '5',
  notes: '',
};

describe('toRequestInput', () => {
  test('the masked values become the contract input, keeping only the document of the emission type', () => {
    expect(toRequestInput(filled)).toEqual({
      emissionType: 'cnpj',
      cnpj: '11.444.777/0001-61',
      cpf: undefined,
      totalValue: 1234.5,
      taker: { name: 'Mercado Bom Preço Ltda', email: undefined, address: undefined },
      serviceCode: '010101',
      serviceDescription: 'Desenvolvimento do site da loja',
      notes: undefined,
      competenceDate: '2026-03-15',
    });
    const cpf = toRequestInput({ ...filled, emissionType: 'cpf' });
    expect([cpf.cnpj, cpf.cpf]).toEqual([undefined, '529.982.247-25']);
  });

  test('empty fields are undefined, for the contract to name what is missing', () => {
    const input = toRequestInput(emptyInvoiceForm());
    expect(input.totalValue).toBeUndefined();
    expect(input.serviceCode).toBeUndefined();
    expect(input.competenceDate).toBeUndefined();
    expect(input.cnpj).toBeUndefined();
  });

  test('an address goes to the taker once any part of it is typed', () => {
    const address = { ...filled.address, zipCode: '01310-100', street: 'Avenida Paulista' };
    expect(hasAddress(filled.address)).toBe(false);
    expect(hasAddress({ ...filled.address, ibgeCode: 3550308 })).toBe(false);
    expect(hasAddress(address)).toBe(true);
    expect(toRequestInput({ ...filled, address }).taker.address).toMatchObject({
      zipCode: '01310-100',
      street: 'Avenida Paulista',
    });
  });
});

test('toScheduleInput: the day of the month as a number, and active', () => {
  expect(toScheduleInput(filled, true)).toMatchObject({ dayOfMonth: 5, active: true });
  expect(toScheduleInput({ ...filled, dayOfMonth: ' ' }, false)).toMatchObject({
    dayOfMonth: undefined,
    active: false,
  });
  expect(toScheduleInput(filled, true)).not.toHaveProperty('competenceDate');
});

test('savedTakerToForm: a saved company fills its CNPJ (masked), name, e-mail and address', () => {
  const taker: NfsSavedTaker = {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    emissionType: 'cnpj',
    document: '12ABC34501DE35',
    name: 'Mercado Bom Preço Ltda',
    email: null,
    address: {
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    updatedAt: '2026-03-01T12:00:00.000Z',
  };
  expect(savedTakerToForm(taker)).toEqual({
    emissionType: 'cnpj',
    cnpj: '12.ABC.345/01DE-35',
    cpf: '',
    taker: { name: 'Mercado Bom Preço Ltda', email: '' },
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
});

describe('schedules', () => {
  const schedule: NfsSchedule = {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    companyId: '11111111-1111-4111-8111-111111111111',
    companyName: 'Padaria',
    emissionType: 'cpf',
    cnpj: null,
    cpf: '52998224725',
    totalValue: 350,
    taker: { name: 'Maria Souza', email: 'maria@exemplo.com.br', address: null },
    serviceCode: '010101',
    serviceCodeDescription: 'Análise e desenvolvimento de sistemas.',
    serviceDescription: 'Manutenção mensal do site',
    notes: null,
    dayOfMonth: 5,
    active: true,
    nextRunOn: '2026-04-05',
    lastRunMonth: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  };

  test('scheduleToForm: a saved schedule in the form, masked', () => {
    expect(scheduleToForm(schedule)).toMatchObject({
      emissionType: 'cpf',
      cpf: '529.982.247-25',
      totalValue: 'R$ 350,00',
      serviceCodeText: '01.01.01 – Análise e desenvolvimento de sistemas.',
      dayOfMonth: '5',
      notes: '',
    });
  });

  test('scheduleWithActive: the whole body back, only active changed', () => {
    expect(scheduleWithActive(schedule, false)).toEqual({
      emissionType: 'cpf',
      cnpj: undefined,
      cpf: '529.982.247-25',
      totalValue: 350,
      taker: { name: 'Maria Souza', email: 'maria@exemplo.com.br', address: undefined },
      serviceCode: '010101',
      serviceDescription: 'Manutenção mensal do site',
      notes: undefined,
      dayOfMonth: 5,
      active: false,
    });
  });
});
