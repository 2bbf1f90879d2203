import {
  computeTrackStatus,
  formatCnpj,
  messages,
  trackDefinitions,
  type Company,
  type CompanyCreate,
  type CompaniesQuery,
  type CompanyUpdate,
  type Track,
  type TrackId,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { assertCnpjExists, type CnpjLookupOptions } from '../cnpj-lookup/cnpj-lookup.service.js';
import { findUserById } from '../users/users.repository.js';
import {
  CnpjTakenError,
  deleteCompanyStepsNotIn,
  findCompany,
  findCompanyIdByCnpj,
  insertCompany,
  insertMembership,
  listCompaniesOfUser,
  listCompaniesPage,
  listCompanySteps,
  updateCompany,
  type CompanyChanges,
  type CompanyRow,
} from './companies.repository.js';
import { companyView, companyViews } from './company-view.js';
import { decodeTimeIdCursor, toKeysetPage } from '../../lib/keyset-cursor.js';

export interface Actor {
  actorUserId: string;
  requestId: string;
}

export const cnpjTaken = () => conflict(messages.cnpjTaken, { cnpj: messages.cnpjTaken });

/** Runs `work`, turning the unique index's refusal into the 409 the client understands. */
export async function translatingCnpjTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CnpjTakenError) throw cnpjTaken();
    throw err;
  }
}

/** 409 when another company has the CNPJ. */
export async function assertCnpjFree(db: Database, cnpj: string, companyId?: string): Promise<void> {
  const owner = await findCompanyIdByCnpj(db, cnpj);
  if (owner && owner !== companyId) throw cnpjTaken();
}

async function loadCompany(db: Database, companyId: string): Promise<CompanyRow> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(messages.notFound);
  return row;
}

export async function getCompany(db: Database, auth: AuthContext, companyId: string): Promise<Company> {
  await assertCompanyAccess(db, auth, companyId);
  return companyView(db, await loadCompany(db, companyId));
}

export async function listMyCompanies(db: Database, auth: AuthContext): Promise<Company[]> {
  const rows = await listCompaniesOfUser(db, auth.sub);
  // A support session sees only the companies the user granted (decision 009).
  return companyViews(db, auth.support ? rows.filter((row) => auth.companies.includes(row.id)) : rows);
}

/** The track as answered: its status is computed from the steps, never trusted from the column. */
export async function readTrack(db: Database, row: CompanyRow): Promise<Track> {
  const steps = await listCompanySteps(db, row.id);
  return {
    trackId: row.trackId,
    status: row.trackId ? computeTrackStatus(row.trackId, steps) : row.trackStatus,
    steps: steps.map((s) => ({ ...s, payload: s.payload ?? null })),
  };
}

/** The company's step track: which wizard, its status and the steps started so far. */
export async function getCompanyTrack(db: Database, auth: AuthContext, companyId: string): Promise<Track> {
  await assertCompanyAccess(db, auth, companyId);
  return readTrack(db, await loadCompany(db, companyId));
}

/**
 * `POST /companies`: a company that already has a CNPJ, on the migration track. The
 * CNPJ must exist when the lookup is required; its data names the company. The caller
 * (or, for a system administrator, `userId`) becomes its company-admin.
 */
