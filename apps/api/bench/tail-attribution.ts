// Where the steady rate's tail comes from (BENCH_PROBE=on): the load generator's own record
// of each call (when it was due, when the generator got to it, when a socket took it, when
// the answer ended) joined by x-request-id with what bench/probe.mjs kept inside the API
// (when Node parsed the request, the hooks' instants, GC pauses, the event loop's delay, the
// statements' times). All instants are ms since the epoch (performance.timeOrigin + now),
// comparable across the two processes on one machine.

export interface CallRecord {
  id: string;
  due: number;
  /** The generator's event loop reached the call (its timer's lateness is `called - due`). */
  called: number;
  /** A kept-alive socket took the request (after waiting for one of the 20). */
  socket: number;
  end: number;
}

interface Probe {
  loop: { p50: number; p99: number; max: number; mean: number; count: number };
  gc: { at: number; ms: number; kind: number }[];
  /** id -> [parsed by Node, onRequest, preHandler, preSerialization, onSend, onResponse]. */
  calls: [string, number[]][];
  statements: { at: number; ms: number; sql: string }[];
  poolWaits: number[];
  /** PGlite: each protocol message's time, by type (parse, bind, describe, execute, sync). */
  protocol: Record<string, number[]>;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const r2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

const PHASES = [
  'generator late (due -> its loop)',
  'wait for a socket',
  'to the API (socket -> Node parsed it)',
  'Fastify routing + first hook',
  'auth (onRequest hooks -> preHandler)',
  'handler (SQL + mapping)',
  'serialise (-> onSend)',
  'write (onSend -> onResponse)',
  'back to the generator (-> end read)',
] as const;

function phasesOf(call: CallRecord, server: number[] | undefined): number[] | null {
  if (!server || server.some((t) => !t)) return null;
  const [parsed, onRequest, preHandler, preSerialization, onSend, onResponse] = server as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return [
    call.called - call.due,
    call.socket - call.called,
    parsed - call.socket,
    onRequest - parsed,
    preHandler - onRequest,
    preSerialization - preHandler,
    onSend - preSerialization,
    onResponse - onSend,
    call.end - onResponse,
  ];
}

const GC_KINDS: Record<number, string> = { 1: 'scavenge', 2: 'mark-sweep', 4: 'incremental', 8: 'weak callbacks' };

/** Prints the attribution tables and answers a one-line summary. */
export function attributeTail(calls: CallRecord[], probe: Probe, generatorLoop: { p99: number; max: number }) {
  const server = new Map(probe.calls);
  const latency = (call: CallRecord) => call.end - call.due;
  const p99 = quantile(calls.map(latency), 0.99);
  const slow = calls.filter((call) => latency(call) >= p99);
  const joined = (set: CallRecord[]) =>
    set.map((call) => phasesOf(call, server.get(call.id))).filter((row): row is number[] => row !== null);
  const all = joined(calls);
  const tail = joined(slow);
  console.table(
    PHASES.map((phase, i) => ({
      'phase of a call': phase,
      'all calls: mean ms': r2(mean(all.map((row) => row[i] ?? 0))),
      'all: p99 ms': r2(
        quantile(
          all.map((row) => row[i] ?? 0),
          0.99,
        ),
      ),
      [`slowest 1% (>= ${r2(p99)} ms, ${tail.length} calls): mean ms`]: r2(mean(tail.map((row) => row[i] ?? 0))),
    })),
  );
  // A GC pause counts against a slow call when it falls inside the call's time in the API.
  const gcInside = (call: CallRecord) =>
    probe.gc.filter((pause) => pause.at < call.end && pause.at + pause.ms > call.socket).reduce((s, p) => s + p.ms, 0);
  const kinds = new Map<string, number[]>();
  for (const pause of probe.gc) {
    const kind = GC_KINDS[pause.kind] ?? String(pause.kind);
    kinds.set(kind, [...(kinds.get(kind) ?? []), pause.ms]);
  }
  const gcRows = [...kinds.entries()].map(([kind, pauses]) => ({
    'GC kind': kind,
    count: pauses.length,
    'total ms': r2(pauses.reduce((a, b) => a + b, 0)),
    'p99 ms': r2(quantile(pauses, 0.99)),
    'max ms': r2(Math.max(...pauses)),
  }));
  console.table(gcRows);
  const bySql = new Map<string, number[]>();
  for (const s of probe.statements) bySql.set(s.sql, [...(bySql.get(s.sql) ?? []), s.ms]);
  console.table(
    [...bySql.entries()]
      .map(([sql, times]) => ({
        statement: sql,
        count: times.length,
        'total ms': r2(times.reduce((a, b) => a + b, 0)),
        'p50 ms': r2(quantile(times, 0.5)),
        'p99 ms': r2(quantile(times, 0.99)),
        'max ms': r2(Math.max(...times)),
      }))
      .sort((a, b) => b['total ms'] - a['total ms'])
      .slice(0, 8),
  );
  const messages = Object.entries(probe.protocol ?? {});
  if (messages.length)
    console.table(
      messages.map(([kind, times]) => ({
        'PGlite message': kind,
        count: times.length,
        'total ms': r2(times.reduce((a, b) => a + b, 0)),
        'mean ms': r2(mean(times)),
        'p99 ms': r2(quantile(times, 0.99)),
      })),
    );
  const summary = {
    'client p99 ms': r2(p99),
    'slow calls with a GC pause inside': `${slow.filter((call) => gcInside(call) > 0).length} / ${slow.length}`,
    'GC ms inside slow calls (mean)': r2(mean(slow.map(gcInside))),
    'API loop delay p50/p99/max ms': `${r2(probe.loop.p50)} / ${r2(probe.loop.p99)} / ${r2(probe.loop.max)}`,
    'generator loop delay p99/max ms': `${r2(generatorLoop.p99)} / ${r2(generatorLoop.max)}`,
    'pool wait p50/p99/max ms': probe.poolWaits.length
      ? `${r2(quantile(probe.poolWaits, 0.5))} / ${r2(quantile(probe.poolWaits, 0.99))} / ${r2(Math.max(...probe.poolWaits))}`
      : '-',
    'calls joined': `${all.length} / ${calls.length}`,
  };
  console.table([summary]);
  return summary;
}
