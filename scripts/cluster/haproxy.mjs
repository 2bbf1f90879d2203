// The load balancer: Debian's haproxy (installed with apt-get when missing and root), in
// the foreground, logging one line per request to stdout (the process's log file), so
// every client call can be matched to the replica that answered it.
/* global fetch, AbortSignal */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export function haproxyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** The haproxy binary; installs Debian's package when it is missing and we are root. */
export function ensureHaproxy(log) {
  const existing = haproxyBinary();
  if (existing) return existing;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error('haproxy is not installed and this is not root: run `apt-get install -y haproxy` first');
  }
  log('haproxy is missing: apt-get update && apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'haproxy']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env, timeout: 240_000 });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  const installed = haproxyBinary();
  if (!installed) throw new Error('apt-get installed haproxy but it is not on PATH');
  return installed;
}

/**
 * One frontend per tier (API, web) on 127.0.0.1, round robin over the replicas, health
 * checks every 500 ms (down after 3 failures), failed connections and empty answers retried
 * on another replica (redispatch), and a stats page (CSV) to see what haproxy thinks is up.
 */
export function haproxyConfig({ apiPort, webPort, statsPort, apiServers, webServers }) {
  const servers = (list) => list.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n');
  return `global
  log stdout format raw local0 info
  maxconn 2000

defaults
  mode http
  log global
  # One line per request: end time (ms), the client's call id, frontend, backend, replica,
  # status, termination state, retries ("+" = redispatched), total time.
  log-format "CALL %[date(0,ms)] %hr %ft %b %s %ST %ts %rc %Ta"
  option dontlognull
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout queue 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # A replica that refuses connections is down within 1.5 s (and meanwhile its requests are
  # retried elsewhere); a slow one (a busy core) is given 3 s per check before it counts.
  timeout check 3s
  default-server inter 500 fastinter 250 downinter 500 fall 3 rise 2

frontend api_lb
  bind 127.0.0.1:${apiPort}
  capture request header X-Cluster-Call len 40
  default_backend api

backend api
  balance roundrobin
  option httpchk
  http-check send meth GET uri /health ver HTTP/1.1 hdr Host 127.0.0.1
  http-check expect status 200
${servers(apiServers)}

frontend web_lb
  bind 127.0.0.1:${webPort}
  capture request header X-Cluster-Call len 40
  default_backend web

backend web
  balance roundrobin
  option httpchk
  http-check send meth GET uri /robots.txt ver HTTP/1.1 hdr Host 127.0.0.1
  http-check expect status 200
${servers(webServers)}

listen stats
  bind 127.0.0.1:${statsPort}
  no log
  stats enable
  stats uri /stats
`;
}

export function writeHaproxyConfig(file, options) {
  writeFileSync(file, haproxyConfig(options));
  const check = spawnSync(options.binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
}

/** `{ backend/server: status }` from the stats CSV (UP, DOWN, "UP 1/2"...). */
export async function haproxyStatus(statsPort) {
  const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(3000) });
  const text = await res.text();
  const out = {};
  for (const line of text.split('\n').slice(1)) {
    const cols = line.split(',');
    if (cols.length > 18 && cols[1] && cols[1] !== 'FRONTEND' && cols[1] !== 'BACKEND') {
      out[`${cols[0]}/${cols[1]}`] = cols[17];
    }
  }
  return out;
}

/**
 * The request lines of the log: { at, call, frontend, backend, server, status,
 * termination, retries, redispatched, totalMs }; and the server state changes.
 */
export function readHaproxyLog(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { requests: [], stateChanges: [] };
  }
  const requests = [];
  const stateChanges = [];
  for (const line of text.split('\n')) {
    const m = /^CALL (\d+) \{([^}]*)\} (\S+) (\S+) (\S+) (-?\d+) (\S+) (\+?)(-?\d+) (-?\d+)/.exec(line);
    if (m) {
      requests.push({
        at: Number(m[1]),
        call: m[2] || null,
        frontend: m[3],
        backend: m[4],
        server: m[5],
        status: Number(m[6]),
        termination: m[7],
        redispatched: m[8] === '+',
        retries: Number(m[9]),
        totalMs: Number(m[10]),
      });
      continue;
    }
    const s = /Server (\S+)\/(\S+) is (UP|DOWN)/.exec(line);
    // haproxy says it twice (log and stderr): keep one.
    const last = stateChanges.at(-1);
    if (s && !(last && last.server === s[2] && last.state === s[3])) {
      stateChanges.push({ backend: s[1], server: s[2], state: s[3] });
    }
  }
  return { requests, stateChanges };
}
