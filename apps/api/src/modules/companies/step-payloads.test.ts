import { describe, expect, test } from 'vitest';
import { messages, stepPayloadSchemas, type StepId } from '@contabil/contracts';
import { randomCnpj, stepPayloadInput } from '../../test/factories.js';
import { zodValidationError } from '../../lib/app-error.js';

/*
 * The body of POST /companies/{id}/steps/{stepId} is checked with the step's schema
 * from the contracts: these pin what each accepts and the Portuguese message of each
 * refusal, on the field the form shows it under (the route answers the same fields).
 */

type FormStep = Exclude<StepId, 'subscription'>;
const formSteps: FormStep[] = [
  'partner-registration',
  'partner-registration-basic',
  'pre-registration',
  'select-fiscal-address',
  'awaiting-guide',
  'upload-guide-receipt',
  'download-company-info',
  'migrate-accountant',
];

/** The fields of the refusal, as the API answers them. */
function refusal(stepId: StepId, payload: unknown): Record<string, string> {
  const parsed = stepPayloadSchemas[stepId].safeParse(payload);
  if (parsed.success) throw new Error(`${stepId} accepted ${JSON.stringify(payload)}`);
  return zodValidationError(parsed.error).fields ?? {};
}

const clone = <T>(value: T): T => structuredClone(value);

describe('good payloads', () => {
  test.each(formSteps)('%s accepts a complete payload', (stepId) => {
    expect(stepPayloadSchemas[stepId].safeParse(stepPayloadInput(stepId)).success).toBe(true);
  });

  test('subscription (written by the payment) accepts its payload', () => {
    const payload = {
      planId: '6f1c3f9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      subscriptionId: '7f1c3f9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      paidAt: null,
    };
    expect(stepPayloadSchemas.subscription.safeParse(payload).success).toBe(true);
  });

  test('masks are removed: CPF, phone, CEP, CNPJ, CNAE and the barcode come out as digits', () => {
    const partners = stepPayloadSchemas['partner-registration'].parse(stepPayloadInput('partner-registration'));
    expect(partners.partners[0]).toMatchObject({ phone: '11912345678', cpf: expect.stringMatching(/^\d{11}$/) });
    const address = stepPayloadSchemas['select-fiscal-address'].parse(stepPayloadInput('select-fiscal-address'));
    expect(address.address.zipCode).toBe('01310100');
    const pre = stepPayloadSchemas['pre-registration'].parse(stepPayloadInput('pre-registration'));
    expect(pre).toMatchObject({ mainCnae: '6201501', secondaryCnaes: ['9511800'], branchType: 'matriz' });
    const guide = stepPayloadSchemas['awaiting-guide'].parse(stepPayloadInput('awaiting-guide'));
    expect(guide.barcode).toMatch(/^\d{48}$/);
    const cnpj = randomCnpj();
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect(
      stepPayloadSchemas['migrate-accountant'].parse(stepPayloadInput('migrate-accountant', { cnpj: masked })).cnpj,
    ).toBe(cnpj);
    expect(
      stepPayloadSchemas['download-company-info'].parse(
        stepPayloadInput('download-company-info', { cnpj: '12.abc.345/01de-35' }),
      ).cnpj,
    ).toBe('12ABC34501DE35');
  });
});

// Payloads are bent into shapes their types forbid, on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Case = [string, (payload: Loose) => unknown, Record<string, string>];

