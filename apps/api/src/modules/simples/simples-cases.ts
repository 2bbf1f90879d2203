// Hand-computed Simples Nacional cases (decision 014). Every amount is in CENTS. Each case
// lists its inputs (company, revenue by month and activity, issued notes, payroll), the
// expected result and the arithmetic written out, in Portuguese as an accountant checks it.
// simples-cases.routes.test.ts enters the inputs through the API and compares
// GET /reports/simples-nacional with `expected`.
//
// C01–C30 (every annex × band) follow one template: their arithmetic lines were written out
// by a small script from the law's formula and the tables, checked with exact fractions,
// never with the product's engine. C31–C45 (Fator R, opening year, three annexes, the bakery,
// sublimit, limit, MEI) were worked by hand. Tables: LC 123/2006 Anexos I–V (LC 155/2016).
// Due dates: day 20 of the next month, moved to the next business day (national holidays,
// Carnival, Good Friday, Corpus Christi).

export interface SimplesCase {
  id: string;
  title: string;
  company: { size?: 'MEI' | 'ME' | 'EPP'; openedOn?: string; mainCnae?: string };
  /** `YYYY-MM`. */
  period: string;
  revenue: { month: string; activity: 'commerce' | 'industry' | 'service'; serviceCode?: string; amount: number }[];
  /** Notes issued in the product (status issued), by competence day. */
  notes?: { competence: string; serviceCode: string; amount: number }[];
  payroll?: { month: string; proLabore: number; salaries: number; charges: number }[];
  expected: {
    rbt12: number;
    rbt12Rule?: 'twelve-months' | 'opening-month' | 'average-of-months-worked';
    fatorRAnnex?: 'III' | 'V';
    annexes: { annex: 'I' | 'II' | 'III' | 'IV' | 'V'; bracket: number; tax: number; das: number }[];
    totalDas: number | null;
    dueDate: string;
    issIcmsOutsideDas?: boolean;
    limits?: { kind: 'sublimit' | 'limit' | 'mei'; limit: number; crossed: boolean; beyondTolerance: boolean }[];
  };
  arithmetic: string;
}