export async function createCompany(
  db: Database,
  auth: AuthContext,
  input: CompanyCreate,
  lookup: CnpjLookupOptions,
  requestId: string,
): Promise<Company> {
  if (input.userId !== undefined && !auth.isSystemAdmin) throw forbidden(messages.adminOnly);
  const ownerId = input.userId ?? auth.sub;
  if (input.userId !== undefined && !(await findUserById(db, input.userId))) {
    throw validationError({ userId: 'Usuário não encontrado' });
  }
  await assertCnpjFree(db, input.cnpj);
  const found = await assertCnpjExists(lookup, input.cnpj);
  const row = await translatingCnpjTaken(() =>
    db.transaction(async (tx) => {
      const created = await insertCompany(tx, {
        name: found?.legalName ?? `Empresa ${formatCnpj(input.cnpj)}`,
        alias: found?.tradeName ?? null,
        cnpj: input.cnpj,
        status: 'pending',
        trackId: 'migrate-company',
        trackStatus: 'pending',
        address: found?.address ?? null,
        mainCnae: found?.mainCnae ?? null,
        secondaryCnaes: found?.secondaryCnaes ?? [],
      });
      await insertMembership(tx, created.id, { userId: ownerId, role: 'company-admin' });
      await recordAudit(tx, created.id, {
        actorUserId: auth.sub,
        action: 'company.created',
        entityType: 'company',
        entityId: created.id,
        requestId,
        details: { cnpj: input.cnpj, ownerUserId: ownerId, trackId: 'migrate-company' },
      });
      return created;
    }),
  );
  return companyView(db, row);
}

/** `GET /companies` (system administrators). */
export async function listCompanies(db: Database, query: CompaniesQuery) {
  const after = query.cursor === undefined ? undefined : decodeTimeIdCursor(query.cursor, 'timestamp');
  const { rows, total, next } = await listCompaniesPage(db, { ...query, after });
  return toKeysetPage(await companyViews(db, rows), total, query, after, next);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `PUT /companies/{id}` (system administrators): the fields given; the audit names those that changed. */
export async function updateCompanyRegistration(
  db: Database,
  companyId: string,
  input: CompanyUpdate,
  actor: Actor,
): Promise<Company> {
  const row = await translatingCnpjTaken(() =>
    db.transaction(async (tx) => {
      const current = await loadCompany(tx, companyId);
      const changes: CompanyChanges = {};
      for (const [key, value] of Object.entries(input) as [keyof CompanyUpdate, unknown][]) {
        if (value !== undefined && !same(current[key], value)) Object.assign(changes, { [key]: value });
      }
      const changed = Object.keys(changes);
      if (changed.length === 0) return current;
      if (changes.cnpj) await assertCnpjFree(tx, changes.cnpj, companyId);
      const updated = await updateCompany(tx, companyId, changes);
      if (!updated) throw notFound(messages.notFound);
      await recordAudit(tx, companyId, {
        ...actor,
        action: 'company.updated',
        entityType: 'company',
        entityId: companyId,
        details: { fields: changed },
      });
      return updated;
    }),
  );
  return companyView(db, row);
}

/**
 * `PUT /companies/{id}/track/{track}`: opening <-> migration while the order is not
 * paid. Steps of the old track only are dropped (and the partners they listed); the
 * shared ones stay.
 */
export async function changeCompanyTrack(
  db: Database,
  auth: AuthContext,
  companyId: string,
  trackId: TrackId,
  requestId: string,
): Promise<Company> {
  await assertCompanyAccess(db, auth, companyId);
  const row = await db.transaction(async (tx) => {
    const current = await loadCompany(tx, companyId);
    const steps = await listCompanySteps(tx, companyId);
    const paid = steps.some((step) => step.stepId === 'subscription' && step.status === 'done');
    if (paid || current.status !== 'pending') throw conflict(messages.trackChangeLocked);
    if (current.trackId === trackId) return current;
    const keep = trackDefinitions[trackId].map((step) => step.stepId);
    await deleteCompanyStepsNotIn(tx, companyId, keep);
    const kept = steps.filter((step) => keep.includes(step.stepId));
    const updated = await updateCompany(tx, companyId, {
      trackId,
      trackStatus: computeTrackStatus(trackId, kept),
      // The partners came from the old track's partners step, which is gone.
      ...(current.trackId ? { partners: [] } : {}),
    });
    if (!updated) throw notFound(messages.notFound);
    await recordAudit(tx, companyId, {
      actorUserId: auth.sub,
      action: 'company.track_changed',
      entityType: 'company',
      entityId: companyId,
      requestId,
      details: { from: current.trackId, to: trackId },
    });
    return updated;
  });
  return companyView(db, row);
}
