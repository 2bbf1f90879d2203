import { CERTIFICATE_EXPIRY_WARNING_DAYS } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { PERIODIC_JOB_QUEUE, type JobDefinition } from '../../../jobs/job-queue.js';
import type { JobLogger } from '../../../jobs/job-logger.js';
import { brasiliaDay, type CalendarDay } from '../../../lib/brasilia-calendar.js';
import type { ReminderJobOptions } from '../../documents/documents.jobs.js';
import { findCompanyAdmins, findCompanyName } from '../../documents/documents.repository.js';
import { sendToEach } from '../../documents/documents.service.js';
import type { OutboxMessage } from '../../mail/mail.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import { certificateExpiryWarning } from './accept-certificate.js';
import { claimCertificateWarning, listCertificatesExpiringOfAnyCompany } from './certificate-warnings.repository.js';

export const CERTIFICATE_EXPIRY_JOB = 'nfse-certificate-expiry';

/** dd/mm/aaaa of an instant, in Brasília. */
const brazilianDate = (instant: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(instant);

const midnight = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/**
 * The warning due today, by calendar days in Brasília: the 30-day one from the day 30 days
 * before the expiry day, the 7-day one from 7 days before (whatever the hour of the run).
 */
export function warningDueOn(notAfter: Date, now: Date): 30 | 7 | null {
  if (notAfter.getTime() <= now.getTime()) return null;
  return certificateExpiryWarning(midnight(brasiliaDay(notAfter)), midnight(brasiliaDay(now)));
}

/** Where the company sees its notes (and our accountants' contact): the invoices page. */
export const certificateLink = (webOrigin: string) => `${webOrigin}/app/invoices`;

/** The warning 30 or 7 days before the company's A1 certificate expires. */
export function certificateExpiryMessage(
  certificate: { holder: string | null; notAfter: Date },
  days: 30 | 7,
  recipient: { name: string; email: string },
  companyName: string,
  webOrigin: string,
): OutboxMessage {
  const date = brazilianDate(certificate.notAfter);
  return {
    to: recipient.email,
    subject: `O certificado digital da empresa ${companyName} vence em ${date}`,
    text: [
      `Olá, ${recipient.name}.`,
      '',
      `O certificado digital A1 da empresa ${companyName}${certificate.holder ? ` (${certificate.holder})` : ''} vence em ${date}, em ${days === 7 ? 'até 7 dias' : 'até 30 dias'}.`,
      '',
      'Depois dessa data, as notas fiscais de serviço não poderão ser emitidas pelo aplicativo. Renove o certificado com a sua certificadora e envie o novo arquivo (PKCS#12, .pfx) com a senha, ou fale com nossos contadores:',
      certificateLink(webOrigin),
    ].join('\n'),
  };
}

/**
 * Warns each company whose A1 certificate expires within 30 calendar days (then within 7): its admins
 * are e-mailed once per threshold and certificate. The claim (a row keyed by company, expiry
 * and threshold) and the e-mails are one transaction, so a claimed warning always has its
 * e-mails and a failed one is tried again by the next pass. A certificate found with 5 days
 * left gets only the 7-day warning.
 */
export async function sendCertificateExpiryWarnings(
  db: Database,
  mailer: Mailer,
  webOrigin: string,
  now: Date,
  log?: JobLogger,
): Promise<{ warned: number; failed: number }> {
  const result = { warned: 0, failed: 0 };
  // One day more than the threshold: the calendar day decides (warningDueOn), not the hour.
  const candidates = await listCertificatesExpiringOfAnyCompany(db, now, CERTIFICATE_EXPIRY_WARNING_DAYS + 1);
  for (const certificate of candidates) {
    const days = warningDueOn(certificate.notAfter, now);
    if (days === null) continue;
    try {
      const claimed = await db.transaction(async (tx) => {
        if (!(await claimCertificateWarning(tx, certificate.companyId, certificate.notAfter, days, now))) return false;
        const [recipients, companyName] = await Promise.all([
          findCompanyAdmins(tx, certificate.companyId),
          findCompanyName(tx, certificate.companyId),
        ]);
        await sendToEach(tx, mailer, recipients, (recipient) =>
          certificateExpiryMessage(certificate, days, recipient, companyName ?? '', webOrigin),
        );
        return true;
      });
      if (claimed) result.warned += 1;
    } catch (err) {
      result.failed += 1;
      log?.error({ err, companyId: certificate.companyId, days }, 'nfse: certificate expiry warning failed');
    }
  }
  return result;
}

/** The daily job (JOB_CRON_CERTIFICATE_EXPIRY, Brasília time). */
export function certificateExpiryJob(options: ReminderJobOptions): JobDefinition {
  const { db, mailer, webOrigin, cron, log, clock = () => new Date() } = options;
  return {
    name: CERTIFICATE_EXPIRY_JOB,
    cron,
    queue: PERIODIC_JOB_QUEUE,
    async run() {
      const result = await sendCertificateExpiryWarnings(db, mailer, webOrigin, clock(), log);
      if (result.warned > 0) log.info({ job: CERTIFICATE_EXPIRY_JOB, ...result }, 'certificate expiry warnings');
      if (result.failed > 0) throw new Error(`nfse: ${result.failed} certificate warning(s) failed; retried`);
    },
  };
}
