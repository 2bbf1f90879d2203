import { toCents, toReais, type simplesPayrollInputSchema } from '@contabil/contracts';
import type { z } from 'zod';

type PayrollInput = z.output<typeof simplesPayrollInputSchema>;
type PayrollCents = { proLaboreCents: number; salariesCents: number; chargesCents: number };

/** A month's payroll (pró-labore, salaries, charges) as stored: in cents. */
export function payrollCents(input: PayrollInput): PayrollCents {
  return {
    proLaboreCents: toCents(input.proLabore),
    salariesCents: toCents(input.salaries),
    chargesCents: toCents(input.charges),
  };
}

/** A stored payroll as the API answers it: reais, with the total. */
export function payrollReais(row: PayrollCents) {
  return {
    proLabore: toReais(row.proLaboreCents),
    salaries: toReais(row.salariesCents),
    charges: toReais(row.chargesCents),
    total: toReais(row.proLaboreCents + row.salariesCents + row.chargesCents),
  };
}

/** What the audit log records of a month's payroll, saved by an accountant or sent by the company. */
export function payrollAuditEntry(companyId: string, month: string, row: PayrollCents) {
  return {
    entityType: 'simples_payroll',
    entityId: `${companyId}:${month}`,
    details: {
      month,
      proLaboreCents: row.proLaboreCents,
      salariesCents: row.salariesCents,
      chargesCents: row.chargesCents,
    },
  };
}