export const SIMPLES_CASES: SimplesCase[] = [
  {
    id: 'C01',
    title: 'Anexo I, faixa 1: comércio',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 1234567,
      },
    ],
    expected: {
      rbt12: 15000000,
      annexes: [
        {
          annex: 'I',
          bracket: 1,
          tax: 49383,
          das: 49383,
        },
      ],
      totalDas: 49383,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 150.000,00 (lançado em 2025-03, 12 meses antes). Anexo I, faixa 1 (RBT12 R$ 150.000,00): efetiva = (R$ 150.000,00 × 4,00% − R$ 0,00) / R$ 150.000,00 = (R$ 6.000,00 − R$ 0,00) / R$ 150.000,00 = R$ 6.000,00 / R$ 150.000,00 = 4%; imposto = R$ 12.345,67 × 4% = R$ 493,8268… → R$ 493,83. Vencimento: 20/04/2026 é segunda-feira → 2026-04-20.',
  },
  {
    id: 'C02',
    title: 'Anexo I, faixa 2: comércio',
    company: {},
    period: '2025-03',
    revenue: [
      {
        month: '2024-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 2500000,
      },
    ],
    expected: {
      rbt12: 30000000,
      annexes: [
        {
          annex: 'I',
          bracket: 2,
          tax: 133000,
          das: 133000,
        },
      ],
      totalDas: 133000,
      dueDate: '2025-04-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 300.000,00 (lançado em 2024-03, 12 meses antes). Anexo I, faixa 2 (RBT12 R$ 300.000,00): efetiva = (R$ 300.000,00 × 7,30% − R$ 5.940,00) / R$ 300.000,00 = (R$ 21.900,00 − R$ 5.940,00) / R$ 300.000,00 = R$ 15.960,00 / R$ 300.000,00 = 5,32%; imposto = R$ 25.000,00 × 5,32% = R$ 1.330,00 → R$ 1.330,00. Vencimento: 20/04/2025 é domingo e 21/04 é Tiradentes → terça 22/04/2025 → 2025-04-22.',
  },
  {
    id: 'C03',
    title: 'Anexo I, faixa 3: comércio',
    company: {},
    period: '2026-10',
    revenue: [
      {
        month: '2025-10',
        activity: 'commerce',
        amount: 54000000,
      },
      {
        month: '2026-10',
        activity: 'commerce',
        amount: 4567890,
      },
    ],
    expected: {
      rbt12: 54000000,
      annexes: [
        {
          annex: 'I',
          bracket: 3,
          tax: 316707,
          das: 316707,
        },
      ],
      totalDas: 316707,
      dueDate: '2026-11-23',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 540.000,00 (lançado em 2025-10, 12 meses antes). Anexo I, faixa 3 (RBT12 R$ 540.000,00): efetiva = (R$ 540.000,00 × 9,50% − R$ 13.860,00) / R$ 540.000,00 = (R$ 51.300,00 − R$ 13.860,00) / R$ 540.000,00 = R$ 37.440,00 / R$ 540.000,00 = ≈ 6,933333%; imposto = R$ 45.678,90 × ≈ 6,933333% = R$ 3.167,0704… → R$ 3.167,07. Vencimento: 20/11/2026 é feriado nacional (Consciência Negra, Lei 14.759/2023) → segunda 23/11/2026 → 2026-11-23.',
  },
  {
    id: 'C04',
    title: 'Anexo I, faixa 4: comércio',
    company: {},
    period: '2026-05',
    revenue: [
      {
        month: '2025-05',
        activity: 'commerce',
        amount: 120000000,
      },
      {
        month: '2026-05',
        activity: 'commerce',
        amount: 10000000,
      },
    ],
    expected: {
      rbt12: 120000000,
      annexes: [
        {
          annex: 'I',
          bracket: 4,
          tax: 882500,
          das: 882500,
        },
      ],
      totalDas: 882500,
      dueDate: '2026-06-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 1.200.000,00 (lançado em 2025-05, 12 meses antes). Anexo I, faixa 4 (RBT12 R$ 1.200.000,00): efetiva = (R$ 1.200.000,00 × 10,70% − R$ 22.500,00) / R$ 1.200.000,00 = (R$ 128.400,00 − R$ 22.500,00) / R$ 1.200.000,00 = R$ 105.900,00 / R$ 1.200.000,00 = 8,825%; imposto = R$ 100.000,00 × 8,825% = R$ 8.825,00 → R$ 8.825,00. Vencimento: 20/06/2026 é sábado → segunda 22/06/2026 → 2026-06-22.',
  },
  {
    id: 'C05',
    title: 'Anexo I, faixa 5: comércio',
    company: {},
    period: '2030-05',
    revenue: [
      {
        month: '2029-05',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2030-05',
        activity: 'commerce',
        amount: 20000000,
      },
    ],
    expected: {
      rbt12: 240000000,
      annexes: [
        {
          annex: 'I',
          bracket: 5,
          tax: 2132500,
          das: 2132500,
        },
      ],
      totalDas: 2132500,
      dueDate: '2030-06-21',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 2.400.000,00 (lançado em 2029-05, 12 meses antes). Anexo I, faixa 5 (RBT12 R$ 2.400.000,00): efetiva = (R$ 2.400.000,00 × 14,30% − R$ 87.300,00) / R$ 2.400.000,00 = (R$ 343.200,00 − R$ 87.300,00) / R$ 2.400.000,00 = R$ 255.900,00 / R$ 2.400.000,00 = 10,6625%; imposto = R$ 200.000,00 × 10,6625% = R$ 21.325,00 → R$ 21.325,00. Vencimento: 20/06/2030 é Corpus Christi → sexta 21/06/2030 → 2030-06-21.',
  },
  {
    id: 'C06',
    title: 'Anexo I, faixa 6: comércio',
    company: {},
    period: '2026-01',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 420000000,
      },
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 35000000,
      },
    ],
    expected: {
      rbt12: 420000000,
      annexes: [
        {
          annex: 'I',
          bracket: 6,
          tax: 3500000,
          das: 3500000,
        },
      ],
      totalDas: 3500000,
      dueDate: '2026-02-20',
      issIcmsOutsideDas: true,
    },
    arithmetic:
      'RBT12 = R$ 4.200.000,00 (lançado em 2025-01, 12 meses antes). Anexo I, faixa 6 (RBT12 R$ 4.200.000,00): efetiva = (R$ 4.200.000,00 × 19,00% − R$ 378.000,00) / R$ 4.200.000,00 = (R$ 798.000,00 − R$ 378.000,00) / R$ 4.200.000,00 = R$ 420.000,00 / R$ 4.200.000,00 = 10%; imposto = R$ 350.000,00 × 10% = R$ 35.000,00 → R$ 35.000,00. Vencimento: 20/02/2026 é sexta-feira → 2026-02-20. O ano anterior passou do sublimite (R$ 4.200.000,00 > R$ 3.600.000,00): ICMS/ISS fora do DAS no ano, mas a faixa 6 já não tem ICMS/ISS na repartição, então DAS = imposto.',
  },
  {
    id: 'C07',
    title: 'Anexo II, faixa 1: indústria',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'industry',
        amount: 1234567,
      },
    ],
    expected: {
      rbt12: 15000000,
      annexes: [
        {
          annex: 'II',
          bracket: 1,
          tax: 55556,
          das: 55556,
        },
      ],
      totalDas: 55556,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 150.000,00 (lançado em 2025-03, 12 meses antes). Anexo II, faixa 1 (RBT12 R$ 150.000,00): efetiva = (R$ 150.000,00 × 4,50% − R$ 0,00) / R$ 150.000,00 = (R$ 6.750,00 − R$ 0,00) / R$ 150.000,00 = R$ 6.750,00 / R$ 150.000,00 = 4,5%; imposto = R$ 12.345,67 × 4,5% = R$ 555,5552… → R$ 555,56. Vencimento: 20/04/2026 é segunda-feira → 2026-04-20.',
  },
  {
    id: 'C08',
    title: 'Anexo II, faixa 2: indústria',
    company: {},
    period: '2025-03',
    revenue: [
      {
        month: '2024-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2025-03',
        activity: 'industry',
        amount: 2500000,
      },
    ],
    expected: {
      rbt12: 30000000,
      annexes: [
        {
          annex: 'II',
          bracket: 2,
          tax: 145500,
          das: 145500,
        },
      ],
      totalDas: 145500,
      dueDate: '2025-04-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 300.000,00 (lançado em 2024-03, 12 meses antes). Anexo II, faixa 2 (RBT12 R$ 300.000,00): efetiva = (R$ 300.000,00 × 7,80% − R$ 5.940,00) / R$ 300.000,00 = (R$ 23.400,00 − R$ 5.940,00) / R$ 300.000,00 = R$ 17.460,00 / R$ 300.000,00 = 5,82%; imposto = R$ 25.000,00 × 5,82% = R$ 1.455,00 → R$ 1.455,00. Vencimento: 20/04/2025 é domingo e 21/04 é Tiradentes → terça 22/04/2025 → 2025-04-22.',
  },
  {
    id: 'C09',
    title: 'Anexo II, faixa 3: indústria',
    company: {},
    period: '2026-10',
    revenue: [
      {
        month: '2025-10',
        activity: 'commerce',
        amount: 54000000,
      },
      {
        month: '2026-10',
        activity: 'industry',
        amount: 4567890,
      },
    ],
    expected: {
      rbt12: 54000000,
      annexes: [
        {
          annex: 'II',
          bracket: 3,
          tax: 339546,
          das: 339546,
        },
      ],
      totalDas: 339546,
      dueDate: '2026-11-23',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 540.000,00 (lançado em 2025-10, 12 meses antes). Anexo II, faixa 3 (RBT12 R$ 540.000,00): efetiva = (R$ 540.000,00 × 10,00% − R$ 13.860,00) / R$ 540.000,00 = (R$ 54.000,00 − R$ 13.860,00) / R$ 540.000,00 = R$ 40.140,00 / R$ 540.000,00 = ≈ 7,433333%; imposto = R$ 45.678,90 × ≈ 7,433333% = R$ 3.395,4649… → R$ 3.395,46. Vencimento: 20/11/2026 é feriado nacional (Consciência Negra, Lei 14.759/2023) → segunda 23/11/2026 → 2026-11-23.',
  },
  {
    id: 'C10',
    title: 'Anexo II, faixa 4: indústria',
    company: {},
    period: '2026-05',
    revenue: [
      {
        month: '2025-05',
        activity: 'commerce',
        amount: 120000000,
      },
      {
        month: '2026-05',
        activity: 'industry',
        amount: 10000000,
      },
    ],
    expected: {
      rbt12: 120000000,
      annexes: [
        {
          annex: 'II',
          bracket: 4,
          tax: 932500,
          das: 932500,
        },
      ],
      totalDas: 932500,
      dueDate: '2026-06-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 1.200.000,00 (lançado em 2025-05, 12 meses antes). Anexo II, faixa 4 (RBT12 R$ 1.200.000,00): efetiva = (R$ 1.200.000,00 × 11,20% − R$ 22.500,00) / R$ 1.200.000,00 = (R$ 134.400,00 − R$ 22.500,00) / R$ 1.200.000,00 = R$ 111.900,00 / R$ 1.200.000,00 = 9,325%; imposto = R$ 100.000,00 × 9,325% = R$ 9.325,00 → R$ 9.325,00. Vencimento: 20/06/2026 é sábado → segunda 22/06/2026 → 2026-06-22.',
  },
  {
    id: 'C11',
    title: 'Anexo II, faixa 5: indústria',
    company: {},
    period: '2030-05',
    revenue: [
      {
        month: '2029-05',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2030-05',
        activity: 'industry',
        amount: 20000000,
      },
    ],
    expected: {
      rbt12: 240000000,
      annexes: [
        {
          annex: 'II',
          bracket: 5,
          tax: 2227500,
          das: 2227500,
        },
      ],
      totalDas: 2227500,
      dueDate: '2030-06-21',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 2.400.000,00 (lançado em 2029-05, 12 meses antes). Anexo II, faixa 5 (RBT12 R$ 2.400.000,00): efetiva = (R$ 2.400.000,00 × 14,70% − R$ 85.500,00) / R$ 2.400.000,00 = (R$ 352.800,00 − R$ 85.500,00) / R$ 2.400.000,00 = R$ 267.300,00 / R$ 2.400.000,00 = 11,1375%; imposto = R$ 200.000,00 × 11,1375% = R$ 22.275,00 → R$ 22.275,00. Vencimento: 20/06/2030 é Corpus Christi → sexta 21/06/2030 → 2030-06-21.',
  },
  {
    id: 'C12',
    title: 'Anexo II, faixa 6: indústria',
    company: {},
    period: '2026-01',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 420000000,
      },
      {
        month: '2026-01',
        activity: 'industry',
        amount: 35000000,
      },
    ],
    expected: {
      rbt12: 420000000,
      annexes: [
        {
          annex: 'II',
          bracket: 6,
          tax: 4500000,
          das: 4500000,
        },
      ],
      totalDas: 4500000,
      dueDate: '2026-02-20',
      issIcmsOutsideDas: true,
    },
    arithmetic:
      'RBT12 = R$ 4.200.000,00 (lançado em 2025-01, 12 meses antes). Anexo II, faixa 6 (RBT12 R$ 4.200.000,00): efetiva = (R$ 4.200.000,00 × 30,00% − R$ 720.000,00) / R$ 4.200.000,00 = (R$ 1.260.000,00 − R$ 720.000,00) / R$ 4.200.000,00 = R$ 540.000,00 / R$ 4.200.000,00 = ≈ 12,857143%; imposto = R$ 350.000,00 × ≈ 12,857143% = R$ 45.000,00 → R$ 45.000,00. Vencimento: 20/02/2026 é sexta-feira → 2026-02-20. O ano anterior passou do sublimite (R$ 4.200.000,00 > R$ 3.600.000,00): ICMS/ISS fora do DAS no ano, mas a faixa 6 já não tem ICMS/ISS na repartição, então DAS = imposto.',
  },
  {
    id: 'C13',
    title: 'Anexo III, faixa 1: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 1234567,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 15000000,
      annexes: [
        {
          annex: 'III',
          bracket: 1,
          tax: 74074,
          das: 74074,
        },
      ],
      totalDas: 74074,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 150.000,00 (lançado em 2025-03, 12 meses antes). Anexo III, faixa 1 (RBT12 R$ 150.000,00): efetiva = (R$ 150.000,00 × 6,00% − R$ 0,00) / R$ 150.000,00 = (R$ 9.000,00 − R$ 0,00) / R$ 150.000,00 = R$ 9.000,00 / R$ 150.000,00 = 6%; imposto = R$ 12.345,67 × 6% = R$ 740,7402… → R$ 740,74. Vencimento: 20/04/2026 é segunda-feira → 2026-04-20.',
  },
  {
    id: 'C14',
    title: 'Anexo III, faixa 2: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2025-03',
    revenue: [
      {
        month: '2024-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2025-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 30000000,
      annexes: [
        {
          annex: 'III',
          bracket: 2,
          tax: 202000,
          das: 202000,
        },
      ],
      totalDas: 202000,
      dueDate: '2025-04-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 300.000,00 (lançado em 2024-03, 12 meses antes). Anexo III, faixa 2 (RBT12 R$ 300.000,00): efetiva = (R$ 300.000,00 × 11,20% − R$ 9.360,00) / R$ 300.000,00 = (R$ 33.600,00 − R$ 9.360,00) / R$ 300.000,00 = R$ 24.240,00 / R$ 300.000,00 = 8,08%; imposto = R$ 25.000,00 × 8,08% = R$ 2.020,00 → R$ 2.020,00. Vencimento: 20/04/2025 é domingo e 21/04 é Tiradentes → terça 22/04/2025 → 2025-04-22.',
  },
  {
    id: 'C15',
    title: 'Anexo III, faixa 3: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2026-10',
    revenue: [
      {
        month: '2025-10',
        activity: 'commerce',
        amount: 54000000,
      },
      {
        month: '2026-10',
        activity: 'service',
        amount: 4567890,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 54000000,
      annexes: [
        {
          annex: 'III',
          bracket: 3,
          tax: 467447,
          das: 467447,
        },
      ],
      totalDas: 467447,
      dueDate: '2026-11-23',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 540.000,00 (lançado em 2025-10, 12 meses antes). Anexo III, faixa 3 (RBT12 R$ 540.000,00): efetiva = (R$ 540.000,00 × 13,50% − R$ 17.640,00) / R$ 540.000,00 = (R$ 72.900,00 − R$ 17.640,00) / R$ 540.000,00 = R$ 55.260,00 / R$ 540.000,00 = ≈ 10,233333%; imposto = R$ 45.678,90 × ≈ 10,233333% = R$ 4.674,4741… → R$ 4.674,47. Vencimento: 20/11/2026 é feriado nacional (Consciência Negra, Lei 14.759/2023) → segunda 23/11/2026 → 2026-11-23.',
  },
  {
    id: 'C16',
    title: 'Anexo III, faixa 4: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2026-05',
    revenue: [
      {
        month: '2025-05',
        activity: 'commerce',
        amount: 120000000,
      },
      {
        month: '2026-05',
        activity: 'service',
        amount: 10000000,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 120000000,
      annexes: [
        {
          annex: 'III',
          bracket: 4,
          tax: 1303000,
          das: 1303000,
        },
      ],
      totalDas: 1303000,
      dueDate: '2026-06-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 1.200.000,00 (lançado em 2025-05, 12 meses antes). Anexo III, faixa 4 (RBT12 R$ 1.200.000,00): efetiva = (R$ 1.200.000,00 × 16,00% − R$ 35.640,00) / R$ 1.200.000,00 = (R$ 192.000,00 − R$ 35.640,00) / R$ 1.200.000,00 = R$ 156.360,00 / R$ 1.200.000,00 = 13,03%; imposto = R$ 100.000,00 × 13,03% = R$ 13.030,00 → R$ 13.030,00. Vencimento: 20/06/2026 é sábado → segunda 22/06/2026 → 2026-06-22.',
  },
  {
    id: 'C17',
    title: 'Anexo III, faixa 5: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2030-05',
    revenue: [
      {
        month: '2029-05',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2030-05',
        activity: 'service',
        amount: 20000000,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 240000000,
      annexes: [
        {
          annex: 'III',
          bracket: 5,
          tax: 3153000,
          das: 3153000,
        },
      ],
      totalDas: 3153000,
      dueDate: '2030-06-21',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 2.400.000,00 (lançado em 2029-05, 12 meses antes). Anexo III, faixa 5 (RBT12 R$ 2.400.000,00): efetiva = (R$ 2.400.000,00 × 21,00% − R$ 125.640,00) / R$ 2.400.000,00 = (R$ 504.000,00 − R$ 125.640,00) / R$ 2.400.000,00 = R$ 378.360,00 / R$ 2.400.000,00 = 15,765%; imposto = R$ 200.000,00 × 15,765% = R$ 31.530,00 → R$ 31.530,00. Vencimento: 20/06/2030 é Corpus Christi → sexta 21/06/2030 → 2030-06-21.',
  },
  {
    id: 'C18',
    title: 'Anexo III, faixa 6: serviço 17.19.01 (contabilidade)',
    company: {},
    period: '2026-01',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 420000000,
      },
      {
        month: '2026-01',
        activity: 'service',
        amount: 35000000,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 420000000,
      annexes: [
        {
          annex: 'III',
          bracket: 6,
          tax: 6150000,
          das: 6150000,
        },
      ],
      totalDas: 6150000,
      dueDate: '2026-02-20',
      issIcmsOutsideDas: true,
    },
    arithmetic:
      'RBT12 = R$ 4.200.000,00 (lançado em 2025-01, 12 meses antes). Anexo III, faixa 6 (RBT12 R$ 4.200.000,00): efetiva = (R$ 4.200.000,00 × 33,00% − R$ 648.000,00) / R$ 4.200.000,00 = (R$ 1.386.000,00 − R$ 648.000,00) / R$ 4.200.000,00 = R$ 738.000,00 / R$ 4.200.000,00 = ≈ 17,571429%; imposto = R$ 350.000,00 × ≈ 17,571429% = R$ 61.500,00 → R$ 61.500,00. Vencimento: 20/02/2026 é sexta-feira → 2026-02-20. O ano anterior passou do sublimite (R$ 4.200.000,00 > R$ 3.600.000,00): ICMS/ISS fora do DAS no ano, mas a faixa 6 já não tem ICMS/ISS na repartição, então DAS = imposto.',
  },
  {
    id: 'C19',
    title: 'Anexo IV, faixa 1: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 1234567,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 15000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 1,
          tax: 55556,
          das: 55556,
        },
      ],
      totalDas: 55556,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 150.000,00 (lançado em 2025-03, 12 meses antes). Anexo IV, faixa 1 (RBT12 R$ 150.000,00): efetiva = (R$ 150.000,00 × 4,50% − R$ 0,00) / R$ 150.000,00 = (R$ 6.750,00 − R$ 0,00) / R$ 150.000,00 = R$ 6.750,00 / R$ 150.000,00 = 4,5%; imposto = R$ 12.345,67 × 4,5% = R$ 555,5552… → R$ 555,56. Vencimento: 20/04/2026 é segunda-feira → 2026-04-20.',
  },
  {
    id: 'C20',
    title: 'Anexo IV, faixa 2: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2025-03',
    revenue: [
      {
        month: '2024-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2025-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 30000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 2,
          tax: 157500,
          das: 157500,
        },
      ],
      totalDas: 157500,
      dueDate: '2025-04-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 300.000,00 (lançado em 2024-03, 12 meses antes). Anexo IV, faixa 2 (RBT12 R$ 300.000,00): efetiva = (R$ 300.000,00 × 9,00% − R$ 8.100,00) / R$ 300.000,00 = (R$ 27.000,00 − R$ 8.100,00) / R$ 300.000,00 = R$ 18.900,00 / R$ 300.000,00 = 6,3%; imposto = R$ 25.000,00 × 6,3% = R$ 1.575,00 → R$ 1.575,00. Vencimento: 20/04/2025 é domingo e 21/04 é Tiradentes → terça 22/04/2025 → 2025-04-22.',
  },
  {
    id: 'C21',
    title: 'Anexo IV, faixa 3: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2026-10',
    revenue: [
      {
        month: '2025-10',
        activity: 'commerce',
        amount: 54000000,
      },
      {
        month: '2026-10',
        activity: 'service',
        amount: 4567890,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 54000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 3,
          tax: 360863,
          das: 360863,
        },
      ],
      totalDas: 360863,
      dueDate: '2026-11-23',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 540.000,00 (lançado em 2025-10, 12 meses antes). Anexo IV, faixa 3 (RBT12 R$ 540.000,00): efetiva = (R$ 540.000,00 × 10,20% − R$ 12.420,00) / R$ 540.000,00 = (R$ 55.080,00 − R$ 12.420,00) / R$ 540.000,00 = R$ 42.660,00 / R$ 540.000,00 = 7,9%; imposto = R$ 45.678,90 × 7,9% = R$ 3.608,6331… → R$ 3.608,63. Vencimento: 20/11/2026 é feriado nacional (Consciência Negra, Lei 14.759/2023) → segunda 23/11/2026 → 2026-11-23.',
  },
  {
    id: 'C22',
    title: 'Anexo IV, faixa 4: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2026-05',
    revenue: [
      {
        month: '2025-05',
        activity: 'commerce',
        amount: 120000000,
      },
      {
        month: '2026-05',
        activity: 'service',
        amount: 10000000,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 120000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 4,
          tax: 1068500,
          das: 1068500,
        },
      ],
      totalDas: 1068500,
      dueDate: '2026-06-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 1.200.000,00 (lançado em 2025-05, 12 meses antes). Anexo IV, faixa 4 (RBT12 R$ 1.200.000,00): efetiva = (R$ 1.200.000,00 × 14,00% − R$ 39.780,00) / R$ 1.200.000,00 = (R$ 168.000,00 − R$ 39.780,00) / R$ 1.200.000,00 = R$ 128.220,00 / R$ 1.200.000,00 = 10,685%; imposto = R$ 100.000,00 × 10,685% = R$ 10.685,00 → R$ 10.685,00. Vencimento: 20/06/2026 é sábado → segunda 22/06/2026 → 2026-06-22.',
  },
  {
    id: 'C23',
    title: 'Anexo IV, faixa 5: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2030-05',
    revenue: [
      {
        month: '2029-05',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2030-05',
        activity: 'service',
        amount: 20000000,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 240000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 5,
          tax: 2868500,
          das: 2868500,
        },
      ],
      totalDas: 2868500,
      dueDate: '2030-06-21',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 2.400.000,00 (lançado em 2029-05, 12 meses antes). Anexo IV, faixa 5 (RBT12 R$ 2.400.000,00): efetiva = (R$ 2.400.000,00 × 22,00% − R$ 183.780,00) / R$ 2.400.000,00 = (R$ 528.000,00 − R$ 183.780,00) / R$ 2.400.000,00 = R$ 344.220,00 / R$ 2.400.000,00 = 14,3425%; imposto = R$ 200.000,00 × 14,3425% = R$ 28.685,00 → R$ 28.685,00. Vencimento: 20/06/2030 é Corpus Christi → sexta 21/06/2030 → 2030-06-21.',
  },
  {
    id: 'C24',
    title: 'Anexo IV, faixa 6: serviço 17.14.01 (advocacia)',
    company: {},
    period: '2026-01',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 420000000,
      },
      {
        month: '2026-01',
        activity: 'service',
        amount: 35000000,
        serviceCode: '171401',
      },
    ],
    expected: {
      rbt12: 420000000,
      annexes: [
        {
          annex: 'IV',
          bracket: 6,
          tax: 4650000,
          das: 4650000,
        },
      ],
      totalDas: 4650000,
      dueDate: '2026-02-20',
      issIcmsOutsideDas: true,
    },
    arithmetic:
      'RBT12 = R$ 4.200.000,00 (lançado em 2025-01, 12 meses antes). Anexo IV, faixa 6 (RBT12 R$ 4.200.000,00): efetiva = (R$ 4.200.000,00 × 33,00% − R$ 828.000,00) / R$ 4.200.000,00 = (R$ 1.386.000,00 − R$ 828.000,00) / R$ 4.200.000,00 = R$ 558.000,00 / R$ 4.200.000,00 = ≈ 13,285714%; imposto = R$ 350.000,00 × ≈ 13,285714% = R$ 46.500,00 → R$ 46.500,00. Vencimento: 20/02/2026 é sexta-feira → 2026-02-20. O ano anterior passou do sublimite (R$ 4.200.000,00 > R$ 3.600.000,00): ICMS/ISS fora do DAS no ano, mas a faixa 6 já não tem ICMS/ISS na repartição, então DAS = imposto.',
  },
  {
    id: 'C25',
    title: 'Anexo V, faixa 1: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 1234567,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 15000000,
      annexes: [
        {
          annex: 'V',
          bracket: 1,
          tax: 191358,
          das: 191358,
        },
      ],
      totalDas: 191358,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 150.000,00 (lançado em 2025-03, 12 meses antes). Anexo V, faixa 1 (RBT12 R$ 150.000,00): efetiva = (R$ 150.000,00 × 15,50% − R$ 0,00) / R$ 150.000,00 = (R$ 23.250,00 − R$ 0,00) / R$ 150.000,00 = R$ 23.250,00 / R$ 150.000,00 = 15,5%; imposto = R$ 12.345,67 × 15,5% = R$ 1.913,5789… → R$ 1.913,58. Vencimento: 20/04/2026 é segunda-feira → 2026-04-20.',
  },
  {
    id: 'C26',
    title: 'Anexo V, faixa 2: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2025-03',
    revenue: [
      {
        month: '2024-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2025-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 30000000,
      annexes: [
        {
          annex: 'V',
          bracket: 2,
          tax: 412500,
          das: 412500,
        },
      ],
      totalDas: 412500,
      dueDate: '2025-04-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 300.000,00 (lançado em 2024-03, 12 meses antes). Anexo V, faixa 2 (RBT12 R$ 300.000,00): efetiva = (R$ 300.000,00 × 18,00% − R$ 4.500,00) / R$ 300.000,00 = (R$ 54.000,00 − R$ 4.500,00) / R$ 300.000,00 = R$ 49.500,00 / R$ 300.000,00 = 16,5%; imposto = R$ 25.000,00 × 16,5% = R$ 4.125,00 → R$ 4.125,00. Vencimento: 20/04/2025 é domingo e 21/04 é Tiradentes → terça 22/04/2025 → 2025-04-22.',
  },
  {
    id: 'C27',
    title: 'Anexo V, faixa 3: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2026-10',
    revenue: [
      {
        month: '2025-10',
        activity: 'commerce',
        amount: 54000000,
      },
      {
        month: '2026-10',
        activity: 'service',
        amount: 4567890,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 54000000,
      annexes: [
        {
          annex: 'V',
          bracket: 3,
          tax: 806994,
          das: 806994,
        },
      ],
      totalDas: 806994,
      dueDate: '2026-11-23',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 540.000,00 (lançado em 2025-10, 12 meses antes). Anexo V, faixa 3 (RBT12 R$ 540.000,00): efetiva = (R$ 540.000,00 × 19,50% − R$ 9.900,00) / R$ 540.000,00 = (R$ 105.300,00 − R$ 9.900,00) / R$ 540.000,00 = R$ 95.400,00 / R$ 540.000,00 = ≈ 17,666667%; imposto = R$ 45.678,90 × ≈ 17,666667% = R$ 8.069,9390… → R$ 8.069,94. Vencimento: 20/11/2026 é feriado nacional (Consciência Negra, Lei 14.759/2023) → segunda 23/11/2026 → 2026-11-23.',
  },
  {
    id: 'C28',
    title: 'Anexo V, faixa 4: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2026-05',
    revenue: [
      {
        month: '2025-05',
        activity: 'commerce',
        amount: 120000000,
      },
      {
        month: '2026-05',
        activity: 'service',
        amount: 10000000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 120000000,
      annexes: [
        {
          annex: 'V',
          bracket: 4,
          tax: 1907500,
          das: 1907500,
        },
      ],
      totalDas: 1907500,
      dueDate: '2026-06-22',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 1.200.000,00 (lançado em 2025-05, 12 meses antes). Anexo V, faixa 4 (RBT12 R$ 1.200.000,00): efetiva = (R$ 1.200.000,00 × 20,50% − R$ 17.100,00) / R$ 1.200.000,00 = (R$ 246.000,00 − R$ 17.100,00) / R$ 1.200.000,00 = R$ 228.900,00 / R$ 1.200.000,00 = 19,075%; imposto = R$ 100.000,00 × 19,075% = R$ 19.075,00 → R$ 19.075,00. Vencimento: 20/06/2026 é sábado → segunda 22/06/2026 → 2026-06-22.',
  },
  {
    id: 'C29',
    title: 'Anexo V, faixa 5: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2030-05',
    revenue: [
      {
        month: '2029-05',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2030-05',
        activity: 'service',
        amount: 20000000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 240000000,
      annexes: [
        {
          annex: 'V',
          bracket: 5,
          tax: 4082500,
          das: 4082500,
        },
      ],
      totalDas: 4082500,
      dueDate: '2030-06-21',
      issIcmsOutsideDas: false,
    },
    arithmetic:
      'RBT12 = R$ 2.400.000,00 (lançado em 2029-05, 12 meses antes). Anexo V, faixa 5 (RBT12 R$ 2.400.000,00): efetiva = (R$ 2.400.000,00 × 23,00% − R$ 62.100,00) / R$ 2.400.000,00 = (R$ 552.000,00 − R$ 62.100,00) / R$ 2.400.000,00 = R$ 489.900,00 / R$ 2.400.000,00 = 20,4125%; imposto = R$ 200.000,00 × 20,4125% = R$ 40.825,00 → R$ 40.825,00. Vencimento: 20/06/2030 é Corpus Christi → sexta 21/06/2030 → 2030-06-21.',
  },
  {
    id: 'C30',
    title: 'Anexo V, faixa 6: serviço 01.01.01 (programas de computador) sem folha: Fator R 0% → V',
    company: {},
    period: '2026-01',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 420000000,
      },
      {
        month: '2026-01',
        activity: 'service',
        amount: 35000000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 420000000,
      annexes: [
        {
          annex: 'V',
          bracket: 6,
          tax: 6175000,
          das: 6175000,
        },
      ],
      totalDas: 6175000,
      dueDate: '2026-02-20',
      issIcmsOutsideDas: true,
    },
    arithmetic:
      'RBT12 = R$ 4.200.000,00 (lançado em 2025-01, 12 meses antes). Anexo V, faixa 6 (RBT12 R$ 4.200.000,00): efetiva = (R$ 4.200.000,00 × 30,50% − R$ 540.000,00) / R$ 4.200.000,00 = (R$ 1.281.000,00 − R$ 540.000,00) / R$ 4.200.000,00 = R$ 741.000,00 / R$ 4.200.000,00 = ≈ 17,642857%; imposto = R$ 350.000,00 × ≈ 17,642857% = R$ 61.750,00 → R$ 61.750,00. Vencimento: 20/02/2026 é sexta-feira → 2026-02-20. O ano anterior passou do sublimite (R$ 4.200.000,00 > R$ 3.600.000,00): ICMS/ISS fora do DAS no ano, mas a faixa 6 já não tem ICMS/ISS na repartição, então DAS = imposto.',
  },
  {
    id: 'C31',
    title: 'Fator R acima de 28% (30%): software no Anexo III',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 30000000,
      fatorRAnnex: 'III',
      annexes: [
        {
          annex: 'III',
          bracket: 2,
          tax: 202000,
          das: 202000,
        },
      ],
      totalDas: 202000,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'Folha de 12 meses = pró-labore R$ 60.000,00 + salários R$ 25.000,00 + encargos R$ 5.000,00 = R$ 90.000,00; RBT12 = R$ 300.000,00; Fator R = 90.000,00 / 300.000,00 = 30% ≥ 28% → Anexo III. Anexo III faixa 2: (300.000,00 × 11,20% − 9.360,00) / 300.000,00 = (33.600,00 − 9.360,00) / 300.000,00 = 24.240,00 / 300.000,00 = 8,08%; imposto = 25.000,00 × 8,08% = R$ 2.020,00. Vencimento 20/04/2026 (segunda).',
    payroll: [
      {
        month: '2025-12',
        proLabore: 6000000,
        salaries: 2500000,
        charges: 500000,
      },
    ],
  },
  {
    id: 'C32',
    title: 'Fator R exatamente 28%: Anexo III (o limiar é do Anexo III)',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 30000000,
      fatorRAnnex: 'III',
      annexes: [
        {
          annex: 'III',
          bracket: 2,
          tax: 202000,
          das: 202000,
        },
      ],
      totalDas: 202000,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'Folha de 12 meses = pró-labore R$ 54.000,00 + salários R$ 25.000,00 + encargos R$ 5.000,00 = R$ 84.000,00; RBT12 = R$ 300.000,00; Fator R = 84.000,00 / 300.000,00 = 28% ≥ 28% → Anexo III. Anexo III faixa 2: (300.000,00 × 11,20% − 9.360,00) / 300.000,00 = (33.600,00 − 9.360,00) / 300.000,00 = 24.240,00 / 300.000,00 = 8,08%; imposto = 25.000,00 × 8,08% = R$ 2.020,00. Vencimento 20/04/2026 (segunda).',
    payroll: [
      {
        month: '2025-12',
        proLabore: 5400000,
        salaries: 2500000,
        charges: 500000,
      },
    ],
  },
  {
    id: 'C33',
    title: 'Fator R abaixo de 28% (27,9999967%): software no Anexo V',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 30000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 2500000,
        serviceCode: '010101',
      },
    ],
    expected: {
      rbt12: 30000000,
      fatorRAnnex: 'V',
      annexes: [
        {
          annex: 'V',
          bracket: 2,
          tax: 412500,
          das: 412500,
        },
      ],
      totalDas: 412500,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'Folha de 12 meses = pró-labore R$ 53.999,99 + salários R$ 25.000,00 + encargos R$ 5.000,00 = R$ 83.999,99; RBT12 = R$ 300.000,00; Fator R = 83.999,99 / 300.000,00 = ≈ 27,999997% < 28% → Anexo V. Anexo V faixa 2: (300.000,00 × 18,00% − 4.500,00) / 300.000,00 = (54.000,00 − 4.500,00) / 300.000,00 = 49.500,00 / 300.000,00 = 16,50%; imposto = 25.000,00 × 16,50% = R$ 4.125,00. Vencimento 20/04/2026 (segunda).',
    payroll: [
      {
        month: '2025-12',
        proLabore: 5399999,
        salaries: 2500000,
        charges: 500000,
      },
    ],
  },
  {
    id: 'C34',
    title: 'Primeiro ano, mês de abertura: RBT12 = receita do mês × 12',
    company: {
      openedOn: '2026-03-10',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 2000000,
      },
    ],
    expected: {
      rbt12: 24000000,
      rbt12Rule: 'opening-month',
      annexes: [
        {
          annex: 'I',
          bracket: 2,
          tax: 96500,
          das: 96500,
        },
      ],
      totalDas: 96500,
      dueDate: '2026-04-20',
      limits: [
        {
          kind: 'sublimit',
          limit: 300000000,
          crossed: false,
          beyondTolerance: false,
        },
        {
          kind: 'limit',
          limit: 400000000,
          crossed: false,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      'Aberta em 10/03/2026; período 03/2026 é o mês de abertura (LC 123 art. 18 § 2º): RBT12 = 20.000,00 × 12 = R$ 240.000,00 → faixa 2. Anexo I: (240.000,00 × 7,30% − 5.940,00) / 240.000,00 = (17.520,00 − 5.940,00) / 240.000,00 = 11.580,00 / 240.000,00 = 4,825%; imposto = 20.000,00 × 4,825% = R$ 965,00. Limites proporcionais a 10 meses (março a dezembro): 4.800.000 / 12 × 10 = R$ 4.000.000,00 e sublimite 3.600.000 / 12 × 10 = R$ 3.000.000,00.',
  },
  {
    id: 'C35',
    title: 'Primeiro ano, 4 meses de atividade: RBT12 = média dos meses × 12',
    company: {
      openedOn: '2025-11-15',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2025-11',
        activity: 'commerce',
        amount: 1000000,
      },
      {
        month: '2025-12',
        activity: 'commerce',
        amount: 2000000,
      },
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 3000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 4000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 5000000,
      },
    ],
    expected: {
      rbt12: 30000000,
      rbt12Rule: 'average-of-months-worked',
      annexes: [
        {
          annex: 'I',
          bracket: 2,
          tax: 266000,
          das: 266000,
        },
      ],
      totalDas: 266000,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'Aberta em 15/11/2025: antes de 03/2026 trabalhou 4 meses (nov, dez, jan, fev; a fração de novembro conta). LC 123 art. 18 § 3º: RBT12 = (10.000,00 + 20.000,00 + 30.000,00 + 40.000,00) / 4 × 12 = 25.000,00 × 12 = R$ 300.000,00 → faixa 2. Anexo I: (300.000,00 × 7,30% − 5.940,00) / 300.000,00 = 15.960,00 / 300.000,00 = 5,32%; imposto = 50.000,00 × 5,32% = R$ 2.660,00.',
  },
  {
    id: 'C36',
    title: 'Primeiro ano, 7 meses: média × 12 arredondada ao centavo',
    company: {
      openedOn: '2025-08-01',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2025-08',
        activity: 'commerce',
        amount: 7000001,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 1000000,
      },
    ],
    expected: {
      rbt12: 12000002,
      rbt12Rule: 'average-of-months-worked',
      annexes: [
        {
          annex: 'I',
          bracket: 1,
          tax: 40000,
          das: 40000,
        },
      ],
      totalDas: 40000,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'Aberta em 01/08/2025: 7 meses antes de 03/2026 (ago a fev), receita total R$ 70.000,01 (toda em agosto). RBT12 = 70.000,01 / 7 × 12 = 7.000.001 centavos × 12 / 7 = 84.000.012 / 7 = 12.000.001,714… centavos → R$ 120.000,02 (meio para cima). Faixa 1 do Anexo I: 4%, sem dedução; imposto = 10.000,00 × 4% = R$ 400,00.',
  },
  {
    id: 'C37',
    title: 'Três anexos no mesmo mês: comércio (I), indústria (II) e serviço contábil (III), faixa 3',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'commerce',
        amount: 60000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 3000000,
      },
      {
        month: '2026-03',
        activity: 'industry',
        amount: 2000000,
      },
      {
        month: '2026-03',
        activity: 'service',
        amount: 1000000,
        serviceCode: '171901',
      },
    ],
    expected: {
      rbt12: 60000000,
      annexes: [
        {
          annex: 'I',
          bracket: 3,
          tax: 215700,
          das: 215700,
        },
        {
          annex: 'II',
          bracket: 3,
          tax: 153800,
          das: 153800,
        },
        {
          annex: 'III',
          bracket: 3,
          tax: 105600,
          das: 105600,
        },
      ],
      totalDas: 475100,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'RBT12 = R$ 600.000,00 → faixa 3 em todos os anexos. I: (600.000,00 × 9,50% − 13.860,00) / 600.000,00 = (57.000,00 − 13.860,00) / 600.000,00 = 43.140,00 / 600.000,00 = 7,19%; 30.000,00 × 7,19% = R$ 2.157,00. II: (600.000,00 × 10,00% − 13.860,00) / 600.000,00 = 46.140,00 / 600.000,00 = 7,69%; 20.000,00 × 7,69% = R$ 1.538,00. III: (600.000,00 × 13,50% − 17.640,00) / 600.000,00 = (81.000,00 − 17.640,00) / 600.000,00 = 63.360,00 / 600.000,00 = 10,56%; 10.000,00 × 10,56% = R$ 1.056,00. DAS = 2.157,00 + 1.538,00 + 1.056,00 = R$ 4.751,00.',
  },
  {
    id: 'C38',
    title: 'Padaria (Anexo II) com nota de serviço 17.11.01 emitida no produto: a nota vai para o Anexo III',
    company: {
      mainCnae: '1091102',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2025-03',
        activity: 'industry',
        amount: 15000000,
      },
      {
        month: '2026-03',
        activity: 'industry',
        amount: 1500000,
      },
    ],
    expected: {
      rbt12: 15185044,
      annexes: [
        {
          annex: 'II',
          bracket: 1,
          tax: 67500,
          das: 67500,
        },
        {
          annex: 'III',
          bracket: 1,
          tax: 11103,
          das: 11103,
        },
      ],
      totalDas: 78603,
      dueDate: '2026-04-20',
    },
    arithmetic:
      'RBT12 = 150.000,00 (03/2025) + 1.850,44 (nota 17.11.01 de 04/2025, competência 12 meses antes do período) = R$ 151.850,44 → faixa 1. Indústria no Anexo II faixa 1: 4,50%; 15.000,00 × 4,50% = R$ 675,00. Nota 17.11.01 (organização de festas; § 5º-F) no Anexo III faixa 1: 6,00%; 1.850,44 × 6% = 111,0264 → R$ 111,03 (antes, com o anexo do CNAE principal: 1.850,44 × 4,50% = R$ 83,27). DAS = 675,00 + 111,03 = R$ 786,03.',
    notes: [
      {
        competence: '2025-04-10',
        serviceCode: '171101',
        amount: 185044,
      },
      {
        competence: '2026-03-12',
        serviceCode: '171101',
        amount: 185044,
      },
    ],
  },
  {
    id: 'C39',
    title: 'Sublimite de R$ 3,6 mi ultrapassado em até 20% no mês',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 180000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 180000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 20000000,
      },
    ],
    expected: {
      rbt12: 360000000,
      annexes: [
        {
          annex: 'I',
          bracket: 5,
          tax: 2375000,
          das: 2375000,
        },
      ],
      totalDas: 2375000,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: false,
      limits: [
        {
          kind: 'sublimit',
          limit: 360000000,
          crossed: true,
          beyondTolerance: false,
        },
        {
          kind: 'limit',
          limit: 480000000,
          crossed: false,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      'RBT12 = 1.800.000,00 + 1.800.000,00 = R$ 3.600.000,00 → faixa 5 (até 3.600.000,00 inclusive). Anexo I: (3.600.000,00 × 14,30% − 87.300,00) / 3.600.000,00 = (514.800,00 − 87.300,00) / 3.600.000,00 = 427.500,00 / 3.600.000,00 = 11,875%; 200.000,00 × 11,875% = R$ 23.750,00. Receita do ano até março = R$ 3.800.000,00 > 3.600.000,00 e ≤ 3.600.000,00 × 1,2 = 4.320.000,00: sublimite ultrapassado em até 20% → ICMS/ISS fora do DAS só a partir de 1º/01 do ano seguinte (art. 20 § 1º-A); neste mês o ICMS continua no DAS (antes de março o ano somava 3.600.000,00, sem excesso).',
  },
  {
    id: 'C40',
    title: 'Sublimite ultrapassado no ano anterior: ICMS fora do DAS no ano todo',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2025-01',
        activity: 'commerce',
        amount: 150000000,
      },
      {
        month: '2025-02',
        activity: 'commerce',
        amount: 150000000,
      },
      {
        month: '2025-06',
        activity: 'commerce',
        amount: 90000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 10000000,
      },
    ],
    expected: {
      rbt12: 90000000,
      annexes: [
        {
          annex: 'I',
          bracket: 4,
          tax: 820000,
          das: 545300,
        },
      ],
      totalDas: 545300,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: true,
      limits: [
        {
          kind: 'sublimit',
          limit: 360000000,
          crossed: false,
          beyondTolerance: false,
        },
        {
          kind: 'limit',
          limit: 480000000,
          crossed: false,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      '2025 somou 1.500.000,00 + 1.500.000,00 + 900.000,00 = R$ 3.900.000,00 > 3.600.000,00 (em até 20%): ICMS/ISS fora do DAS em 2026 (art. 20 § 1º-A). RBT12 (03/2025 a 02/2026) = R$ 900.000,00 → faixa 4. Anexo I: (900.000,00 × 10,70% − 22.500,00) / 900.000,00 = (96.300,00 − 22.500,00) / 900.000,00 = 73.800,00 / 900.000,00 = 8,20%; imposto = 100.000,00 × 8,20% = R$ 8.200,00; sem o ICMS (33,50% da repartição da faixa 4): 8.200,00 × 66,50% = R$ 5.453,00 no DAS (o ICMS, R$ 2.747,00, vai ao estado).',
  },
  {
    id: 'C41',
    title: 'Limite de R$ 4,8 mi ultrapassado em até 20%',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 240000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 50000000,
      },
    ],
    expected: {
      rbt12: 480000000,
      annexes: [
        {
          annex: 'I',
          bracket: 6,
          tax: 5562500,
          das: 5562500,
        },
      ],
      totalDas: 5562500,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: true,
      limits: [
        {
          kind: 'sublimit',
          limit: 360000000,
          crossed: true,
          beyondTolerance: true,
        },
        {
          kind: 'limit',
          limit: 480000000,
          crossed: true,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      'RBT12 = 2.400.000,00 + 2.400.000,00 = R$ 4.800.000,00 → faixa 6. Anexo I: (4.800.000,00 × 19,00% − 378.000,00) / 4.800.000,00 = (912.000,00 − 378.000,00) / 4.800.000,00 = 534.000,00 / 4.800.000,00 = 11,125%; 500.000,00 × 11,125% = R$ 55.625,00 (faixa 6 sem ICMS na repartição: DAS = imposto). Ano até março = R$ 5.300.000,00: limite 4.800.000,00 ultrapassado e ≤ 5.760.000,00 (120%) → exclusão a partir de 1º/01/2027; sublimite ultrapassado em mais de 20% (5.300.000,00 > 4.320.000,00) e já antes de março (4.800.000,00 > 4.320.000,00) → ICMS fora do DAS.',
  },
  {
    id: 'C42',
    title: 'Limite de R$ 4,8 mi ultrapassado em mais de 20%',
    company: {},
    period: '2026-03',
    revenue: [
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 300000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 200000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 100000000,
      },
    ],
    expected: {
      rbt12: 500000000,
      annexes: [
        {
          annex: 'I',
          bracket: 6,
          tax: 11440000,
          das: 11440000,
        },
      ],
      totalDas: 11440000,
      dueDate: '2026-04-20',
      issIcmsOutsideDas: true,
      limits: [
        {
          kind: 'sublimit',
          limit: 360000000,
          crossed: true,
          beyondTolerance: true,
        },
        {
          kind: 'limit',
          limit: 480000000,
          crossed: true,
          beyondTolerance: true,
        },
      ],
    },
    arithmetic:
      'RBT12 = 3.000.000,00 + 2.000.000,00 = R$ 5.000.000,00 (acima da última faixa: faixa 6). Anexo I: (5.000.000,00 × 19,00% − 378.000,00) / 5.000.000,00 = (950.000,00 − 378.000,00) / 5.000.000,00 = 572.000,00 / 5.000.000,00 = 11,44%; 1.000.000,00 × 11,44% = R$ 114.400,00. Ano até março = R$ 6.000.000,00 > 4.800.000,00 × 1,2 = 5.760.000,00 → exclusão a partir do mês seguinte ao do excesso (art. 30 § 1º IV).',
  },
  {
    id: 'C43',
    title: 'MEI acima do limite em até 20%',
    company: {
      size: 'MEI',
      openedOn: '2020-05-04',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 4000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 3000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 2000000,
      },
    ],
    expected: {
      rbt12: 7000000,
      annexes: [],
      totalDas: null,
      dueDate: '2026-04-20',
      limits: [
        {
          kind: 'mei',
          limit: 8100000,
          crossed: true,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      'MEI aberto em 2020: limite anual R$ 81.000,00; tolerância 81.000,00 × 1,2 = R$ 97.200,00. Ano até março = 40.000,00 + 30.000,00 + 20.000,00 = R$ 90.000,00 > 81.000,00 e ≤ 97.200,00 → excesso de R$ 9.000,00 tributado como ME e desenquadramento em 1º/01/2027 (art. 18-A § 7º III). DAS do MEI é valor fixo: o cálculo não o apura (null). RBT12 = 40.000,00 + 30.000,00 = R$ 70.000,00.',
  },
  {
    id: 'C44',
    title: 'MEI acima do limite em mais de 20%',
    company: {
      size: 'MEI',
      openedOn: '2020-05-04',
    },
    period: '2026-03',
    revenue: [
      {
        month: '2026-01',
        activity: 'commerce',
        amount: 5000000,
      },
      {
        month: '2026-02',
        activity: 'commerce',
        amount: 3000000,
      },
      {
        month: '2026-03',
        activity: 'commerce',
        amount: 2000000,
      },
    ],
    expected: {
      rbt12: 8000000,
      annexes: [],
      totalDas: null,
      dueDate: '2026-04-20',
      limits: [
        {
          kind: 'mei',
          limit: 8100000,
          crossed: true,
          beyondTolerance: true,
        },
      ],
    },
    arithmetic:
      'Ano até março = 50.000,00 + 30.000,00 + 20.000,00 = R$ 100.000,00 > 97.200,00 (81.000,00 × 1,2) → desenquadramento retroativo a 1º/01/2026 (art. 18-A § 7º IV). RBT12 = R$ 80.000,00.',
  },
  {
    id: 'C45',
    title: 'MEI no ano de abertura: limite proporcional (R$ 6.750,00 × meses)',
    company: {
      size: 'MEI',
      openedOn: '2026-07-20',
    },
    period: '2026-09',
    revenue: [
      {
        month: '2026-07',
        activity: 'commerce',
        amount: 1500000,
      },
      {
        month: '2026-08',
        activity: 'commerce',
        amount: 1500000,
      },
      {
        month: '2026-09',
        activity: 'commerce',
        amount: 1500000,
      },
    ],
    expected: {
      rbt12: 18000000,
      rbt12Rule: 'average-of-months-worked',
      annexes: [],
      totalDas: null,
      dueDate: '2026-10-20',
      limits: [
        {
          kind: 'mei',
          limit: 4050000,
          crossed: true,
          beyondTolerance: false,
        },
      ],
    },
    arithmetic:
      'Aberto em 20/07/2026: julho a dezembro = 6 meses (a fração de julho conta): limite 6.750,00 × 6 = R$ 40.500,00; tolerância × 1,2 = R$ 48.600,00. Ano = 15.000,00 × 3 = R$ 45.000,00 → ultrapassado em até 20%. RBT12 (média de jul e ago × 12) = 15.000,00 × 12 = R$ 180.000,00. Vencimento 20/10/2026 (terça).',
  },
];
