import { describe, expect, test } from 'vitest';
import {
  computeTrackStatus,
  isMeiByTrack,
  messages,
  planRefusal,
  stepPayloadSchemas,
  trackDefinitions,
  type StepId,
} from './index.js';

/** Messages of a failed parse keyed by path ("partners.0.cpf"), or null when it passed. */
function issues(stepId: StepId, payload: unknown): Record<string, string> | null {
  const result = stepPayloadSchemas[stepId].safeParse(payload);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const partner = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  email: 'maria@exemplo.com.br',
  phone: '(11) 91234-5678',
  birthDate: '1990-05-17',
  sharePercent: 100,
  isAdministrator: true,
};
const secondPartner = { ...partner, name: 'João Souza', cpf: '111.444.777-35', email: 'joao@exemplo.com.br' };

const validPayloads: Record<StepId, unknown> = {
  'partner-registration': { partners: [partner] },
  'partner-registration-basic': {
    partners: [{ name: 'Maria da Silva', cpf: '52998224725', sharePercent: 100, isAdministrator: true }],
  },
  'pre-registration': {
    nameOptions: ['Silva Tecnologia'],
    legalNature: 'private_limited',
    size: 'ME',
    mainCnae: '6201-5/01',
    secondaryCnaes: ['6202300'],
    shareCapital: 10_000,
    activityDescription: 'Desenvolvimento de software sob encomenda',
  },
  'select-fiscal-address': {
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
    },
    propertyUse: 'commercial',
  },
  subscription: {
    planId: '7f3c2c9e-4a8b-4d3e-9f1a-2b6c8d0e1f20',
    subscriptionId: '0b1c2d3e-4f50-4617-8a9b-c0d1e2f30415',
    paidAt: null,
  },
  'awaiting-guide': {
    description: 'Taxa de registro da Junta Comercial',
    amount: 214.8,
    dueDate: '2026-12-10',
    barcode: '85890000002-4 14800328260-1 12101231000-7 00000000000-1',
  },
  'upload-guide-receipt': { receiptFileId: '5d7e9f10-2a3b-4c5d-8e6f-708192a3b4c5', paidAt: '2026-11-05' },
  'download-company-info': { cnpj: '12.ABC.345/01DE-35', legalName: 'Silva Tecnologia Ltda', openedAt: '2026-11-20' },
  'migrate-accountant': {
    cnpj: '11.222.333/0001-81',
    currentAccountant: { name: 'Escritório Contábil Centro' },
    taxRegime: 'simples_nacional',
    hasEmployees: false,
  },
};

