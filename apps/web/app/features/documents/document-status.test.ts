import { describe, expect, test } from 'vitest';
import { DOCUMENT_GROUPS, documentStatusSchema, documentTypeSchema } from '@contabil/contracts';
import { brasiliaToday } from '~/lib/brasilia-today';
import {
  canDelete,
  COMPANY_DOCUMENT_TYPES,
  daysUntil,
  displayedStatus,
  documentStatusLabel,
  documentStatusTones,
  dueHint,
  dueTone,
  isOverdue,
  isPayable,
  LIST_GROUPS,
  previousCompetence,
  recentCompetences,
  sentByText,
  typesOfGroups,
} from './document-status';

describe('due dates', () => {
  test('whole days between two calendar days, across months and years', () => {
    expect(daysUntil('2026-03-13', '2026-03-10')).toBe(3);
    expect(daysUntil('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysUntil('2025-12-30', '2026-01-01')).toBe(-2);
  });

  test('the hints the guides show', () => {
    const today = '2026-03-10';
    expect(dueHint('2026-03-10', today)).toBe('vence hoje');
    expect(dueHint('2026-03-11', today)).toBe('vence amanhã');
    expect(dueHint('2026-03-13', today)).toBe('vence em 3 dias');
    expect(dueHint('2026-03-09', today)).toBe('venceu ontem');
    expect(dueHint('2026-03-08', today)).toBe('venceu há 2 dias');
  });

  test('red once late, amber within the three days of the reminder', () => {
    expect(dueTone('2026-03-09', '2026-03-10')).toBe('destructive');
    expect(dueTone('2026-03-13', '2026-03-10')).toBe('warning');
    expect(dueTone('2026-03-14', '2026-03-10')).toBe('neutral');
  });

  test('a guide is overdue when the API says so or when a pending one is past its due date', () => {
    const today = '2026-03-10';
    expect(isOverdue({ type: 'das', status: 'overdue', dueDate: '2026-03-20' }, today)).toBe(true);
    expect(isOverdue({ type: 'das', status: 'pending', dueDate: '2026-03-09' }, today)).toBe(true);
    expect(isOverdue({ type: 'das', status: 'pending', dueDate: '2026-03-10' }, today)).toBe(false);
    expect(isOverdue({ type: 'das', status: 'paid', dueDate: '2026-03-01' }, today)).toBe(false);
    expect(isOverdue({ type: 'cnpj_card', status: 'pending', dueDate: '2026-03-01' }, today)).toBe(false);
  });

  test('the status shown follows the due date for guides', () => {
    const today = '2026-03-10';
    expect(displayedStatus({ type: 'das', status: 'pending', dueDate: '2026-03-09' }, today)).toBe('overdue');
    expect(displayedStatus({ type: 'das', status: 'pending', dueDate: '2026-03-10' }, today)).toBe('pending');
    expect(displayedStatus({ type: 'das', status: 'paid', dueDate: '2026-03-01' }, today)).toBe('paid');
  });

  test('only guides pending or overdue are payable', () => {
    expect(isPayable({ type: 'darf', status: 'pending' })).toBe(true);
    expect(isPayable({ type: 'fgts', status: 'overdue' })).toBe(true);
    expect(isPayable({ type: 'darf', status: 'paid' })).toBe(false);
    expect(isPayable({ type: 'articles_of_association', status: 'pending' })).toBe(false);
  });

  test("today is Brasília's day, whatever the machine's zone", () => {
    // 02:30 UTC on the 11th is still the 10th in Brasília (UTC-3).
    expect(brasiliaToday(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(brasiliaToday(new Date('2026-03-11T03:30:00Z'))).toBe('2026-03-11');
  });
});

describe('competences', () => {
  test('the recent months, newest first, across the year', () => {
    expect(recentCompetences('2026-02-15', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(recentCompetences('2026-02-15')).toHaveLength(24);
    expect(previousCompetence('2026-01-05')).toBe('2025-12');
  });
});

describe('statuses', () => {
  test('every status has a tone, and a label for guides and for documents', () => {
    for (const status of documentStatusSchema.options) {
      expect(documentStatusTones[status]).toBeTruthy();
      expect(documentStatusLabel({ type: 'das', status })).toBeTruthy();
    }
    expect(documentStatusLabel({ type: 'das', status: 'pending' })).toBe('A pagar');
    expect(documentStatusLabel({ type: 'cnpj_card', status: 'pending' })).toBe('Pendente de análise');
    expect(documentStatusLabel({ type: 'das', status: 'paid' })).toBe('Pago');
    expect(documentStatusLabel({ type: 'license', status: 'rejected' })).toBe('Recusado');
  });

  test("the customer deletes what the company sent until it is approved, never the accountants'", () => {
    expect(canDelete({ fromAccountant: false, status: 'pending' })).toBe(true);
    expect(canDelete({ fromAccountant: false, status: 'rejected' })).toBe(true);
    expect(canDelete({ fromAccountant: false, status: 'approved' })).toBe(false);
    expect(canDelete({ fromAccountant: true, status: 'available' })).toBe(false);
  });

  test('who sent it', () => {
    expect(sentByText({ fromAccountant: true, uploadedBy: { uid: 'x', name: 'Helena' } })).toBe('Contabilidade');
    expect(sentByText({ fromAccountant: false, uploadedBy: { uid: 'x', name: 'Carlos Pereira' } })).toBe(
      'Carlos Pereira',
    );
    expect(sentByText({ fromAccountant: false, uploadedBy: null })).toBe('Sua empresa');
  });
});

test("the list's groups and the company page's types cover every type exactly once", () => {
  const listed = [...typesOfGroups([]), ...COMPANY_DOCUMENT_TYPES];
  expect([...listed].sort()).toEqual([...documentTypeSchema.options].sort());
  expect(typesOfGroups(['guide'])).toEqual(DOCUMENT_GROUPS.guide);
  expect(typesOfGroups(['invoice', 'other'])).toEqual(['invoice_pdf', 'invoice_xml', 'other']);
  expect(LIST_GROUPS).not.toContain('company');
});