const partnerCases = (full: boolean): Case[] => [
  ['no partners', (p) => ({ ...p, partners: [] }), { partners: 'Informe pelo menos um sócio' }],
  [
    'eleven partners',
    (p) => ({ ...p, partners: Array.from({ length: 11 }, () => p.partners[0]) }),
    { partners: 'Informe no máximo 10 sócios' },
  ],
  ['a short name', (p) => ((p.partners[0].name = 'Al'), p), { 'partners.0.name': 'Informe o nome completo' }],
  ['a bad CPF', (p) => ((p.partners[0].cpf = '111.111.111-11'), p), { 'partners.0.cpf': messages.invalidCpf }],
  ['a bad e-mail', (p) => ((p.partners[0].email = 'ana@'), p), { 'partners.0.email': messages.invalidEmail }],
  [
    'shares over 100%',
    (p) => ((p.partners[0].sharePercent = 100.01), p),
    {
      'partners.0.sharePercent': 'A participação precisa ser entre 0,01% e 100%',
      partners: messages.sharesMustTotal100,
    },
  ],
  [
    'a zero share',
    (p) => ((p.partners[0].sharePercent = 0), p),
    {
      'partners.0.sharePercent': 'A participação precisa ser entre 0,01% e 100%',
      partners: messages.sharesMustTotal100,
    },
  ],
  [
    'shares not adding to 100',
    (p) => ({ partners: [{ ...p.partners[0], sharePercent: 60 }] }),
    { partners: messages.sharesMustTotal100 },
  ],
  [
    'no administrator',
    (p) => ({ partners: [{ ...p.partners[0], isAdministrator: false }] }),
    { partners: messages.administratorRequired },
  ],
  [
    'the same CPF twice',
    (p) => ({
      partners: [
        { ...p.partners[0], sharePercent: 50 },
        { ...p.partners[0], sharePercent: 50, isAdministrator: false },
      ],
    }),
    { 'partners.1.cpf': messages.duplicatePartnerCpf },
  ],
  ...((full
    ? [
        ['a bad phone', (p) => ((p.partners[0].phone = '1234'), p), { 'partners.0.phone': messages.invalidPhone }],
        [
          'a birth date in the future',
          (p) => ((p.partners[0].birthDate = '2999-01-01'), p),
          { 'partners.0.birthDate': messages.invalidDate },
        ],
        [
          'a birth date that does not exist',
          (p) => ((p.partners[0].birthDate = '1990-02-30'), p),
          { 'partners.0.birthDate': messages.invalidDate },
        ],
        ['no birth date', (p) => (delete p.partners[0].birthDate, p), { 'partners.0.birthDate': messages.invalidDate }],
      ]
    : []) as Case[]),
];

