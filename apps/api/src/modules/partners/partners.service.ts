import {
  messages,
  partnerEnrolmentStatusLabels,
  partnerMessages,
  pickPartnerData,
  validatePartnerData,
  type PartnerDetail,
  type PartnerEnrolment,
  type PartnerEnrolmentStatus,
  type PartnerProgram,
  type PartnerUpsert,
  type PaginationQuery,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findCompanyAdmins } from '../documents/documents.repository.js';
import type { Mailer } from '../mail/mailer.js';
import {
  EnrolmentOpenError,
  PartnerSlugTakenError,
  decideEnrolment,
  findEnrolment,
  findEnrolmentCompanyId,
  findLatestEnrolment,
  findPartnerBySlug,
  insertEnrolment,
  insertPartner,
  listEnrolments,
  listPartners,
  updatePartner,
  type EnrolmentView,
  type PartnerRow,
} from './partners.repository.js';

export interface PartnersDeps {
  db: Database;
  mailer: Mailer;
  webOrigin: string;
}

function toPartner(row: PartnerRow): PartnerProgram {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    fields: row.fields,
    websiteUrl: row.websiteUrl,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toEnrolment(view: EnrolmentView): PartnerEnrolment {
  const { enrolment } = view;
  return {
    id: enrolment.id,
    partnerId: enrolment.partnerId,
    partnerSlug: view.partnerSlug,
    partnerName: view.partnerName,
    companyId: enrolment.companyId,
    companyName: view.companyName,
    data: enrolment.data,
    status: enrolment.status,
    statusReason: enrolment.statusReason,
    submittedBy: view.submittedByName ?? 'Conta removida',
    createdAt: enrolment.createdAt.toISOString(),
    decidedAt: enrolment.decidedAt?.toISOString() ?? null,
  };
}

/** Active partners for everyone; inactive ones only for system admins. */
async function visiblePartner(db: Database, auth: AuthContext, slug: string): Promise<PartnerRow> {
  const partner = await findPartnerBySlug(db, slug);
  if (!partner || (!partner.active && !auth.isSystemAdmin)) throw notFound(partnerMessages.partnerNotFound);
  return partner;
}

export async function listVisiblePartners(db: Database, auth: AuthContext): Promise<PartnerProgram[]> {
  return (await listPartners(db, auth.isSystemAdmin)).map(toPartner);
}

/** `GET /partners/{slug}?companyId=`: with companyId (a member's), that company's latest enrolment. */
export async function getPartnerDetail(
  db: Database,
  auth: AuthContext,
  slug: string,
  companyId: string | undefined,
): Promise<PartnerDetail> {
  const partner = await visiblePartner(db, auth, slug);
  if (!companyId) return { partner: toPartner(partner), enrolment: null };
  await assertCompanyAccess(db, auth, companyId);
  const enrolment = await findLatestEnrolment(db, companyId, partner.id);
  return { partner: toPartner(partner), enrolment: enrolment ? toEnrolment(enrolment) : null };
}

/** `POST /partners/{slug}/enrolments?companyId=`: the data checked against the partner's fields, status sent. */
export async function enrol(
  db: Database,
  auth: AuthContext,
  slug: string,
  companyId: string,
  data: Record<string, string>,
  requestId: string,
): Promise<PartnerEnrolment> {
  await assertCompanyAccess(db, auth, companyId);
  const partner = await visiblePartner(db, auth, slug);
  if (!partner.active) throw conflict(partnerMessages.partnerInactive);
  const fieldErrors = validatePartnerData(partner.fields, data);
  if (Object.keys(fieldErrors).length > 0) {
    throw validationError(
      Object.fromEntries(Object.entries(fieldErrors).map(([key, message]) => [`data.${key}`, message])),
    );
  }
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertEnrolment(tx, companyId, {
        partnerId: partner.id,
        data: pickPartnerData(partner.fields, data),
        submittedBy: auth.sub,
      });
      await recordAudit(tx, companyId, {
        actorUserId: auth.sub,
        action: 'partner.enrolment_sent',
        entityType: 'partner_enrolment',
        entityId: inserted.id,
        requestId,
        details: { partner: partner.slug },
      });
      return inserted;
    });
    const view = await findEnrolment(db, companyId, row.id);
    if (!view) throw new Error('enrolment vanished');
    return toEnrolment(view);
  } catch (err) {
    if (err instanceof EnrolmentOpenError) throw conflict(partnerMessages.alreadyEnrolled);
    throw err;
  }
}

