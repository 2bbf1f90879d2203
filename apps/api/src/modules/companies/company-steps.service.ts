import {
  SOLE_PERSON_LEGAL_NATURES,
  computeTrackStatus,
  messages,
  stepPayloadSchemas,
  trackDefinitions,
  type PartnerSummary,
  type StepId,
  type StepPayloads,
  type Track,
  type TrackStepDefinition,
} from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { conflict, forbidden, notFound, validationError, zodValidationError } from '../../lib/app-error.js';
import { type AuthContext } from '../access/auth-context.js';
import { assertCompanyAccess } from '../access/company-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { MailContext } from '../mail/mailer.js';
import { assertCnpjExists, type CnpjCompany, type CnpjLookupOptions } from '../cnpj-lookup/cnpj-lookup.service.js';
import { findCompanyFileMeta } from '../company-files/company-files.repository.js';
import {
  findCnaeSubclasses,
  findCompany,
  listCompanySteps,
  updateCompany,
  upsertCompanyStep,
  type CompanyChanges,
  type CompanyRow,
} from './companies.repository.js';
import { assertCnpjFree, readTrack, translatingCnpjTaken } from './companies.service.js';
import { emailCompanyAdmins, registrationGuideMessage } from './company-notifications.js';
import { activateWhenTrackDone } from './company-status.service.js';

type StepStates = Awaited<ReturnType<typeof listCompanySteps>>;

/**
 * Whether the caller may save `stepId` now: it is on the company's track, it is theirs
 * to fill, the steps before it are done, and it is not locked. Throws otherwise.
 */
function assertStepAllowed(
  company: CompanyRow,
  steps: StepStates,
  stepId: StepId,
  auth: AuthContext,
): TrackStepDefinition {
  const track = company.trackId ? trackDefinitions[company.trackId] : [];
  const index = track.findIndex((step) => step.stepId === stepId);
  const definition = track[index];
  if (!definition) throw conflict(messages.stepNotInTrack);
  if (definition.actor === 'accountant' && !auth.isSystemAdmin) throw forbidden(messages.stepForAccountants);
  if (definition.actor === 'payment') throw conflict(messages.stepByPayment);
  const statusOf = new Map(steps.map((step) => [step.stepId, step.status]));
  if (track.slice(0, index).some((step) => statusOf.get(step.stepId) !== 'done')) {
    throw conflict(messages.previousStepsPending);
  }
  const paymentIndex = track.findIndex((step) => step.actor === 'payment');
  // The forms before the payment make up the order: editable until it is placed.
  if (index < paymentIndex && company.status !== 'pending') throw conflict(messages.stepLocked);
  // After the payment, a step is history once a later one is done.
  if (index > paymentIndex && track.slice(index + 1).some((step) => statusOf.get(step.stepId) === 'done')) {
    throw conflict(messages.stepLocked);
  }
  return definition;
}

function parsePayload<K extends StepId>(stepId: K, body: unknown): StepPayloads[K] {
  const parsed = stepPayloadSchemas[stepId].safeParse(body);
  if (!parsed.success) throw zodValidationError(parsed.error);
  return parsed.data as StepPayloads[K];
}

/** Legal natures and partner counts that go together: the error, or null. */
function legalNatureRefusal(legalNature: StepPayloads['pre-registration']['legalNature'], partners: number) {
  if ((SOLE_PERSON_LEGAL_NATURES as readonly string[]).includes(legalNature) && partners !== 1) {
    return messages.legalNatureNeedsOnePartner;
  }
  if (legalNature === 'limited_liability' && partners < 2) return messages.legalNatureNeedsPartners;
  return null;
}