describe('step payload schemas', () => {
  test.each(Object.keys(validPayloads) as StepId[])('%s accepts a complete payload', (stepId) => {
    expect(issues(stepId, validPayloads[stepId])).toBeNull();
  });

  test('every step id of both tracks has a schema', () => {
    for (const steps of Object.values(trackDefinitions)) {
      for (const step of steps) expect(stepPayloadSchemas[step.stepId]).toBeDefined();
    }
  });

  test('partners: shares must total 100%, one administrator, no repeated CPF, valid CPF', () => {
    const half = { ...partner, sharePercent: 50 };
    expect(issues('partner-registration', { partners: [half] })?.partners).toBe(messages.sharesMustTotal100);
    expect(issues('partner-registration', { partners: [{ ...partner, isAdministrator: false }] })?.partners).toBe(
      messages.administratorRequired,
    );
    expect(
      issues('partner-registration', { partners: [half, { ...half, isAdministrator: false }] })?.['partners.1.cpf'],
    ).toBe(messages.duplicatePartnerCpf);
    expect(
      issues('partner-registration', { partners: [{ ...partner, cpf: '529.982.247-26' }] })?.['partners.0.cpf'],
    ).toBe(messages.invalidCpf);
    expect(issues('partner-registration', { partners: [] })?.partners).toBe('Informe pelo menos um sócio');
    expect(
      issues('partner-registration', { partners: [{ ...half }, { ...secondPartner, sharePercent: 50 }] }),
    ).toBeNull();
  });

  test('partners: e-mail, phone, birth date and share have Portuguese messages', () => {
    const bad = issues('partner-registration', {
      partners: [{ ...partner, email: 'maria@', phone: '1234', birthDate: '1990-02-30', sharePercent: 0, name: 'Ma' }],
    });
    expect(bad?.['partners.0.email']).toBe(messages.invalidEmail);
    expect(bad?.['partners.0.phone']).toBe(messages.invalidPhone);
    expect(bad?.['partners.0.birthDate']).toBe(messages.invalidDate);
    expect(bad?.['partners.0.sharePercent']).toBe('A participação precisa ser entre 0,01% e 100%');
    expect(bad?.['partners.0.name']).toBe('Informe o nome completo');
  });

  test('pre-registration: MEI is an individual entrepreneur; CNAEs well formed and not repeated', () => {
    const base = validPayloads['pre-registration'] as Record<string, unknown>;
    expect(issues('pre-registration', { ...base, size: 'MEI' })?.legalNature).toBe(messages.meiNeedsIndividual);
    expect(issues('pre-registration', { ...base, size: 'MEI', legalNature: 'on_person' })).toBeNull();
    expect(issues('pre-registration', { ...base, mainCnae: '62015' })?.mainCnae).toBe('CNAE inválido');
    expect(issues('pre-registration', { ...base, secondaryCnaes: ['6201501'] })?.secondaryCnaes).toBe(
      'A atividade principal não pode ser também secundária',
    );
    expect(issues('pre-registration', { ...base, shareCapital: 0.99 })?.shareCapital).toBe(
      'O capital social precisa ser de pelo menos R$ 1,00',
    );
    expect(issues('pre-registration', { ...base, shareCapital: 1500.555 })?.shareCapital).toBe(
      'Use no máximo duas casas decimais',
    );
    expect(issues('pre-registration', { ...base, shareCapital: 1500.5 })).toBeNull();
    expect(issues('pre-registration', { ...base, nameOptions: [] })?.nameOptions).toBe('Sugira pelo menos um nome');
    expect(issues('pre-registration', { ...base, activityDescription: 'curto' })?.activityDescription).toBe(
      'Conte em pelo menos 10 letras o que a empresa vai fazer',
    );
    const parsed = stepPayloadSchemas['pre-registration'].parse(base);
    expect(parsed.mainCnae).toBe('6201501');
    expect(parsed.branchType).toBe('matriz');
  });

  test('fiscal address: CEP, UF and the required fields', () => {
    const bad = issues('select-fiscal-address', {
      address: { zipCode: '0131-100', street: '', number: '', neighborhood: '', city: '', state: 'XX' },
    });
    expect(bad?.['address.zipCode']).toBe(messages.invalidCep);
    expect(bad?.['address.state']).toBe(messages.invalidState);
    expect(bad?.['address.street']).toBe('Informe a rua');
    expect(bad?.['address.number']).toBe('Informe o número (ou S/N)');
    expect(bad?.propertyUse).toBe('Escolha o tipo de imóvel');
    const parsed = stepPayloadSchemas['select-fiscal-address'].parse(validPayloads['select-fiscal-address']);
    expect(parsed.address).toMatchObject({ zipCode: '01310100', state: 'SP' });
  });

  test('guide, receipt and company info', () => {
    const guide = validPayloads['awaiting-guide'] as Record<string, unknown>;
    expect(issues('awaiting-guide', { ...guide, barcode: '123' })?.barcode).toBe('Linha digitável inválida');
    expect(issues('awaiting-guide', { ...guide, amount: -0.01 })?.amount).toBe('O valor não pode ser negativo');
    expect(issues('awaiting-guide', { ...guide, dueDate: '10/12/2026' })?.dueDate).toBe(messages.invalidDate);
    // An empty payment date says what is missing.
    expect(
      issues('upload-guide-receipt', { receiptFileId: '5d7e9f10-2a3b-4c5d-8e6f-708192a3b4c5', paidAt: '' })?.paidAt,
    ).toBe('Informe a data do pagamento');
    expect(issues('upload-guide-receipt', { receiptFileId: '5d7e9f10-2a3b-4c5d-8e6f-708192a3b4c5' })?.paidAt).toBe(
      'Informe a data do pagamento',
    );
    expect(issues('upload-guide-receipt', { paidAt: '2026-12-05' })?.receiptFileId).toBe(
      'Envie o comprovante de pagamento',
    );
    expect(
      issues('download-company-info', { cnpj: '12.ABC.345/01DE-36', legalName: 'X Ltda', openedAt: '2026-12-20' })
        ?.cnpj,
    ).toBe(messages.invalidCnpj);
    expect(stepPayloadSchemas['download-company-info'].parse(validPayloads['download-company-info']).cnpj).toBe(
      '12ABC34501DE35',
    );
  });

  test('migrate-accountant: CNPJ, accountant name and tax regime', () => {
    const bad = issues('migrate-accountant', {
      cnpj: '11.222.333/0001-82',
      currentAccountant: { name: '' },
      hasEmployees: true,
    });
    expect(bad?.cnpj).toBe(messages.invalidCnpj);
    expect(bad?.['currentAccountant.name']).toBe('Informe o nome do contador atual');
    expect(bad?.taxRegime).toBe('Escolha o regime tributário');
  });
});

