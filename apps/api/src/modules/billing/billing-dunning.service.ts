import { cancellationMessages, dunningMessages, type CompanyStatus } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { brasiliaDay } from '../../lib/brasilia-calendar.js';
import { findLatestCompanyAudit, recordAudit } from '../audit/audit.repository.js';
import { findCompany } from '../companies/companies.repository.js';
import { emailCompanyAdmins } from '../companies/company-notifications.js';
import { changeCompanyStatus, type StatusActor } from '../companies/company-status.service.js';
import type { MailContext } from '../mail/mailer.js';
import type { OutboxMessage } from '../mail/mail.repository.js';
import { formatBrl } from '../nfs/nfs-notifications.js';
import type { JobLogger } from '../../jobs/job-logger.js';
import { billingPath } from './billing-notifications.js';
import {
  claimDunningStep,
  listEndedCancellationsOfAnyCompany,
  listPastDueOfAnyCompany,
  listUnappliedCreditsOfAnyCompany,
  listUnpaidAtPeriodEndOfAnyCompany,
  markCreditApplied,
  markPastDue,
} from './billing-changes.repository.js';
import { findOpenCharge, setSubscriptionStatus, type SubscriptionRow } from './billing.repository.js';
import { providerSubscription, type PaymentProvider } from './payment-provider.js';

/*
 * Issue 24, item 3: a charge unpaid (failed, or the paid period ended with it pending) makes
 * the subscription past_due since that instant and the company overdue; the customer is
 * e-mailed on the configured days after it (0, 5 and 10 by default) and the company is
 * disabled on the grace's last day, through the status machine (audited, cause "dunning").
 * Paying re-activates it. Each step is claimed (billing_dunning_steps) in the transaction of
 * its effects, so it happens once whatever the runs. Days are Brasília calendar days.
 */

/** Where a refused status move is told. */
interface WarnLog {
  warn(obj: object, msg: string): void;
}

export interface DunningSettings {
  emailDays: number[];
  disableAfterDays: number;
}

const DAY = 86_400_000;
const midnight = (instant: Date) => {
  const day = brasiliaDay(instant);
  return Date.UTC(day.year, day.month - 1, day.day);
};
/** Whole Brasília calendar days from `since` to `now`. */
export const calendarDaysSince = (since: Date, now: Date) => Math.round((midnight(now) - midnight(since)) / DAY);

/** dd/mm/aaaa in Brasília. */
export const brazilianDate = (instant: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(instant);

/** Moves the company when it is in one of `from`; a refused move is logged (the money already moved). */
export async function moveCompanyIf(
  tx: Database,
  mail: MailContext,
  companyId: string,
  change: { from: CompanyStatus[]; to: CompanyStatus; actor: StatusActor },
  log?: WarnLog,
): Promise<boolean> {
  const company = await findCompany(tx, companyId);
  if (!company || !change.from.includes(company.status)) return false;
  try {
    await changeCompanyStatus(tx, mail, companyId, change.to, change.actor);
    return true;
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    log?.warn({ err, companyId, to: change.to }, 'billing: company status change refused');
    return false;
  }
}

/** A company the dunning disabled comes back when it pays (one disabled by our staff does not). */
export async function reactivateAfterDunning(tx: Database, mail: MailContext, companyId: string, log?: WarnLog) {
  const company = await findCompany(tx, companyId);
  if (company?.status !== 'disabled') return;
  const change = await findLatestCompanyAudit(tx, companyId, 'company.status_changed');
  const details = change?.details as { to?: string; cause?: string } | null | undefined;
  if (details?.to !== 'disabled' || details.cause !== 'dunning') return;
  await moveCompanyIf(tx, mail, companyId, { from: ['disabled'], to: 'active', actor: { actorUserId: null } }, log);
}

/** The dunning e-mail of `day` days after the charge became unpaid. */
export function dunningMessage(
  recipient: { name: string; email: string },
  companyName: string,
  notice: { day: number; amountCents: number; since: Date; disableOn: Date },
  link: string,
): OutboxMessage {
  const amount = formatBrl(notice.amountCents / 100);
  return {
    to: recipient.email,
    subject:
      notice.day === 0
        ? `A mensalidade de ${amount} está em aberto`
        : `Lembrete: a mensalidade de ${amount} continua em aberto`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `A mensalidade de ${amount} da assinatura da empresa ${companyName} está em aberto desde ${brazilianDate(notice.since)}.`,
      `Se não for paga até ${brazilianDate(notice.disableOn)}, o acesso da empresa será desativado. Pague por Pix, boleto ou cartão em:`,
      link,
    ].join('\n'),
  };
}