// ---------------------------------------------------------------- system admins

export async function createPartner(db: Database, auth: AuthContext, input: PartnerUpsert, requestId: string) {
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertPartner(tx, input);
      await recordAudit(tx, null, {
        actorUserId: auth.sub,
        action: 'partner.created',
        entityType: 'partner',
        entityId: inserted.id,
        requestId,
        details: { slug: inserted.slug },
      });
      return inserted;
    });
    return toPartner(row);
  } catch (err) {
    if (err instanceof PartnerSlugTakenError)
      throw conflict(partnerMessages.slugTaken, { slug: partnerMessages.slugTaken });
    throw err;
  }
}

export async function replacePartner(
  db: Database,
  auth: AuthContext,
  slug: string,
  input: PartnerUpsert,
  requestId: string,
) {
  try {
    const row = await db.transaction(async (tx) => {
      const before = await findPartnerBySlug(tx, slug);
      if (!before) throw notFound(partnerMessages.partnerNotFound);
      const updated = await updatePartner(tx, slug, input);
      if (!updated) throw notFound(partnerMessages.partnerNotFound);
      await recordAudit(tx, null, {
        actorUserId: auth.sub,
        action: 'partner.updated',
        entityType: 'partner',
        entityId: updated.id,
        requestId,
        details: { before: toPartner(before), after: toPartner(updated) },
      });
      return updated;
    });
    return toPartner(row);
  } catch (err) {
    if (err instanceof PartnerSlugTakenError)
      throw conflict(partnerMessages.slugTaken, { slug: partnerMessages.slugTaken });
    throw err;
  }
}

export async function listPartnerEnrolments(
  db: Database,
  slug: string,
  query: PaginationQuery & { status?: PartnerEnrolmentStatus | undefined },
) {
  const partner = await findPartnerBySlug(db, slug);
  if (!partner) throw notFound(partnerMessages.partnerNotFound);
  const { rows, total } = await listEnrolments(db, partner.id, query);
  return { data: rows.map(toEnrolment), total, limit: query.limit, offset: query.offset };
}

/** `PUT /admin/partner-enrolments/{id}/status/{status}`: sent -> accepted | declined; the company-admins hear of it. */
export async function decidePartnerEnrolment(
  deps: PartnersDeps,
  auth: AuthContext,
  enrolmentId: string,
  status: PartnerEnrolmentStatus,
  reason: string | undefined,
  requestId: string,
): Promise<PartnerEnrolment> {
  const { db } = deps;
  const companyId = await findEnrolmentCompanyId(db, enrolmentId);
  if (!companyId) throw notFound(partnerMessages.enrolmentNotFound);
  if (status === 'sent') throw conflict(partnerMessages.statusNotAllowed);
  if (status === 'declined' && !reason) throw validationError({ reason: partnerMessages.reasonRequired });
  const at = new Date();
  // The decision and the admins' e-mails commit together.
  return db.transaction(async (tx) => {
    const row = await decideEnrolment(tx, companyId, enrolmentId, { status, reason: reason ?? null, at });
    if (!row) throw conflict(partnerMessages.statusNotAllowed);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: `partner.enrolment_${status}`,
      entityType: 'partner_enrolment',
      entityId: enrolmentId,
      requestId,
      details: { reason: reason ?? null },
    });
    const view = await findEnrolment(tx, companyId, row.id);
    if (!view) throw notFound(messages.notFound);
    const enrolment = toEnrolment(view);
    for (const admin of await findCompanyAdmins(tx, companyId)) {
      await deps.mailer.send(tx, {
        to: admin.email,
        subject: `${enrolment.partnerName}: adesão ${partnerEnrolmentStatusLabels[status].toLowerCase()}`,
        text: [
          `Olá, ${admin.name}.`,
          '',
          status === 'accepted'
            ? `A adesão da empresa ${enrolment.companyName} à ${enrolment.partnerName} foi aceita. O parceiro entrará em contato pelos dados informados.`
            : `A adesão da empresa ${enrolment.companyName} à ${enrolment.partnerName} foi recusada.`,
          ...(reason ? ['', `Motivo: ${reason}`] : []),
          '',
          'Veja os detalhes em:',
          `${deps.webOrigin}/app/partners/${enrolment.partnerSlug}`,
        ].join('\n'),
      });
    }
    return enrolment;
  });
}
