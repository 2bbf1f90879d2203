import { describe, expect, test } from 'vitest';
import { canEnrol, enrolmentFieldErrors, partnerPagePath, partnerWizardPath } from './partner-paths';
import { partnerFormDefaults, toPartnerUpsert, validatePartnerForm } from './admin/partner-form-schema';

describe('partner enrolment', () => {
  test('paths follow the spec routes for duca', () => {
    expect(partnerPagePath('duca')).toBe('/app/partners/duca');
    expect(partnerWizardPath('duca')).toBe('/app/wizard/partners/duca');
  });

  test('a company may enrol without an enrolment or after a declined one', () => {
    expect(canEnrol(null)).toBe(true);
    expect(canEnrol({ status: 'declined' })).toBe(true);
    expect(canEnrol({ status: 'sent' })).toBe(false);
    expect(canEnrol({ status: 'accepted' })).toBe(false);
  });

  test("the API's data.{key} errors land on the form's keys", () => {
    expect(enrolmentFieldErrors({ 'data.email': 'E-mail inválido', cnpj: 'CNPJ inválido' })).toEqual({
      email: 'E-mail inválido',
      cnpj: 'CNPJ inválido',
    });
  });
});

describe('partner admin form', () => {
  test('benefits and options one per line, an empty site is null', () => {
    const values = {
      ...partnerFormDefaults(),
      slug: 'saude-ja',
      name: 'Saúde Já',
      description: 'Planos',
      benefits: 'Um\n\n Dois ',
      fields: [{ key: 'vidas', label: 'Vidas', type: 'select' as const, required: true, options: '1 a 5\n6 ou mais' }],
    };
    expect(toPartnerUpsert(values)).toEqual({
      slug: 'saude-ja',
      name: 'Saúde Já',
      description: 'Planos',
      benefits: ['Um', 'Dois'],
      websiteUrl: null,
      active: true,
      fields: [{ key: 'vidas', label: 'Vidas', type: 'select', required: true, options: ['1 a 5', '6 ou mais'] }],
    });
    expect(validatePartnerForm(values)).toEqual({});
  });

  test("the contract's messages come back by the form's paths", () => {
    const errors = validatePartnerForm({
      ...partnerFormDefaults(),
      slug: 'Com Espaço',
      name: 'Parceiro',
      description: 'x',
      fields: [
        { key: 'a', label: 'A', type: 'select', required: true, options: '' },
        { key: 'a', label: 'B', type: 'text', required: false, options: '' },
      ],
    });
    expect(errors.slug).toBe('Use só letras minúsculas sem acento, números e hífens');
    expect(errors['fields.0.options']).toBe('Um campo de lista precisa de opções');
    expect(errors['fields.1.key']).toBe('Cada campo precisa de uma chave diferente');
  });
});
