import { describe, expect, test } from 'vitest';
import { parseLeadForm } from './lead-form-data';

const PLAN = '3f1c2b6a-8d4e-4f5a-9b7c-1a2b3c4d5e6f';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('parseLeadForm', () => {
  test('a complete form becomes the POST /leads body', () => {
    expect(
      parseLeadForm(
        form({ name: ' Ana Souza ', email: 'Ana@Exemplo.com.br', phone: '+55 (11) 91234-5678', planId: PLAN }),
      ),
    ).toEqual({
      ok: true,
      input: { name: 'Ana Souza', email: 'ana@exemplo.com.br', phone: '+55 (11) 91234-5678', planId: PLAN },
    });
  });

  test('phone and plan are optional', () => {
    expect(parseLeadForm(form({ name: 'Ana', email: 'ana@exemplo.com.br', phone: '', planId: '' }))).toEqual({
      ok: true,
      input: { name: 'Ana', email: 'ana@exemplo.com.br' },
    });
  });

  test('the contract messages, one per field', () => {
    expect(parseLeadForm(form({ name: ' ', email: 'ana@', phone: '+55 (11) 9123', planId: 'x' }))).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Informe o nome',
        email: 'E-mail inválido',
        phone: 'Celular inválido',
        planId: 'Escolha um dos planos',
      },
    });
  });

  test('the page it came from rides along; a value outside the list is dropped without an error', () => {
    const sent = parseLeadForm(form({ name: 'Ana', email: 'ana@exemplo.com.br', source: 'irpf-2025' }));
    expect(sent).toEqual({ ok: true, input: { name: 'Ana', email: 'ana@exemplo.com.br', source: 'irpf-2025' } });
    const forged = parseLeadForm(form({ name: 'Ana', email: 'ana@exemplo.com.br', source: '<script>' }));
    expect(forged).toEqual({ ok: true, input: { name: 'Ana', email: 'ana@exemplo.com.br' } });
  });

  test('missing fields are messages too, not a crash', () => {
    expect(parseLeadForm(new FormData())).toEqual({
      ok: false,
      fieldErrors: { name: 'Informe o nome', email: 'E-mail inválido' },
    });
  });
});
