// Small helpers of the cluster test: free ports, bounded waits, Brasília dates.
import net from 'node:net';

/** A port nobody listens on at 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `probe` every `intervalMs` until it returns a truthy value (returned) or
 * `timeoutMs` passes (throws, with the last value or error in the message).
 */
export async function waitFor(what, probe, { timeoutMs, intervalMs = 500 }) {
  const until = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() >= until) {
      throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what} (last: ${String(last)})`);
    }
    await sleep(intervalMs);
  }
}

/** Races a promise against a timeout; the timer never keeps the process alive. */
export function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${Math.round(ms / 1000)} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `{ year, month, day }` of `date` in America/Sao_Paulo. */
export function brasiliaDay(date = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

const pad = (n) => String(n).padStart(2, '0');
export const isoDay = ({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`;
export const monthKey = ({ year, month }) => `${year}-${pad(month)}`;

/** The calendar day `days` after `day`. */
export function addDays(day, days) {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A fresh CNPJ with valid check digits (14 digits). */
export function randomCnpj() {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const check = (weights) => {
    const rest = weights.reduce((sum, w, i) => sum + digits[i] * w, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

/** A fresh CPF with valid check digits (11 digits). */
export function randomCpf() {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0] + 1) % 10;
  const check = (weights) => {
    const rest = weights.reduce((sum, w, i) => sum + digits[i] * w, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([10, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