describe('dates that cannot be in the future', () => {
  test('the guide paid date and the opening date', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const receipt = validPayloads['upload-guide-receipt'] as Record<string, unknown>;
    expect(issues('upload-guide-receipt', { ...receipt, paidAt: tomorrow })?.paidAt).toBe(messages.dateInFuture);
    const info = validPayloads['download-company-info'] as Record<string, unknown>;
    expect(issues('download-company-info', { ...info, openedAt: tomorrow })?.openedAt).toBe(messages.dateInFuture);
  });
});

describe('plans per company', () => {
  test('the MEI plan is refused to a company known not to be a MEI', () => {
    const mei = { slug: 'mei' };
    expect(planRefusal(mei, false)).toBe(messages.meiPlanOnlyForMei);
    expect(planRefusal(mei, true)).toBeNull();
    expect(planRefusal(mei, null)).toBeNull();
    expect(planRefusal({ slug: 'servicos' }, true)).toBeNull();
  });

  test('the track says whether the company is a MEI', () => {
    expect(isMeiByTrack([])).toBeNull();
    expect(isMeiByTrack([{ stepId: 'pre-registration', payload: { size: 'MEI' } }])).toBe(true);
    expect(isMeiByTrack([{ stepId: 'pre-registration', payload: { size: 'ME' } }])).toBe(false);
    expect(isMeiByTrack([{ stepId: 'migrate-accountant', payload: { taxRegime: 'mei' } }])).toBe(true);
    expect(isMeiByTrack([{ stepId: 'migrate-accountant', payload: { taxRegime: 'simples_nacional' } }])).toBe(false);
  });
});

describe('computeTrackStatus', () => {
  test('pending, then in progress, then done when every step of the track is done', () => {
    expect(computeTrackStatus('create-company', [])).toBe('pending');
    expect(computeTrackStatus('create-company', [{ stepId: 'partner-registration', status: 'done' }])).toBe(
      'in_progress',
    );
    const all = trackDefinitions['migrate-company'].map((step) => ({ stepId: step.stepId, status: 'done' as const }));
    expect(computeTrackStatus('migrate-company', all)).toBe('done');
    expect(computeTrackStatus('create-company', all)).toBe('in_progress');
    expect(
      computeTrackStatus('migrate-company', [...all.slice(1), { stepId: all[0]!.stepId, status: 'in_progress' }]),
    ).toBe('in_progress');
  });
});
