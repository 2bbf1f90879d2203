// The cluster's child processes: started with their output in a log file each, killed
// with SIGKILL on purpose, started again, and all stopped at the end whatever happened.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './util.mjs';

export class Processes {
  /** @param {string} logDir where each process's output goes (`<name>.log`) */
  constructor(logDir) {
    this.logDir = logDir;
    /** name -> { spec, child, starts, exits: [{ code, signal, at, expected }] } */
    this.entries = new Map();
  }

  /** Starts (or starts again) the process `name`; spec: { command, args, cwd, env }. */
  start(name, spec = this.entries.get(name)?.spec) {
    if (!spec) throw new Error(`no process named ${name}`);
    const entry = this.entries.get(name) ?? { spec, child: null, starts: 0, exits: [], expectExit: false };
    entry.spec = spec;
    const log = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
    log.write(`----- start #${entry.starts + 1} at ${new Date().toISOString()}\n`);
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    entry.child = child;
    entry.starts += 1;
    entry.expectExit = false;
    child.on('exit', (code, signal) => {
      entry.exits.push({ code, signal, at: Date.now(), expected: entry.expectExit });
      if (!entry.expectExit && spec.onUnexpectedExit) spec.onUnexpectedExit(name, code, signal);
    });
    // 'close' comes after the last output: only then is the log closed.
    child.on('close', (code, signal) =>
      log.end(`----- exit code=${code} signal=${signal} at ${new Date().toISOString()}\n`),
    );
    child.on('error', (err) => {
      entry.exits.push({ code: null, signal: null, error: err.message, at: Date.now(), expected: false });
    });
    this.entries.set(name, entry);
    return child;
  }

  isRunning(name) {
    const child = this.entries.get(name)?.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  pid(name) {
    return this.entries.get(name)?.child?.pid;
  }

  /** kill -9, then waits (bounded) until the process is gone. Returns the kill time. */
  async kill9(name) {
    const entry = this.entries.get(name);
    if (!entry?.child || !this.isRunning(name)) throw new Error(`${name} is not running`);
    entry.expectExit = true;
    const gone = new Promise((resolve) => entry.child.once('exit', resolve));
    const at = Date.now();
    entry.child.kill('SIGKILL');
    await Promise.race([gone, sleep(5000)]);
    if (this.isRunning(name)) throw new Error(`${name} survived SIGKILL`);
    return at;
  }

  /** Every process that exited without being asked to (name, code, signal). */
  unexpectedExits() {
    const out = [];
    for (const [name, entry] of this.entries) {
      for (const exit of entry.exits) if (!exit.expected) out.push({ name, ...exit });
    }
    return out;
  }

  /** SIGTERM to everything still running, SIGKILL to what is left after `graceMs`. */
  async stopAll(graceMs = 5000) {
    const running = [...this.entries.entries()].filter(([name]) => this.isRunning(name));
    await Promise.all(
      running.map(async ([name, entry]) => {
        entry.expectExit = true;
        const gone = new Promise((resolve) => entry.child.once('exit', resolve));
        entry.child.kill('SIGTERM');
        await Promise.race([gone, sleep(graceMs)]);
        if (this.isRunning(name)) {
          entry.child.kill('SIGKILL');
          await Promise.race([gone, sleep(2000)]);
        }
      }),
    );
  }

  /** Synchronous last resort (process 'exit' handler): SIGKILL to whatever still runs. */
  killAllNow() {
    for (const [name, entry] of this.entries) {
      if (this.isRunning(name)) {
        entry.expectExit = true;
        try {
          entry.child.kill('SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }

  /** The last `lines` lines of a process's log. */
  tail(name, lines = 30) {
    try {
      const text = readFileSync(path.join(this.logDir, `${name}.log`), 'utf8');
      return text
        .split('\n')
        .slice(-lines - 1)
        .join('\n');
    } catch {
      return '(no log)';
    }
  }

  names() {
    return [...this.entries.keys()];
  }
}