/** Pre-registration against the rest of the company: partner count and CNAEs (reference table). */
async function checkPreRegistration(
  tx: Database,
  company: CompanyRow,
  payload: StepPayloads['pre-registration'],
): Promise<void> {
  const fields: Record<string, string> = {};
  const natureRefusal = legalNatureRefusal(payload.legalNature, company.partners.length);
  if (natureRefusal) fields.legalNature = natureRefusal;
  const known = await findCnaeSubclasses(tx, [payload.mainCnae, ...payload.secondaryCnaes]);
  const check = (field: string, code: string) => {
    const cnae = known.get(code);
    if (!cnae) fields[field] = messages.unknownCnae;
    else if (payload.size === 'MEI' && !cnae.isAllowedMei) fields[field] = messages.cnaeNotAllowedForMei;
  };
  check('mainCnae', payload.mainCnae);
  payload.secondaryCnaes.forEach((code, index) => check(`secondaryCnaes.${index}`, code));
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

const receiptNotFound = 'Comprovante não encontrado. Envie o arquivo novamente.';

/**
 * The company fields a step fills, after the checks that need the database.
 * Re-listing partners that no longer fit the saved legal nature reopens the pre-registration.
 */
async function applyStep(
  tx: Database,
  company: CompanyRow,
  steps: StepStates,
  stepId: StepId,
  payload: StepPayloads[StepId],
  found: CnpjCompany | null,
): Promise<CompanyChanges> {
  switch (stepId) {
    case 'partner-registration':
    case 'partner-registration-basic': {
      const { partners } = payload as StepPayloads['partner-registration-basic'];
      const summary: PartnerSummary[] = partners.map(({ name, cpf, sharePercent, isAdministrator }) => ({
        name,
        cpf,
        sharePercent,
        isAdministrator,
      }));
      const preRegistration = steps.find((step) => step.stepId === 'pre-registration' && step.status === 'done');
      const legalNature = preRegistration?.payload?.legalNature as StepPayloads['pre-registration']['legalNature'];
      if (preRegistration && legalNatureRefusal(legalNature, summary.length)) {
        await upsertCompanyStep(tx, company.id, {
          stepId: 'pre-registration',
          status: 'in_progress',
          payload: preRegistration.payload,
        });
      }
      return { partners: summary };
    }
    case 'pre-registration': {
      const p = payload as StepPayloads['pre-registration'];
      await checkPreRegistration(tx, company, p);
      return {
        name: p.nameOptions[0]!,
        alias: p.alias || null,
        legalNature: p.legalNature,
        size: p.size,
        branchType: p.branchType,
        mainCnae: p.mainCnae,
        secondaryCnaes: p.secondaryCnaes,
      };
    }
    case 'select-fiscal-address':
      return { address: (payload as StepPayloads['select-fiscal-address']).address };
    case 'migrate-accountant': {
      const { cnpj } = payload as StepPayloads['migrate-accountant'];
      await assertCnpjFree(tx, cnpj, company.id);
      return {
        cnpj,
        ...(found
          ? {
              name: found.legalName,
              alias: found.tradeName ?? company.alias,
              ...(found.openedAt && /^\d{4}-\d{2}-\d{2}$/.test(found.openedAt) ? { openedOn: found.openedAt } : {}),
            }
          : {}),
      };
    }
    case 'upload-guide-receipt': {
      const { receiptFileId } = payload as StepPayloads['upload-guide-receipt'];
      if (!(await findCompanyFileMeta(tx, company.id, receiptFileId))) {
        throw validationError({ receiptFileId: receiptNotFound });
      }
      return {};
    }
    case 'download-company-info': {
      const p = payload as StepPayloads['download-company-info'];
      await assertCnpjFree(tx, p.cnpj, company.id);
      return {
        cnpj: p.cnpj,
        name: p.legalName,
        openedOn: p.openedAt,
        ...(p.municipalInscription ? { municipalInscription: p.municipalInscription } : {}),
      };
    }
    case 'awaiting-guide':
    case 'subscription':
      return {};
  }
}

/**
 * `POST /companies/{id}/steps/{stepId}`: validates the payload against the step's
 * schema and the company, saves it done, copies what it fills onto the company and
 * recomputes the track status, in one transaction. Answers the track.
 */
export async function saveCompanyStep(
  db: Database,
  mail: MailContext,
  auth: AuthContext,
  companyId: string,
  stepId: StepId,
  body: unknown,
  lookup: CnpjLookupOptions,
  requestId: string,
): Promise<Track> {
  await assertCompanyAccess(db, auth, companyId);
  const before = await findCompany(db, companyId);
  if (!before) throw notFound(messages.notFound);
  assertStepAllowed(before, await listCompanySteps(db, companyId), stepId, auth);
  const payload = parsePayload(stepId, body);
  // The network call happens before the transaction opens.
  const found =
    stepId === 'migrate-accountant'
      ? await assertCnpjExists(lookup, (payload as StepPayloads['migrate-accountant']).cnpj)
      : null;

  return translatingCnpjTaken(() =>
    db.transaction(async (tx) => {
      const company = await findCompany(tx, companyId);
      if (!company) throw notFound(messages.notFound);
      const steps = await listCompanySteps(tx, companyId);
      assertStepAllowed(company, steps, stepId, auth);
      const changes = await applyStep(tx, company, steps, stepId, payload, found);
      await upsertCompanyStep(tx, companyId, { stepId, status: 'done', payload: payload as Record<string, unknown> });
      const trackStatus = computeTrackStatus(company.trackId!, await listCompanySteps(tx, companyId));
      const updated = await updateCompany(tx, companyId, { ...changes, trackStatus });
      if (!updated) throw notFound(messages.notFound);
      await recordAudit(tx, companyId, {
        actorUserId: auth.sub,
        action: 'company.step_saved',
        entityType: 'company_step',
        entityId: `${companyId}:${stepId}`,
        requestId,
        details: { stepId },
      });
      // It is the customer's turn: the registration guide to pay, by e-mail with the change.
      if (stepId === 'awaiting-guide') {
        const guide = payload as StepPayloads['awaiting-guide'];
        await emailCompanyAdmins(tx, mail, companyId, (recipient, companyName) =>
          registrationGuideMessage(recipient, companyName, guide, mail.webOrigin),
        );
      }
      // The last step done: the company becomes active now, through the status machine.
      await activateWhenTrackDone(tx, mail, companyId, { actorUserId: auth.sub, requestId });
      return readTrack(tx, (await findCompany(tx, companyId)) ?? updated);
    }),
  );
}
