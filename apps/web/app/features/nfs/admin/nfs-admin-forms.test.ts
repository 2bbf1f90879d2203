import { describe, expect, test } from 'vitest';
import { messages, nfsMessages } from '@contabil/contracts';
import { issueFormDefaults, issueFormSchema, rejectFormSchema } from './nfs-admin-forms';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('issue form', () => {
  test('defaults to an empty number and today', () => {
    expect(issueFormDefaults('2026-11-22')).toEqual({ invoiceNumber: '', issueDate: '22/11/2026' });
  });

  test('sends the date as AAAA-MM-DD', () => {
    expect(issueFormSchema.parse({ invoiceNumber: ' 123 ', issueDate: '22/11/2026' })).toEqual({
      invoiceNumber: '123',
      issueDate: '2026-11-22',
    });
  });

  test("the contract's messages", () => {
    expect(firstMessage(issueFormSchema.safeParse({ invoiceNumber: '', issueDate: '22/11/2026' }))).toBe(
      nfsMessages.invoiceNumberRequired,
    );
    expect(firstMessage(issueFormSchema.safeParse({ invoiceNumber: '1', issueDate: '31/02/2026' }))).toBe(
      messages.invalidDate,
    );
  });
});

describe('reject form', () => {
  test('a reason of at least 5 characters', () => {
    expect(firstMessage(rejectFormSchema.safeParse({ reason: ' abc ' }))).toBe(nfsMessages.rejectionReasonRequired);
    expect(rejectFormSchema.parse({ reason: ' CNPJ do tomador errado ' })).toEqual({
      reason: 'CNPJ do tomador errado',
    });
  });
});
