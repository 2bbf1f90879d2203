import { and, between, count, eq, sql } from 'drizzle-orm';
import { nfsRequests } from '../../db/schema/nfs.js';

/** The sums of issued notes per competence month: the month (`YYYY-MM`), the cents summed and the count. */
export function issuedNotesTotals() {
  return {
    month: sql<string>`to_char(${nfsRequests.competenceDate}, 'YYYY-MM')`,
    totalCents: sql<number>`coalesce(sum(${nfsRequests.totalValueCents}), 0)::bigint`.mapWith(Number),
    count: count(),
  };
}

/** The company's ISSUED notes whose competence date is between two calendar days (inclusive). */
export function issuedNotesBetween(companyId: string, range: { from: string; to: string }) {
  return and(
    eq(nfsRequests.companyId, companyId),
    eq(nfsRequests.status, 'issued'),
    between(nfsRequests.competenceDate, range.from, range.to),
  );
}
