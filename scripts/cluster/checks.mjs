// What the cluster test asserts, read from PostgreSQL, the fake SMTP server, haproxy's log
// and the client's own record of its calls. Each check returns { name, ok, detail }.

/** Message-ID the API gives an outbox row: <{id}@{domain of MAIL_FROM}>. */
export const messageIdOf = (id, domain) => `<${id}@${domain}>`;

export async function schemaExists(db, schema) {
  const { rows } = await db.query('select 1 from information_schema.schemata where schema_name = $1', [schema]);
  return rows.length > 0;
}

/** Every schedule has exactly one request for `month` (schedule_month). */
export async function scheduleRequests(db, month) {
  const { rows } = await db.query(
    `select s.id, s.day_of_month as "dayOfMonth", count(r.id)::int as requests
       from nfs_schedules s
       left join nfs_requests r on r.schedule_id = s.id and r.schedule_month = $1
      group by s.id, s.day_of_month`,
    [month],
  );
  return rows;
}

export async function outboxRows(db) {
  const { rows } = await db.query('select * from mail_outbox order by created_at, id');
  return rows;
}

/**
 * Matches the outbox against what the fake SMTP accepted: per row, how many times its
 * Message-ID arrived; accepted messages that match no row.
 */
export function matchMail(rows, accepted, domain) {
  const counts = new Map();
  for (const m of accepted) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
  const perRow = rows.map((row) => {
    const id = messageIdOf(row.id, domain);
    return { row, messageId: id, deliveries: counts.get(id) ?? 0 };
  });
  const known = new Set(perRow.map((r) => r.messageId));
  const strangers = accepted.filter((m) => !known.has(m.messageId));
  return { perRow, strangers };
}

/** pg-boss jobs of our queues (not pg-boss's own) by queue and state. */
export async function jobCounts(db) {
  const { rows } = await db.query(
    `select name, state::text as state, count(*)::int as n
       from pgboss.job where name not like '\\_\\_pgboss%'
      group by name, state order by name, state`,
  );
  return rows;
}

/** Queues that only receive dead letters (named in pgboss.queue.dead_letter). */
const DEAD_LETTER_QUEUES = `(select dead_letter from pgboss.queue where dead_letter is not null)`;

/** Jobs created before `before` that are still waiting, retrying or running (dead letters apart). */
export async function unfinishedJobs(db, before) {
  const { rows } = await db.query(
    `select id, name, state::text as state, retry_count as "retryCount", created_on as "createdOn",
            started_on as "startedOn", start_after as "startAfter"
       from pgboss.job
      where name not like '\\_\\_pgboss%' and name not in ${DEAD_LETTER_QUEUES}
        and state in ('created', 'retry', 'active') and created_on < $1
      order by created_on`,
    [before],
  );
  return rows;
}

/** Jobs that failed for good, and jobs sent to a dead-letter queue. */
export async function failedJobs(db) {
  const { rows } = await db.query(
    `select id, name, state::text as state, retry_count as "retryCount", output, data
       from pgboss.job
      where name not like '\\_\\_pgboss%' and (state = 'failed' or name in ${DEAD_LETTER_QUEUES})
      order by created_on`,
  );
  return rows;
}

/** Cron queues (pgboss.schedule) and, for each, the minutes in which it got more than one job. */
export async function cronDoubleFires(db) {
  const { rows: schedules } = await db.query('select name, cron from pgboss.schedule order by name');
  const names = schedules.map((s) => s.name);
  if (names.length === 0) return { schedules, doubles: [], fired: [] };
  const { rows: fired } = await db.query(
    `select name, count(*)::int as jobs, count(distinct date_trunc('minute', created_on))::int as minutes
       from pgboss.job where name = any($1) group by name order by name`,
    [names],
  );
  const { rows: doubles } = await db.query(
    `select name, date_trunc('minute', created_on) as minute, count(*)::int as n
       from pgboss.job where name = any($1)
      group by name, date_trunc('minute', created_on) having count(*) > 1`,
    [names],
  );
  return { schedules, doubles, fired };
}

/**
 * Client calls that failed, split into those excused (in flight on a replica at the moment
 * it was killed, as haproxy's log shows) and the rest.
 *
 * A failed call is excused when it started before a kill and ended after it, and haproxy's
 * line for it names the killed replica or shows a retry (only a dead replica makes haproxy
 * retry). A failed web page is excused when, in that window, a call of the web server to
 * the API (no call id) failed on the killed replica.
 */
export function classifyFailures(calls, haproxyRequests, kills, slackMs = 100) {
  const byCall = new Map();
  for (const line of haproxyRequests) if (line.call) byCall.set(line.call, line);
  const inFlightAt = (call, kill) => call.start <= kill.at + slackMs && (call.end ?? Infinity) >= kill.at - slackMs;
  const excused = [];
  const unexcused = [];
  for (const call of calls.filter((c) => !c.ok)) {
    const line = byCall.get(call.id);
    const kill = kills.find(
      (k) =>
        k.server &&
        inFlightAt(call, k) &&
        ((line && (line.server === k.server || line.retries > 0)) ||
          (call.tier === 'web' &&
            haproxyRequests.some(
              (l) =>
                !l.call &&
                l.backend === 'api' &&
                l.server === k.server &&
                (l.status >= 500 || l.status < 0 || l.termination.startsWith('S')) &&
                l.at >= call.start &&
                l.at <= call.end + slackMs,
            ))),
    );
    (kill ? excused : unexcused).push({ ...call, haproxy: line ?? null, kill: kill?.name ?? null });
  }
  return { excused, unexcused };
}
