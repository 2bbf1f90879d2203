import { and, eq } from 'drizzle-orm';
import {
  conversationMessages as text,
  conversationSubjectLabels,
  stepIdSchema,
  trackDefinitions,
  type ConversationOpen,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { bankTransactions } from '../../db/schema/bank-statements.js';
import { documents } from '../../db/schema/documents.js';
import { nfsRequests } from '../../db/schema/nfs.js';
import { notFound } from '../../lib/app-error.js';
import { isUuidText } from '../../lib/uuid-text.js';

function stepLabel(stepId: string): string | undefined {
  for (const steps of Object.values(trackDefinitions)) {
    const found = steps.find((step) => step.stepId === stepId);
    if (found) return found.label;
  }
  return undefined;
}

/**
 * The thread's subject must be the company's own (another company's id answers 404, as
 * everywhere): answers the thread's title, named after the subject.
 */
export async function subjectTitle(db: Database, companyId: string, input: ConversationOpen): Promise<string> {
  const id = input.subjectId ?? '';
  const missing = () => notFound(text.subjectNotFound);
  switch (input.subjectType) {
    case 'general':
      return conversationSubjectLabels.general;
    case 'company_step': {
      const label = stepIdSchema.safeParse(id).success ? stepLabel(id) : undefined;
      if (!label) throw missing();
      return `Etapa: ${label}`;
    }
  }
  if (!isUuidText(id)) throw missing();
  if (input.subjectType === 'nfs_request') {
    const [row] = await db
      .select({ takerName: nfsRequests.takerName, number: nfsRequests.invoiceNumber })
      .from(nfsRequests)
      .where(and(eq(nfsRequests.companyId, companyId), eq(nfsRequests.id, id)));
    if (!row) throw missing();
    return row.number ? `NFS-e ${row.number} para ${row.takerName}` : `Pedido de NFS-e para ${row.takerName}`;
  }
  if (input.subjectType === 'document') {
    const [row] = await db
      .select({ title: documents.title })
      .from(documents)
      .where(and(eq(documents.companyId, companyId), eq(documents.id, id)));
    if (!row) throw missing();
    return `Documento: ${row.title}`;
  }
  const [row] = await db
    .select({ description: bankTransactions.description })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.companyId, companyId), eq(bankTransactions.id, id)));
  if (!row) throw missing();
  return `Lançamento: ${row.description}`;
}
