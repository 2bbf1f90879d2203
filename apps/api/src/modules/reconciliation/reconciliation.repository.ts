import { and, asc, between, eq, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { HOME_CURRENCY } from '@contabil/contracts';
import { bankAccounts, bankTransactions } from '../../db/schema/bank-statements.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { reconciliationMatches } from '../../db/schema/reconciliation.js';
import { users } from '../../db/schema/users.js';

const GUIDE_TYPES = ['das', 'darf', 'fgts', 'inss', 'iss'] as const;

/**
 * The company's transactions posted between two days (inclusive), without the possible
 * duplicates and without accounts in other currencies (notes and guides are in reais).
 */
export async function listTransactions(db: Database, companyId: string, range: { from: string; to: string }) {
  return db
    .select({
      id: bankTransactions.id,
      postedOn: bankTransactions.postedOn,
      amountCents: bankTransactions.amountCents,
      description: bankTransactions.description,
    })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.companyId, companyId),
        between(bankTransactions.postedOn, range.from, range.to),
        ne(bankTransactions.amountCents, 0),
        or(isNull(bankTransactions.duplicateStatus), ne(bankTransactions.duplicateStatus, 'possible')),
        inArray(
          bankTransactions.accountId,
          db
            .select({ id: bankAccounts.id })
            .from(bankAccounts)
            .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.currency, HOME_CURRENCY))),
        ),
      ),
    )
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.id));
}

const noteDate = sql<string>`coalesce(${nfsRequests.issueDate}, ${nfsRequests.competenceDate})`;

/** The company's issued notes dated (issue date, else competence) between two days. */
export async function listIssuedNotes(db: Database, companyId: string, range: { from: string; to: string }) {
  return db
    .select({
      id: nfsRequests.id,
      date: sql<string>`to_char(${noteDate}, 'YYYY-MM-DD')`,
      amountCents: nfsRequests.totalValueCents,
      takerName: nfsRequests.takerName,
      takerCnpj: nfsRequests.takerCnpj,
      takerCpf: nfsRequests.takerCpf,
      invoiceNumber: nfsRequests.invoiceNumber,
    })
    .from(nfsRequests)
    .where(
      and(
        eq(nfsRequests.companyId, companyId),
        eq(nfsRequests.status, 'issued'),
        sql`${noteDate} between ${range.from} and ${range.to}`,
      ),
    );
}

/** The company's paid guides due between two days. */
export async function listPaidGuides(db: Database, companyId: string, range: { from: string; to: string }) {
  const rows = await db
    .select({
      id: documents.id,
      type: documents.type,
      title: documents.title,
      dueDate: documents.dueDate,
      amountCents: documents.amountCents,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        inArray(documents.type, [...GUIDE_TYPES]),
        eq(documents.status, 'paid'),
        isNotNull(documents.amountCents),
        between(documents.dueDate, range.from, range.to),
      ),
    );
  return rows.flatMap((row) =>
    row.dueDate && row.amountCents !== null ? [{ ...row, dueDate: row.dueDate, amountCents: row.amountCents }] : [],
  );
}

/** Every confirmed match of the company (they are few: one per reconciled transaction). */
export async function listMatches(db: Database, companyId: string) {
  return db
    .select({
      id: reconciliationMatches.id,
      transactionId: reconciliationMatches.transactionId,
      targetType: reconciliationMatches.targetType,
      nfsRequestId: reconciliationMatches.nfsRequestId,
      documentId: reconciliationMatches.documentId,
      confirmedBy: reconciliationMatches.confirmedBy,
      confirmedByName: users.name,
      confirmedAt: reconciliationMatches.confirmedAt,
    })
    .from(reconciliationMatches)
    .leftJoin(users, eq(users.id, reconciliationMatches.confirmedBy))
    .where(eq(reconciliationMatches.companyId, companyId));
}

export async function findTransaction(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: bankTransactions.id,
      postedOn: bankTransactions.postedOn,
      amountCents: bankTransactions.amountCents,
      description: bankTransactions.description,
    })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.companyId, companyId), eq(bankTransactions.id, id)))
    .limit(1);
  return row;
}

/** Inserts a confirmed match; undefined when the transaction, note or guide was matched already. */
export async function insertMatch(
  db: Database,
  companyId: string,
  values: { transactionId: string; targetType: 'note' | 'guide'; targetId: string; confirmedBy: string },
) {
  const [row] = await db
    .insert(reconciliationMatches)
    .values({
      companyId,
      transactionId: values.transactionId,
      targetType: values.targetType,
      nfsRequestId: values.targetType === 'note' ? values.targetId : null,
      documentId: values.targetType === 'guide' ? values.targetId : null,
      confirmedBy: values.confirmedBy,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
