import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time on an embedded data directory (issue 16). Two PGlite processes on one
 * directory both start and both acknowledge writes, and one's writes are gone after a restart, with
 * nothing in the log. So the process that opens the store writes a lock file (created exclusively,
 * `wx`) holding its pid and host; another process is refused while that pid is alive on this host.
 * A process killed with SIGKILL leaves the file behind, but its pid is no longer alive, so the next
 * start takes the lock over at once: nothing stays stuck after a crash.
 */
export class DataDirectoryInUse extends Error {
  constructor(directory: string, holder: LockHolder) {
    super(
      `The data directory ${directory} is in use by process ${holder.pid} on ${holder.host} (started ` +
        `${holder.startedAt}). Only one shop process may use the embedded database: stop the other one, ` +
        `or give this one another DATA_DIR. Run replicas on PostgreSQL (DATABASE_URL) instead.`,
    );
    this.name = 'DataDirectoryInUse';
  }
}

type LockHolder = { pid: number; host: string; startedAt: string };

export type DirectoryLock = { release: () => void };

export function lockDataDirectory(directory: string): DirectoryLock {
  const path = `${directory}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, me)) return { release: () => releaseIfMine(path, me) };
    const holder = readHolder(path);
    if (holder && (holder.host !== me.host || isAlive(holder.pid)))
      throw new DataDirectoryInUse(directory, holder);
    // The holder is gone (crashed): take its place. A file that cannot be read is a torn write of a
    // crashed start, gone the same way.
    try {
      unlinkSync(path);
    } catch {
      // Another starter removed it first; the next attempt decides between us.
    }
  }
  const holder = readHolder(path) ?? { pid: 0, host: 'unknown', startedAt: 'unknown' };
  throw new DataDirectoryInUse(directory, holder);
}

function tryCreate(path: string, me: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt) }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfMine(path: string, me: LockHolder): void {
  const holder = readHolder(path);
  if (holder?.pid !== me.pid || holder.host !== me.host) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