/** The company was disabled at the end of the grace. */
export function dunningDisabledMessage(
  recipient: { name: string; email: string },
  companyName: string,
  amountCents: number,
  link: string,
): OutboxMessage {
  const amount = formatBrl(amountCents / 100);
  return {
    to: recipient.email,
    subject: `O acesso da empresa ${companyName} foi desativado`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `A mensalidade de ${amount} da empresa ${companyName} continua em aberto e o prazo de tolerância terminou, por isso o acesso foi desativado.`,
      'Assim que o pagamento for confirmado, o acesso volta. Pague em:',
      link,
    ].join('\n'),
  };
}

export interface BillingRunDeps {
  db: Database;
  mail: MailContext;
  provider: PaymentProvider;
  dunning: DunningSettings;
  log?: JobLogger;
}

export interface BillingRunResult {
  creditsApplied: number;
  cancellationsEnded: number;
  becamePastDue: number;
  emailed: number;
  disabled: number;
  failed: number;
}

const warnLogOf = (log: JobLogger | undefined): WarnLog => ({ warn: (obj, msg) => log?.error(obj, msg) });

/** One pass of the billing job at `now` (tests give the clock). */
export async function runBilling(deps: BillingRunDeps, now: Date): Promise<BillingRunResult> {
  const result: BillingRunResult = {
    creditsApplied: 0,
    cancellationsEnded: 0,
    becamePastDue: 0,
    emailed: 0,
    disabled: 0,
    failed: 0,
  };
  const attempt = async (what: string, companyId: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      result.failed += 1;
      deps.log?.error({ err, companyId }, `billing: ${what} failed`);
    }
  };
  const { db, mail, provider } = deps;
  const log = warnLogOf(deps.log);

  // Referral credits onto the provider's customer balance (Stripe deducts them from the next invoices).
  for (const { credit, subscription } of await listUnappliedCreditsOfAnyCompany(db, provider.name)) {
    if (provider.name === 'stripe' && !subscription.providerSubscriptionId) continue;
    await attempt('referral credit', credit.companyId, async () => {
      const reference = await provider.applyCredit(providerSubscription(subscription), {
        creditId: credit.id,
        amountCents: -credit.amountCents,
        description: credit.description,
      });
      if (await markCreditApplied(db, credit.companyId, credit.id, { at: now, reference })) {
        result.creditsApplied += 1;
      }
    });
  }

  // The sandbox ends a cancelled subscription itself (Stripe says it by customer.subscription.deleted).
  if (provider.name === 'sandbox') {
    for (const subscription of await listEndedCancellationsOfAnyCompany(db, 'sandbox', now)) {
      await attempt('cancellation', subscription.companyId, async () => {
        await db.transaction(async (tx) => {
          if (await endSubscription(tx, mail, subscription, now, log)) result.cancellationsEnded += 1;
        });
      });
    }
  }

  // The paid period ended with the renewal still pending: unpaid since the period's end.
  for (const subscription of await listUnpaidAtPeriodEndOfAnyCompany(db, now)) {
    await attempt('past due', subscription.companyId, async () => {
      await db.transaction(async (tx) => {
        await markPastDue(tx, subscription.companyId, subscription.id, subscription.currentPeriodEnd ?? now);
        await moveCompanyIf(
          tx,
          mail,
          subscription.companyId,
          {
            from: ['active'],
            to: 'overdue',
            actor: { actorUserId: null },
          },
          log,
        );
      });
      result.becamePastDue += 1;
    });
  }

  for (const subscription of await listPastDueOfAnyCompany(db)) {
    const since = subscription.pastDueSince;
    if (!since) continue;
    await attempt('dunning', subscription.companyId, async () => {
      const outcome = await dunOnce(deps, subscription, since, now);
      if (outcome.emailed) result.emailed += 1;
      if (outcome.disabled) result.disabled += 1;
    });
  }
  return result;
}