const cases: Record<FormStep, Case[]> = {
  'partner-registration': partnerCases(true),
  'partner-registration-basic': partnerCases(false),
  'pre-registration': [
    ['no name option', (p) => ({ ...p, nameOptions: [] }), { nameOptions: 'Sugira pelo menos um nome' }],
    [
      'four name options',
      (p) => ({ ...p, nameOptions: ['Aaaa', 'Bbbb', 'Cccc', 'Dddd'] }),
      { nameOptions: 'Sugira no máximo 3 nomes' },
    ],
    [
      'a short name option',
      (p) => ({ ...p, nameOptions: ['Ab'] }),
      { 'nameOptions.0': 'O nome precisa ter pelo menos 3 letras' },
    ],
    ['a long alias', (p) => ({ ...p, alias: 'x'.repeat(61) }), { alias: 'Use no máximo 60 caracteres' }],
    [
      'an MEI that is not an individual',
      (p) => ({ ...p, size: 'MEI', legalNature: 'private_limited' }),
      { legalNature: messages.meiNeedsIndividual },
    ],
    ['a bad CNAE', (p) => ({ ...p, mainCnae: '62015' }), { mainCnae: 'CNAE inválido' }],
    ['a bad secondary CNAE', (p) => ({ ...p, secondaryCnaes: ['abc'] }), { 'secondaryCnaes.0': 'CNAE inválido' }],
    [
      'the main CNAE as secondary too',
      (p) => ({ ...p, secondaryCnaes: ['6201501'] }),
      { secondaryCnaes: 'A atividade principal não pode ser também secundária' },
    ],
    [
      'a repeated secondary CNAE',
      (p) => ({ ...p, secondaryCnaes: ['9511800', '9511-8/00'] }),
      { secondaryCnaes: 'Atividade secundária repetida' },
    ],
    [
      'a share capital under R$ 1,00',
      (p) => ({ ...p, shareCapital: 0.99 }),
      { shareCapital: 'O capital social precisa ser de pelo menos R$ 1,00' },
    ],
    [
      'a share capital in fractions of a cent',
      (p) => ({ ...p, shareCapital: 100.005 }),
      { shareCapital: 'Use no máximo duas casas decimais' },
    ],
    [
      'a share capital in centavos under the old name',
      (p) => (delete p.shareCapital, { ...p, shareCapitalCents: 1_000_000 }),
      { shareCapital: 'Informe um valor' },
    ],
    [
      'a short activity description',
      (p) => ({ ...p, activityDescription: 'padaria' }),
      { activityDescription: 'Conte em pelo menos 10 letras o que a empresa vai fazer' },
    ],
    [
      'no activity description',
      (p) => (delete p.activityDescription, p),
      { activityDescription: 'Conte o que a empresa vai fazer' },
    ],
  ],
  'select-fiscal-address': [
    ['a bad CEP', (p) => ((p.address.zipCode = '0131'), p), { 'address.zipCode': messages.invalidCep }],
    ['no street', (p) => ((p.address.street = ' '), p), { 'address.street': 'Informe a rua' }],
    ['no number', (p) => ((p.address.number = ''), p), { 'address.number': 'Informe o número (ou S/N)' }],
    ['no neighborhood', (p) => ((p.address.neighborhood = ''), p), { 'address.neighborhood': 'Informe o bairro' }],
    ['no city', (p) => ((p.address.city = ''), p), { 'address.city': 'Informe a cidade' }],
    ['a bad state', (p) => ((p.address.state = 'XX'), p), { 'address.state': messages.invalidState }],
    ['no property use', (p) => (delete p.propertyUse, p), { propertyUse: 'Escolha o tipo de imóvel' }],
  ],
  'awaiting-guide': [
    ['a short description', (p) => ({ ...p, description: 'ab' }), { description: 'Descreva a guia' }],
    ['a negative amount', (p) => ({ ...p, amount: -0.01 }), { amount: 'O valor não pode ser negativo' }],
    [
      'an amount in fractions of a cent',
      (p) => ({ ...p, amount: 185.001 }),
      { amount: 'Use no máximo duas casas decimais' },
    ],
    ['no amount', (p) => (delete p.amount, p), { amount: 'Informe um valor' }],
    ['a bad due date', (p) => ({ ...p, dueDate: '10/03/2030' }), { dueDate: messages.invalidDate }],
    ['a short barcode', (p) => ({ ...p, barcode: '1234' }), { barcode: 'Linha digitável inválida' }],
  ],
  'upload-guide-receipt': [
    ['no receipt', (p) => (delete p.receiptFileId, p), { receiptFileId: 'Envie o comprovante de pagamento' }],
    ['a bad receipt id', (p) => ({ ...p, receiptFileId: 'x' }), { receiptFileId: 'Envie o comprovante de pagamento' }],
    ['a bad payment date', (p) => ({ ...p, paidAt: '2030-13-01' }), { paidAt: messages.invalidDate }],
  ],
  'download-company-info': [
    ['a bad CNPJ', (p) => ({ ...p, cnpj: '12.345.678/0001-00' }), { cnpj: messages.invalidCnpj }],
    ['no legal name', (p) => (delete p.legalName, p), { legalName: 'Informe a razão social' }],
    ['a short legal name', (p) => ({ ...p, legalName: 'AB' }), { legalName: 'Informe a razão social' }],
    ['a bad opening date', (p) => ({ ...p, openedAt: '2030-02-30' }), { openedAt: messages.invalidDate }],
  ],
  'migrate-accountant': [
    ['a bad CNPJ', (p) => ({ ...p, cnpj: '11.111.111/1111-11' }), { cnpj: messages.invalidCnpj }],
    [
      'no current accountant name',
      (p) => ({ ...p, currentAccountant: {} }),
      { 'currentAccountant.name': 'Informe o nome do contador atual' },
    ],
    [
      'a bad accountant e-mail',
      (p) => ({ ...p, currentAccountant: { ...p.currentAccountant, email: 'contador' } }),
      { 'currentAccountant.email': messages.invalidEmail },
    ],
    [
      'a bad accountant phone',
      (p) => ({ ...p, currentAccountant: { ...p.currentAccountant, phone: '999' } }),
      { 'currentAccountant.phone': messages.invalidPhone },
    ],
    ['no tax regime', (p) => (delete p.taxRegime, p), { taxRegime: 'Escolha o regime tributário' }],
    ['an unknown tax regime', (p) => ({ ...p, taxRegime: 'isento' }), { taxRegime: 'Escolha o regime tributário' }],
    ['no answer about employees', (p) => (delete p.hasEmployees, p), { hasEmployees: messages.required }],
  ],
};

describe.each(formSteps)('%s refuses', (stepId) => {
  test.each(cases[stepId])('%s', (_case, mutate, fields) => {
    const payload = mutate(clone(stepPayloadInput(stepId)) as Loose);
    expect(refusal(stepId, payload)).toEqual(fields);
  });
});
