// Where a server process's CPU went during a run, by thread: its JavaScript (Node's main thread), V8's
// helper threads (mostly garbage collection) and libuv's pool (compression, crypto, files). A profile
// of the main thread alone missed that V8's helpers took a whole core while pages were drawn
// (decision 75); this shows it in every run. Linux only (/proc); elsewhere it reports nothing.
import { readdirSync, readFileSync } from 'node:fs';

export type ThreadCpu = { main: number; v8: number; pool: number; other: number };

/** User and system CPU seconds of a /proc `stat` line (its 14th and 15th fields, after the name). */
function cpuSecondsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Clock ticks: 100 a second on every Linux build the bench runs on (USER_HZ).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Seconds of CPU per thread kind so far; `null` where /proc cannot be read. */
function threadSeconds(pid: number): ThreadCpu | null {
  const totals: ThreadCpu = { main: 0, v8: 0, pool: 0, other: 0 };
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
      const seconds = cpuSecondsOf(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8'));
      const kind =
        Number(task) === pid || name === 'MainThread'
          ? 'main'
          : name.startsWith('V8')
            ? 'v8'
            : name.startsWith('libuv')
              ? 'pool'
              : 'other';
      totals[kind] += seconds;
    }
    return totals;
  } catch {
    return null;
  }
}

/** Starts counting; the function returned gives each kind's cores (CPU seconds per second) since. */
export function measureThreads(pid: number | undefined): () => ThreadCpu | null {
  const before = pid === undefined ? null : threadSeconds(pid);
  const started = performance.now();
  return () => {
    const after = pid === undefined ? null : threadSeconds(pid);
    if (!before || !after) return null;
    const seconds = (performance.now() - started) / 1000;
    const cores = (kind: keyof ThreadCpu) => (after[kind] - before[kind]) / seconds;
    return { main: cores('main'), v8: cores('v8'), pool: cores('pool'), other: cores('other') };
  };
}

/** CPU seconds so far of every process whose command name is `name` (PostgreSQL's backends: postgres). */
function processSeconds(name: string): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
        total += cpuSecondsOf(stat);
      } catch {
        // the process ended while being read
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** Starts counting the cores taken by every process named `name`, as measureThreads does. */
export function measureProcesses(name: string): () => number | null {
  const before = processSeconds(name);
  const started = performance.now();
  return () => {
    const after = processSeconds(name);
    if (before === null || after === null) return null;
    return (after - before) / ((performance.now() - started) / 1000);
  };
}

/** "0.95 / 0.28 / 0.24": the main thread's, V8's helpers' and the pool's cores, for a table cell. */
export function threadCell(cpu: ThreadCpu | null): string {
  return cpu ? [cpu.main, cpu.v8, cpu.pool].map((cores) => cores.toFixed(2)).join(' / ') : '-';
}
