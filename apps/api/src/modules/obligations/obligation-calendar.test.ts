import { describe, expect, test } from 'vitest';
import { obligationsDueIn } from './obligation-calendar.js';

// Due dates worked out by hand on the 2026 calendar (1/1/2026 is a Thursday).
describe('obligationsDueIn', () => {
  const simples = (payroll: [string, { any: boolean; salaries: boolean }][] = []) =>
    obligationsDueIn(2026, { regime: 'simples', openedMonth: '2019-03', payroll: new Map(payroll) });

  test('a Simples company without payroll: twelve DAS (12/2025 to 11/2026) and the DEFIS of 2025, nothing else', () => {
    const entries = simples();
    expect(entries.filter((e) => e.kind === 'das')).toHaveLength(12);
    expect(entries.map((e) => e.kind).sort()).toEqual([...Array(12).fill('das'), 'defis'].sort());
    const due = (period: string) => entries.find((e) => e.kind === 'das' && e.period === period)?.dueDate;
    expect(due('2025-12')).toBe('2026-01-20'); // Tuesday
    expect(due('2026-03')).toBe('2026-04-20'); // Monday
    expect(due('2026-10')).toBe('2026-11-23'); // 20/11 Consciência Negra (Friday) -> Monday
    expect(due('2026-11')).toBe('2026-12-21'); // 20/12 Sunday -> Monday
    expect(entries.find((e) => e.kind === 'defis')).toMatchObject({
      period: '2025',
      dueDate: '2026-03-31',
      source: expect.stringContaining('Resolução CGSN 140/2018, art. 72'),
    });
  });

  test('payroll brings DCTFWeb (day 15, previous business day) and, with salaries, FGTS (day 20, previous business day)', () => {
    const entries = simples([
      ['2026-02', { any: true, salaries: true }],
      ['2026-05', { any: true, salaries: true }],
      ['2026-07', { any: true, salaries: false }],
    ]);
    const find = (kind: string, period: string) => entries.find((e) => e.kind === kind && e.period === period)?.dueDate;
    expect(find('dctfweb', '2026-02')).toBe('2026-03-13'); // 15/03 Sunday -> Friday 13
    expect(find('fgts', '2026-02')).toBe('2026-03-20'); // Friday
    expect(find('fgts', '2026-05')).toBe('2026-06-19'); // 20/06 Saturday -> Friday 19
    expect(find('dctfweb', '2026-07')).toBe('2026-08-14'); // 15/08 Saturday -> Friday 14
    expect(find('fgts', '2026-07')).toBeUndefined(); // pró-labore only: no FGTS
    expect(entries.filter((e) => e.kind === 'dctfweb')).toHaveLength(3);
  });

  test('a MEI: DAS and the DASN-SIMEI by 31 May, no DEFIS; a company opened in 2026 has no yearly one yet', () => {
    const mei = obligationsDueIn(2026, { regime: 'mei', openedMonth: '2020-01', payroll: new Map() });
    expect(mei.find((e) => e.kind === 'dasn-simei')).toMatchObject({ period: '2025', dueDate: '2026-05-31' });
    expect(mei.some((e) => e.kind === 'defis')).toBe(false);
    const young = obligationsDueIn(2026, { regime: 'simples', openedMonth: '2026-06', payroll: new Map() });
    expect(young.map((e) => e.period)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  test("the partners' IRPF season comes from the table of years (2025: 17/03 to 30/05)", () => {
    const entries = obligationsDueIn(2025, { regime: 'simples', openedMonth: '2019-03', payroll: new Map() });
    expect(entries.find((e) => e.kind === 'irpf')).toMatchObject({
      period: '2024',
      opensOn: '2025-03-17',
      dueDate: '2025-05-30',
    });
  });
});
