import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One owner for an embedded database folder. PGlite has no server: a second process that
 * opens the same folder runs its own PostgreSQL on the same files, with its own caches, so
 * neither sees the other's changes and both write the same pages. So the process that opens
 * a folder writes `<folder>/.owner` (its pid, like PostgreSQL's postmaster.pid) and any other
 * opener refuses while that process lives. The file goes on close or exit; one left by a
 * killed process is taken over by the next opener.
 *
 * Liveness is judged on this machine: a pid that no longer runs, or runs a process started at
 * another time (the pid was reused), is stale. A folder shared by two machines or by two pid
 * namespaces is not protected. Two processes taking over the same stale file at the same
 * instant can both win (postmaster.pid has the same race).
 */

const OWNER_FILE = '.owner';

interface OwnerRecord {
  pid: number;
  /** Linux: the process start time in clock ticks since boot (/proc/<pid>/stat), to tell a reused pid. */
  startTime: number | null;
  hostname: string;
  command: string;
  since: string;
  token: string;
}

/** Another live process holds the embedded database folder. */
export class EmbeddedDatabaseInUseError extends Error {
  readonly code = 'embedded_database_in_use';
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
    owner: Pick<OwnerRecord, 'command' | 'since' | 'hostname'>,
  ) {
    const elsewhere = owner.hostname && owner.hostname !== hostname() ? ` na máquina ${owner.hostname}` : '';
    const who = [`pid ${ownerPid}${elsewhere}`, owner.command, owner.since ? `desde ${owner.since}` : '']
      .filter(Boolean)
      .join(', ');
    super(
      `O banco de dados embutido em ${folder} já está aberto por outro processo (${who}). ` +
        'Um segundo processo nele trabalharia numa cópia que o produto não vê. ' +
        'Pare o produto que está rodando (npm start) e rode o comando de novo, ' +
        'ou use um PostgreSQL (DATABASE_URL) para rodar vários processos ao mesmo tempo.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/** Owner files this process holds, by path, with the token written into each. */
const heldHere = new Map<string, string>();

function startTimeOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]); // field 22, starttime
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function readOwner(file: string): OwnerRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<OwnerRecord>;
    if (typeof record.pid !== 'number' || !Number.isInteger(record.pid) || record.pid <= 0) return undefined;
    return {
      pid: record.pid,
      startTime: typeof record.startTime === 'number' ? record.startTime : null,
      hostname: String(record.hostname ?? ''),
      command: String(record.command ?? ''),
      since: String(record.since ?? ''),
      token: String(record.token ?? ''),
    };
  } catch {
    // Gone meanwhile, unreadable or not ours: the file is written whole (link below), so a
    // torn one is left from a crash of another program, not an owner starting up.
    return undefined;
  }
}

function isLive(owner: OwnerRecord, file: string): boolean {
  // Our own pid: a handle of this process (alive) or a previous process that had the same pid
  // (a container restarted: the server is pid 1 again).
  if (owner.pid === process.pid) return heldHere.get(file) === owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTime !== null) {
    const now = startTimeOf(owner.pid);
    if (now !== null && now !== owner.startTime) return false;
  }
  return true;
}

/**
 * Makes this process the owner of `folder`, or throws EmbeddedDatabaseInUseError when a live
 * process already is. Returns the release function (idempotent), which also runs on exit.
 */
export function acquirePgliteOwner(folder: string): () => void {
  const file = path.join(folder, OWNER_FILE);
  const record: OwnerRecord = {
    pid: process.pid,
    startTime: startTimeOf(process.pid),
    hostname: hostname(),
    command: [path.basename(process.argv0), ...process.argv.slice(1, 2).map((a) => path.basename(a))].join(' '),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  // Written aside, then linked into place: link fails if the file exists, and a reader never
  // sees it half written.
  const draft = `${file}.${process.pid}.${record.token}`;
  writeFileSync(draft, JSON.stringify(record) + '\n', { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
      }
      const owner = readOwner(file);
      if (owner && isLive(owner, file)) throw new EmbeddedDatabaseInUseError(folder, owner.pid, owner);
      // Stale (a killed process) or unreadable: take it over.
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  heldHere.set(file, record.token);

  const release = () => {
    if (heldHere.get(file) !== record.token) return;
    heldHere.delete(file);
    process.removeListener('exit', release);
    // Only our own file: never one a later owner wrote after taking ours over.
    if (readOwner(file)?.token === record.token) rmSync(file, { force: true });
  };
  // A process that exits without closing (process.exit after an error) leaves no file behind.
  process.on('exit', release);
  return release;
}

/** For command-line scripts: the refusal as its message and exit code 1, without a stack trace. */
export function exitIfDatabaseInUse(err: unknown): never {
  if (err instanceof EmbeddedDatabaseInUseError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
