import { randomUUID } from 'node:crypto';
import {
  messages,
  simplesGuideMessages,
  type SimplesGuide,
  type SimplesGuideInput,
  type SimplesReport,
} from '@contabil/contracts';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import { brazilianCompetence } from '../documents/documents-notifications.js';
import { createDocument, type DocumentsDeps, type DocumentsRequestContext } from '../documents/documents.service.js';
import { dasGuidePdf } from './das-guide-pdf.js';
import { findConfirmation, linkGuideDocument } from './simples.repository.js';
import { readSimplesReport } from './simples-report.service.js';

/** The figures a guide can be made from: confirmed, unchanged since, with a DAS to pay. */
function payableFigures(report: SimplesReport): { amount: number; dueDate: string } {
  if (!report.confirmation) throw conflict(simplesGuideMessages.notConfirmed);
  if (report.confirmation.differences.length > 0) throw conflict(simplesGuideMessages.changedSinceConfirmation);
  if (report.totalDas === null) throw conflict(simplesGuideMessages.meiFixedDas);
  if (report.totalDas <= 0) throw conflict(simplesGuideMessages.nothingToPay);
  return { amount: report.totalDas, dueDate: report.dueDate };
}

/**
 * `POST /companies/{companyId}/simples/guides/{period}` (accountants): the DAS guide of a
 * confirmed month, with the confirmed value, competence and due date. With the linha
 * digitável the product writes the PDF; with a key, the Receita's PDF is the file. Either
 * way it becomes a `das` document through `createDocument` (the same checks, "Guias a
 * pagar", and the e-mail to the company's admins) and is linked to the confirmation.
 */
export async function createSimplesGuide(
  deps: DocumentsDeps,
  auth: AuthContext,
  params: { companyId: string; period: string },
  input: SimplesGuideInput,
  ctx: DocumentsRequestContext,
): Promise<SimplesGuide> {
  const { db } = deps;
  const company = await findCompany(db, params.companyId);
  if (!company) throw notFound(messages.notFound);
  const confirmation = await findConfirmation(db, params.companyId, params.period);
  if (confirmation?.guideDocumentId) throw conflict(simplesGuideMessages.alreadyIssued);
  const { amount, dueDate } = payableFigures(await readSimplesReport(db, params));

  let key = input.key;
  let generatedKey: string | null = null;
  if (!key) {
    const pdf = await dasGuidePdf({
      companyName: company.name,
      cnpj: company.cnpj,
      period: params.period,
      dueDate,
      amount,
      barcode: input.barcode ?? '',
    });
    key = `guias/das-${params.period}-${randomUUID()}.pdf`;
    generatedKey = `${params.companyId}/${key}`;
    await deps.storage.put(generatedKey, pdf, 'application/pdf');
  }
  const document = await createDocument(
    deps,
    auth,
    params.companyId,
    {
      type: 'das',
      key,
      title: `DAS ${brazilianCompetence(params.period)}`,
      competence: params.period,
      dueDate,
      amount,
    },
    ctx,
  ).catch(async (err: unknown) => {
    if (generatedKey) await deps.storage.delete(generatedKey).catch(() => undefined);
    throw err;
  });
  await db.transaction(async (tx) => {
    // Two accountants at once: the second guide stays a plain document and the answer says so.
    if (!(await linkGuideDocument(tx, params.companyId, params.period, document.id)))
      throw conflict(simplesGuideMessages.alreadyIssued);
    await recordAudit(tx, params.companyId, {
      actorUserId: auth.sub,
      requestId: ctx.requestId,
      action: 'simples.guide.created',
      entityType: 'simples_confirmation',
      entityId: `${params.companyId}:${params.period}`,
      details: { period: params.period, documentId: document.id, amount, dueDate, generated: Boolean(generatedKey) },
    });
  });
  return {
    documentId: document.id,
    period: params.period,
    amount,
    dueDate,
    origin: generatedKey ? 'generated' : 'attached',
  };
}
