import { describe, expect, test } from 'vitest';
import { awaitingGuideFormSchema, downloadCompanyInfoFormSchema, AMOUNT_REQUIRED } from './accountant-step-schemas';

const BARCODE = '85890000001 8 25000385202 6 11210000000 0 00000000000 1';

describe('awaitingGuideFormSchema', () => {
  test('the money field becomes reais, the barcode keeps its digits, empty instructions are left out', () => {
    expect(
      awaitingGuideFormSchema.parse({
        description: 'Taxa da Junta Comercial',
        amount: 'R$ 182,50',
        dueDate: '05/12/2026',
        barcode: BARCODE,
        instructions: '  ',
      }),
    ).toEqual({
      description: 'Taxa da Junta Comercial',
      amount: 182.5,
      dueDate: '2026-12-05',
      barcode: BARCODE.replace(/\D/g, ''),
      instructions: undefined,
    });
  });

  test('messages for a bad amount, date and barcode', () => {
    const result = awaitingGuideFormSchema.safeParse({
      description: 'Ta',
      amount: '',
      dueDate: '31/02/2026',
      barcode: '123',
      instructions: '',
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      description: 'Descreva a guia',
      amount: AMOUNT_REQUIRED,
      dueDate: 'Data inválida',
      barcode: 'Linha digitável inválida',
    });
  });
});

describe('downloadCompanyInfoFormSchema', () => {
  test('a masked CNPJ is normalised; the CNPJ check digits are checked', () => {
    const base = {
      legalName: 'Silva Tecnologia Ltda',
      openedAt: '10/11/2026',
      municipalInscription: '',
      stateInscription: '',
      notes: '',
    };
    expect(downloadCompanyInfoFormSchema.parse({ ...base, cnpj: '11.222.333/0001-81' })).toEqual({
      ...base,
      openedAt: '2026-11-10',
      cnpj: '11222333000181',
      municipalInscription: undefined,
      stateInscription: undefined,
      notes: undefined,
    });
    expect(
      downloadCompanyInfoFormSchema.safeParse({ ...base, cnpj: '11.222.333/0001-82' }).error?.issues[0]?.message,
    ).toBe('CNPJ inválido');
  });
});