/** The e-mail due today (the latest configured day reached; earlier ones missed are not sent late) and the disabling. */
async function dunOnce(deps: BillingRunDeps, subscription: SubscriptionRow, since: Date, now: Date) {
  const { db, mail, dunning } = deps;
  const log = warnLogOf(deps.log);
  const { companyId } = subscription;
  const days = calendarDaysSince(since, now);
  const outcome = { emailed: false, disabled: false };
  const disableOn = new Date(since.getTime() + dunning.disableAfterDays * DAY);
  const link = `${mail.webOrigin}${billingPath}`;
  const emailDay = [...dunning.emailDays].reverse().find((day) => day <= days && day < dunning.disableAfterDays);
  if (emailDay !== undefined) {
    outcome.emailed = await db.transaction(async (tx) => {
      const step = { subscriptionId: subscription.id, pastDueSince: since, step: `email-${emailDay}`, at: now };
      if (!(await claimDunningStep(tx, companyId, step))) return false;
      const open = await findOpenCharge(tx, companyId);
      const amountCents = open?.amountCents ?? subscription.priceCents;
      await emailCompanyAdmins(tx, mail, companyId, (recipient, companyName) =>
        dunningMessage(recipient, companyName, { day: emailDay, amountCents, since, disableOn }, link),
      );
      await recordAudit(tx, companyId, {
        actorUserId: null,
        action: 'subscription.dunning_emailed',
        entityType: 'subscription',
        entityId: subscription.id,
        details: { day: emailDay, pastDueSince: since.toISOString() },
      });
      return true;
    });
  }
  if (days >= dunning.disableAfterDays) {
    outcome.disabled = await db.transaction(async (tx) => {
      const step = { subscriptionId: subscription.id, pastDueSince: since, step: 'disabled', at: now };
      if (!(await claimDunningStep(tx, companyId, step))) return false;
      const moved = await moveCompanyIf(
        tx,
        mail,
        companyId,
        {
          from: ['active', 'overdue'],
          to: 'disabled',
          actor: { actorUserId: null, reason: dunningMessages.disabledReason, cause: 'dunning' },
        },
        log,
      );
      if (moved) {
        const open = await findOpenCharge(tx, companyId);
        const amountCents = open?.amountCents ?? subscription.priceCents;
        await emailCompanyAdmins(tx, mail, companyId, (recipient, companyName) =>
          dunningDisabledMessage(recipient, companyName, amountCents, link),
        );
      }
      return moved;
    });
  }
  return outcome;
}

/** The subscription ends (its cancellation came due, or the provider ended it): cancelled, the company disabled. */
export async function endSubscription(
  tx: Database,
  mail: MailContext,
  subscription: SubscriptionRow,
  at: Date,
  log?: WarnLog,
): Promise<boolean> {
  const ended = await setSubscriptionStatus(tx, subscription.companyId, subscription.id, {
    from: ['pending', 'active', 'past_due'],
    to: 'canceled',
  });
  if (!ended) return false;
  await recordAudit(tx, subscription.companyId, {
    actorUserId: null,
    action: 'subscription.ended',
    entityType: 'subscription',
    entityId: subscription.id,
    details: { at: at.toISOString(), reason: subscription.cancellationReason },
  });
  await moveCompanyIf(
    tx,
    mail,
    subscription.companyId,
    {
      from: ['active', 'overdue'],
      to: 'disabled',
      actor: { actorUserId: null, reason: cancellationMessages.endedReason, cause: 'subscription_ended' },
    },
    log,
  );
  return true;
}
