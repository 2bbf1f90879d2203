// Loaded into the API process by `bench/lists.ts` when BENCH_PROBE=on (`node --import`), never
// by the product: where a list call's time goes while the steady rate runs. It keeps
//  - the event loop's delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution) and every GC
//    pause (PerformanceObserver 'gc': start, duration, kind);
//  - per call whose x-request-id starts with `bench-`: the wall-clock instants (ms since the
//    epoch, comparable with the load generator's) when Node parsed the request, Fastify's
//    first onRequest hook, the first preHandler (auth done), preSerialization (handler done),
//    onSend (answer serialised) and onResponse (answer written);
//  - every statement's time: pg's Client.query (PostgreSQL) and the pool's wait for a
//    connection (Pool.connect), or PGlite's query() by statement text and its protocol
//    messages by type.
// On SIGUSR2 it writes what it kept to BENCH_PROBE_FILE as JSON and starts again.
import dc from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const file = process.env.BENCH_PROBE_FILE;
const now = () => performance.timeOrigin + performance.now();

let loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let gc = [];
let calls = new Map();
let statements = [];
let poolWaits = [];
let protocol = {};

new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    gc.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: entry.detail?.kind ?? 0 });
}).observe({ entryTypes: ['gc'] });

const ARRIVED = Symbol('arrived');
const benchId = (request) => {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && id.startsWith('bench-') ? id : null;
};
const mark = (request, index) => {
  const id = benchId(request);
  if (!id) return;
  let times = calls.get(id);
  if (!times) calls.set(id, (times = [request.raw[ARRIVED] ?? 0, 0, 0, 0, 0, 0]));
  times[index] = now();
};

dc.subscribe('fastify.initialization', ({ fastify }) => {
  fastify.server.prependListener('request', (raw) => {
    raw[ARRIVED] = now();
  });
  fastify.addHook('onRequest', (request, _reply, done) => {
    mark(request, 1);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    mark(request, 2);
    done();
  });
  fastify.addHook('preSerialization', (request, _reply, payload, done) => {
    mark(request, 3);
    done(null, payload);
  });
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    mark(request, 4);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    mark(request, 5);
    done();
  });
});

const textOf = (query) => (typeof query === 'string' ? query : (query?.name ?? query?.text ?? '?'));
const label = (query) => textOf(query).replace(/\s+/g, ' ').slice(0, 70);

const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(...args) {
  const started = now();
  const record = () => statements.push({ at: started, ms: now() - started, sql: label(args[0]) });
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last];
    args[last] = function timedCallback(...result) {
      record();
      return callback.apply(this, result);
    };
    return clientQuery.apply(this, args);
  }
  const result = clientQuery.apply(this, args);
  if (result && typeof result.then === 'function') result.then(record, record);
  return result;
};

const poolConnect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(callback) {
  const started = now();
  if (typeof callback === 'function')
    return poolConnect.call(this, (...result) => {
      poolWaits.push(now() - started);
      return callback(...result);
    });
  return poolConnect.call(this);
};

const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = async function timedPgliteQuery(query, ...rest) {
  const started = now();
  try {
    return await pgliteQuery.call(this, query, ...rest);
  } finally {
    statements.push({ at: started, ms: now() - started, sql: label(query) });
  }
};

// PGlite: each statement is several protocol messages, each its own trip into the WASM
// engine (parse, describe, bind, describe, execute, sync): their time by the message's type.
const MESSAGE = { P: 'parse', B: 'bind', D: 'describe', E: 'execute', S: 'sync', Q: 'simple query' };
const execProtocolStream = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = async function timedMessage(message, ...rest) {
  const started = now();
  try {
    return await execProtocolStream.call(this, message, ...rest);
  } finally {
    const kind = MESSAGE[String.fromCharCode(message[0])] ?? 'other';
    (protocol[kind] ??= []).push(now() - started);
  }
};

process.on('SIGUSR2', () => {
  const ms = (ns) => ns / 1e6;
  writeFileSync(
    file,
    JSON.stringify({
      loop: {
        p50: ms(loop.percentile(50)),
        p99: ms(loop.percentile(99)),
        max: ms(loop.max),
        mean: ms(loop.mean),
        count: loop.count,
      },
      gc,
      calls: [...calls.entries()],
      statements,
      poolWaits,
      protocol,
    }),
  );
  loop.disable();
  loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  gc = [];
  calls = new Map();
  statements = [];
  poolWaits = [];
  protocol = {};
});
