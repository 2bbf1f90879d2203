import { describe, expect, test } from 'vitest';
import { summarizeStepPayload } from './step-payload-summary';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';
const NBSP = '\u00a0';

describe('summarizeStepPayload', () => {
  test('partners: name, CPF, share and who administers', () => {
    expect(
      summarizeStepPayload(
        'partner-registration-basic',
        {
          partners: [
            { name: 'Maria da Silva', cpf: '52998224725', sharePercent: 60.5, isAdministrator: true },
            { name: 'João Souza', cpf: '11144477735', sharePercent: 39.5, isAdministrator: false },
          ],
        },
        COMPANY,
      ),
    ).toEqual([
      { label: 'Maria da Silva', value: 'CPF 529.982.247-25 · 60,5% · administrador' },
      { label: 'João Souza', value: 'CPF 111.444.777-35 · 39,5%' },
    ]);
  });

  test('the registration guide: money in BRL, due date dd/mm/aaaa', () => {
    expect(
      summarizeStepPayload(
        'awaiting-guide',
        {
          description: 'Taxa da Junta Comercial',
          amount: 182.5,
          dueDate: '2026-12-05',
          barcode: '858900000024148003282601121012310007000000000001',
        },
        COMPANY,
      ),
    ).toEqual([
      { label: 'Guia', value: 'Taxa da Junta Comercial' },
      { label: 'Valor', value: `R$${NBSP}182,50` },
      { label: 'Vencimento', value: '05/12/2026' },
      { label: 'Linha digitável', value: '85890000002-4 14800328260-1 12101231000-7 00000000000-1' },
    ]);
  });

  test('the receipt links to its download on the web server', () => {
    expect(
      summarizeStepPayload('upload-guide-receipt', { receiptFileId: FILE, paidAt: '2026-11-01' }, COMPANY),
    ).toEqual([
      { label: 'Pago em', value: '01/11/2026' },
      { label: 'Comprovante', value: 'Baixar comprovante', href: `/app/admin/companies/${COMPANY}/files/${FILE}` },
    ]);
  });

  test('CNAE codes are formatted, and carried for their titles', () => {
    const rows = summarizeStepPayload(
      'pre-registration',
      {
        nameOptions: ['Silva Tecnologia', 'Silva Software'],
        legalNature: 'private_limited',
        size: 'ME',
        branchType: 'matriz',
        mainCnae: '6201501',
        secondaryCnaes: ['6202300'],
        shareCapital: 10_000,
        activityDescription: 'Desenvolvimento de software sob encomenda',
      },
      COMPANY,
    );
    expect(rows).toContainEqual({ label: 'Nomes sugeridos', value: 'Silva Tecnologia / Silva Software' });
    expect(rows).toContainEqual({ label: 'Atividade principal', value: '6201-5/01', cnaes: ['6201501'] });
    expect(rows).toContainEqual({ label: 'Atividades secundárias', value: '6202-3/00', cnaes: ['6202300'] });
    expect(rows).toContainEqual({ label: 'Capital social', value: `R$${NBSP}10.000,00` });
  });

  test('no payload, no rows; an unreadable one is said so', () => {
    expect(summarizeStepPayload('subscription', null, COMPANY)).toEqual([]);
    expect(summarizeStepPayload('subscription', { planId: 'x' }, COMPANY)).toEqual([
      { label: 'Dados', value: 'Registrados em um formato que esta tela não lê' },
    ]);
  });
});
